import { describe, expect, it, vi } from 'vitest';
import { fetchTypefaceForNextPages, TYPEFACE, TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../../src/lib/browser/typeface';

const SOURCE = "url(/_astro/inter.woff2) format('woff2')";

/** A page as the function sees it: its state, its `@font-face` rules, its window's frames, timers and font loader. */
function page({ readyState = 'complete', cached = false, declared = true, status = 'loaded' as FontFaceLoadStatus | 'rejects' } = {}) {
  const order: string[] = [];
  const faces: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  const load = vi.fn(async () => {
    order.push('load');
    if (status === 'rejects') throw new DOMException('network', 'NetworkError');
    return { status } as FontFace;
  });
  class FakeFontFace {
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      faces.push({ family, source, descriptors });
    }
    load = load;
  }
  const view = Object.assign(new EventTarget(), {
    requestAnimationFrame: (f: () => void) => (order.push('frame'), setTimeout(f), 0),
    setTimeout: (f: () => void) => (order.push('task'), setTimeout(f), 0),
    FontFace: FakeFontFace,
  });
  const fontFace = (declarations: Record<string, string>) => ({ type: 5, style: { getPropertyValue: (name: string) => declarations[name] ?? '' } });
  const rules = [
    { type: 1, style: { getPropertyValue: () => '' } },
    fontFace({ 'font-family': "'Inter Fallback'", src: "local('Arial')" }),
    ...(declared ? [fontFace({ 'font-family': `"${TYPEFACE}"`, src: SOURCE, 'font-weight': '400 850', 'font-display': 'optional' })] : []),
  ];
  const root = {
    readyState,
    defaultView: view,
    documentElement: { hasAttribute: (name: string) => cached && name === TYPEFACE_ATTRIBUTE },
    styleSheets: [{ get cssRules(): never { throw new DOMException('cross-origin', 'SecurityError'); } }, { cssRules: rules }],
  } as unknown as Document;
  const stored = new Map<string, string>();
  return { root, view, load, faces, order, stored, storage: { setItem: (key: string, value: string) => void stored.set(key, value) } };
}

describe('the typeface for the next pages', () => {
  it('is fetched after the page has loaded and painted, then noted', async () => {
    const p = page({ readyState: 'interactive' });
    const done = fetchTypefaceForNextPages(p.root, p.storage);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(p.load, 'not before the load event').not.toHaveBeenCalled();
    p.view.dispatchEvent(new Event('load'));
    expect(await done).toBe(true);
    expect(p.order).toEqual(['frame', 'task', 'load']);
    expect(p.stored.get(TYPEFACE_KEY)).toBe('1');
  });

  it('is fetched from the page’s own @font-face, as a face of its own with no time limit (WebKit fails an optional face that is late)', async () => {
    const p = page();
    expect(await fetchTypefaceForNextPages(p.root, p.storage)).toBe(true);
    expect(p.faces).toEqual([{ family: TYPEFACE, source: SOURCE, descriptors: { style: 'normal', weight: '400 850', display: 'swap' } }]);
  });

  it('is not fetched again on a page that has it from the cache', async () => {
    const p = page({ cached: true });
    expect(await fetchTypefaceForNextPages(p.root, p.storage)).toBe(false);
    expect(p.load).not.toHaveBeenCalled();
  });

  it.each([
    ['fails to load', { status: 'rejects' }],
    ['comes back in error', { status: 'error' }],
    ['is declared nowhere on the page', { declared: false }],
  ] as const)('is not noted when it %s', async (_, options) => {
    const p = page(options);
    expect(await fetchTypefaceForNextPages(p.root, p.storage)).toBe(false);
    expect(p.stored.size).toBe(0);
  });

  it('is not noted, and throws nothing, where storage is refused', async () => {
    const p = page();
    const refused = { setItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(await fetchTypefaceForNextPages(p.root, refused)).toBe(false);
  });
});
