import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../../src/lib/browser/after-paint';

/** A window whose paints the test reports: `paint(name)` hands an observer a paint entry. */
function view(supported: string[]) {
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; connected: boolean }[] = [];
  const steps: string[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = supported;
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const timers: (() => void)[] = [];
  const win = {
    PerformanceObserver,
    requestAnimationFrame: (f: () => void) => (steps.push('frame'), f(), 1),
    // A task runs at once; a timer with a delay waits for the test's `later()`.
    setTimeout: (f: () => void, delay?: number) => (delay ? timers.push(f) : (steps.push('task'), f()), 1),
  } as unknown as Window & typeof globalThis;
  const later = () => timers.splice(0).forEach((f) => f());
  const paint = (name: string) => {
    for (const o of observers) if (o.connected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  };
  return { win, steps, paint, observers, later };
}

describe('after the first paint', () => {
  it('waits for the first contentful paint, not a paint without content, then a frame and a task', () => {
    const { win, steps, paint, observers, later } = view(['paint', 'resource']);
    let ran = 0;
    afterFirstPaint(() => ran++, win);
    paint('first-paint');
    expect(ran, 'a paint without content is not enough').toBe(0);
    paint('first-contentful-paint');
    expect(ran).toBe(1);
    expect(steps).toEqual(['frame', 'task']);
    paint('first-contentful-paint');
    later();
    expect(ran, 'once').toBe(1);
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it('does not wait for ever for a paint the browser does not report', () => {
    const { win, paint, later } = view(['paint']);
    let ran = 0;
    afterFirstPaint(() => ran++, win);
    expect(ran).toBe(0);
    later();
    expect(ran).toBe(1);
    paint('first-contentful-paint');
    expect(ran, 'once').toBe(1);
  });

  it('where the browser reports no paints, after the next frame', () => {
    const { win, steps } = view([]);
    let ran = 0;
    afterFirstPaint(() => ran++, win);
    expect(ran).toBe(1);
    expect(steps).toEqual(['frame', 'task']);
  });
});
