import { describe, expect, it, vi } from 'vitest';
import { fetchTypefaceForNextPages, TYPEFACE, TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../../src/lib/browser/typeface';

/** A page as the function sees it: its state, its fonts, its window's frames and timers. */
function page({ readyState = 'complete', cached = false, faces = ['loaded'] as FontFaceLoadStatus[] | 'rejects' } = {}) {
  const view = new EventTarget() as EventTarget & { requestAnimationFrame: (f: () => void) => number; setTimeout: (f: () => void) => number };
  const order: string[] = [];
  view.requestAnimationFrame = (f) => (order.push('frame'), setTimeout(f), 0);
  view.setTimeout = (f) => (order.push('task'), setTimeout(f), 0);
  const load = vi.fn(async (font: string) => {
    order.push(`load ${font}`);
    if (faces === 'rejects') throw new DOMException('network', 'NetworkError');
    return faces.map((status) => ({ status }) as FontFace);
  });
  const root = {
    readyState,
    defaultView: view,
    documentElement: { hasAttribute: (name: string) => cached && name === TYPEFACE_ATTRIBUTE },
    fonts: { load },
  } as unknown as Document;
  const stored = new Map<string, string>();
  return { root, view, load, order, stored, storage: { setItem: (key: string, value: string) => void stored.set(key, value) } };
}

describe('the typeface for the next pages', () => {
  it('is fetched after the page has loaded and painted, then noted', async () => {
    const p = page({ readyState: 'interactive' });
    const done = fetchTypefaceForNextPages(p.root, p.storage);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(p.load, 'not before the load event').not.toHaveBeenCalled();
    p.view.dispatchEvent(new Event('load'));
    expect(await done).toBe(true);
    expect(p.order).toEqual(['frame', 'task', `load 1em "${TYPEFACE}"`]);
    expect(p.stored.get(TYPEFACE_KEY)).toBe('1');
  });

  it('is not fetched again on a page that has it from the cache', async () => {
    const p = page({ cached: true });
    expect(await fetchTypefaceForNextPages(p.root, p.storage)).toBe(false);
    expect(p.load).not.toHaveBeenCalled();
  });

  it.each([
    ['fails to load', 'rejects'],
    ['matches no face', []],
    ['comes back in error', ['error']],
  ] as const)('is not noted when it %s', async (_, faces) => {
    const p = page({ faces: faces as FontFaceLoadStatus[] | 'rejects' });
    expect(await fetchTypefaceForNextPages(p.root, p.storage)).toBe(false);
    expect(p.stored.size).toBe(0);
  });

  it('is not noted, and throws nothing, where storage is refused', async () => {
    const p = page();
    const refused = { setItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(await fetchTypefaceForNextPages(p.root, refused)).toBe(false);
  });
});
