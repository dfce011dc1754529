import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBarMachine,
  estimatedProgress,
  LOADING_BAR_TIMING,
  type LoadingBarView,
} from '../../src/lib/browser/loading-bar';

const { throttle, duration, hideDelay, resetDelay } = LOADING_BAR_TIMING;

function setup() {
  const views: LoadingBarView[] = [];
  const machine = createLoadingBarMachine((view) => views.push(view), {
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
  });
  const last = () => views.at(-1)!;
  return { machine, views, last };
}

describe('loading bar state machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the documented timing', () => {
    expect(LOADING_BAR_TIMING).toEqual({ throttle: 150, duration: 2000, hideDelay: 500, resetDelay: 400 });
  });

  it('shows nothing for a job shorter than the throttle', () => {
    const { machine, views, last } = setup();
    machine.start();
    vi.advanceTimersByTime(throttle - 1);
    machine.finish();
    vi.advanceTimersByTime(10_000);
    expect(views.some((view) => view.visible)).toBe(false);
    expect(last()).toMatchObject({ phase: 'idle', visible: false, progress: 0 });
  });

  it('shows after the throttle, creeps forward, then completes, hides and resets', () => {
    const { machine, last } = setup();
    machine.start();
    expect(last()).toMatchObject({ phase: 'waiting', visible: false });
    vi.advanceTimersByTime(throttle);
    expect(last()).toMatchObject({ phase: 'loading', visible: true, error: false });
    const early = machine.view().progress;
    vi.advanceTimersByTime(duration);
    const later = machine.view().progress;
    expect(later).toBeGreaterThan(early);
    expect(later).toBeGreaterThan(60);
    expect(later).toBeLessThan(100);

    machine.finish();
    expect(last()).toMatchObject({ phase: 'done', visible: true, progress: 100 });
    vi.advanceTimersByTime(hideDelay - 1);
    expect(last().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ phase: 'hiding', visible: false, progress: 100 });
    vi.advanceTimersByTime(resetDelay - 1);
    expect(last().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ phase: 'idle', visible: false, progress: 0 });
  });

  it('never reaches 100 % while loading, however long it takes', () => {
    const { machine } = setup();
    machine.start();
    vi.advanceTimersByTime(throttle + 60 * 60 * 1000);
    expect(machine.view().progress).toBeLessThan(100);
  });

  it('turns to the error state and stays there until the next start', () => {
    const { machine, last } = setup();
    machine.start();
    vi.advanceTimersByTime(throttle + 100);
    machine.fail();
    expect(last()).toMatchObject({ phase: 'error', visible: true, error: true, progress: 100 });
    machine.finish();
    vi.advanceTimersByTime(10_000);
    expect(last()).toMatchObject({ phase: 'error', visible: true, error: true });

    machine.start();
    expect(last()).toMatchObject({ phase: 'waiting', visible: false, error: false, progress: 0 });
    vi.advanceTimersByTime(throttle);
    expect(last()).toMatchObject({ phase: 'loading', error: false });
  });

  it('shows an error even when nothing was loading', () => {
    const { machine, last } = setup();
    machine.fail();
    expect(last()).toMatchObject({ phase: 'error', visible: true });
  });

  it('a new start during the hide restarts cleanly, without stale timers firing', () => {
    const { machine, last } = setup();
    machine.start();
    vi.advanceTimersByTime(throttle);
    machine.finish();
    vi.advanceTimersByTime(hideDelay / 2);
    machine.start();
    vi.advanceTimersByTime(throttle);
    expect(last().phase).toBe('loading');
    vi.advanceTimersByTime(hideDelay + resetDelay);
    expect(last().phase).toBe('loading');
  });

  it('reset hides a running or failed bar at once, and no pending timer shows it again', () => {
    const { machine, last } = setup();
    machine.start();
    vi.advanceTimersByTime(throttle + 100);
    expect(last().visible).toBe(true);
    machine.reset();
    expect(last()).toMatchObject({ phase: 'idle', visible: false, progress: 0 });
    vi.advanceTimersByTime(10_000);
    expect(last().phase).toBe('idle');
    machine.fail();
    machine.reset();
    expect(last()).toMatchObject({ phase: 'idle', visible: false, error: false });
  });

  it('finish without start does nothing', () => {
    const { machine, views } = setup();
    machine.finish();
    expect(views).toEqual([]);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, grows monotonically and stays below 100', () => {
    expect(estimatedProgress(0, 2000)).toBe(0);
    let previous = 0;
    for (let t = 100; t <= 20_000; t += 100) {
      const p = estimatedProgress(t, 2000);
      expect(p).toBeGreaterThan(previous);
      expect(p).toBeLessThan(100);
      previous = p;
    }
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
  });
});
