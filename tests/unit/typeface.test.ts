import { describe, expect, it, vi } from 'vitest';
import { fetchTypefaceForNextPages, TYPEFACE, TYPEFACE_ATTRIBUTE, TYPEFACE_KEY } from '../../src/lib/browser/typeface';

const FILE = '/_astro/inter.woff2';

/** A page as the function sees it: its state, its window's frames and timers, the links it adds. */
function page({ readyState = 'complete', cached = false, outcome = 'load' as 'load' | 'error' } = {}) {
  const order: string[] = [];
  const links: Record<string, unknown>[] = [];
  const view = Object.assign(new EventTarget(), {
    requestAnimationFrame: (f: () => void) => (order.push('frame'), setTimeout(f), 0),
    setTimeout: (f: () => void) => (order.push('task'), setTimeout(f), 0),
  });
  const root = {
    readyState,
    defaultView: view,
    documentElement: { hasAttribute: (name: string) => cached && name === TYPEFACE_ATTRIBUTE },
    createElement: () => Object.assign(new EventTarget(), { remove: () => void order.push('removed') }),
    head: {
      append: (link: EventTarget & Record<string, unknown>) => {
        order.push('fetch');
        links.push({ rel: link.rel, as: link.as, type: link.type, crossOrigin: link.crossOrigin, href: link.href });
        setTimeout(() => link.dispatchEvent(new Event(outcome)));
      },
    },
  } as unknown as Document;
  const stored = new Map<string, string>();
  return { root, view, links, order, stored, storage: { setItem: (key: string, value: string) => void stored.set(key, value) } };
}

describe('the typeface for the next pages', () => {
  it('is fetched after the page has loaded and painted, then noted', async () => {
    const p = page({ readyState: 'interactive' });
    const done = fetchTypefaceForNextPages(FILE, p.root, p.storage);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(p.links, 'not before the load event').toEqual([]);
    p.view.dispatchEvent(new Event('load'));
    expect(await done).toBe(true);
    expect(p.order).toEqual(['frame', 'task', 'fetch', 'removed']);
    expect(p.stored.get(TYPEFACE_KEY)).toBe('1');
  });

  it('is fetched as a font preload of the file it is given, the pages’ @font-face file (WebKit fails an optional face that is late)', async () => {
    const p = page();
    expect(await fetchTypefaceForNextPages(FILE, p.root, p.storage)).toBe(true);
    expect(p.links).toEqual([{ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: FILE }]);
  });

  it('is not fetched again on a page that has it from the cache', async () => {
    const p = page({ cached: true });
    expect(await fetchTypefaceForNextPages(FILE, p.root, p.storage)).toBe(false);
    expect(p.links).toEqual([]);
  });

  it.each([
    ['fails to load', { outcome: 'error' }],
  ] as const)('is not noted when it %s', async (_, options) => {
    const p = page(options);
    expect(await fetchTypefaceForNextPages(FILE, p.root, p.storage)).toBe(false);
    expect(p.stored.size).toBe(0);
  });

  it('is not noted, and throws nothing, where storage is refused', async () => {
    const p = page();
    const refused = { setItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(await fetchTypefaceForNextPages(FILE, p.root, refused)).toBe(false);
  });
});
