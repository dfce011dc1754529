import { afterFirstPaint } from './after-paint.ts';

/**
 * The site's typeface on a visitor's first page and on the next ones. A first visit paints in the
 * metric-matched fallback and keeps it: the page asks for nothing but its document before it paints,
 * and the font is fetched once the page has loaded and painted, for the pages that follow. Those find it in
 * the cache and use it from their first paint: `<html data-font>`, set before paint when the key
 * says the font was fetched (src/scripts/before-paint.ts), selects it (src/styles/tokens.css).
 * Without JavaScript a page names it from the start (`@media (scripting: none)`) and shows it if it
 * arrives within `font-display: optional`'s short wait.
 */
export const TYPEFACE = 'Inter Variable';
/** The `localStorage` key that says the typeface was fetched. */
export const TYPEFACE_KEY = 'typeface';
/** The attribute on `<html>` that selects the typeface. */
export const TYPEFACE_ATTRIBUTE = 'data-font';

/**
 * On a page painted in the fallback, fetches the typeface once the page has loaded and painted,
 * and notes it for the next pages. The page itself keeps the fallback (a swap would move its text).
 * `file` is the URL the pages' `@font-face` names (the build's, as Base.astro imports it). It is
 * fetched as a font preload, which the cache keeps for the next pages' `@font-face`,
 * not through the page's face: that face is `font-display: optional`, and WebKit reports it in
 * error once its short wait is over though the file came (under load, or on a slow network,
 * Safari never noted the font); a face made in script instead had Firefox log its download as an
 * error when the visitor left the page meanwhile.
 */
export function fetchTypefaceForNextPages(file: string, root: Document = document, storage?: Pick<Storage, 'setItem'>): Promise<boolean> {
  if (root.documentElement.hasAttribute(TYPEFACE_ATTRIBUTE)) return Promise.resolve(false);
  const view = root.defaultView!;
  const note = () => {
    try {
      (storage ?? localStorage).setItem(TYPEFACE_KEY, '1');
      return true;
    } catch {
      return false; // storage refused: every page keeps the fallback
    }
  };
  const loaded = () =>
    new Promise<boolean>((resolve) => {
      const link = Object.assign(root.createElement('link'), { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: file });
      // Once it has come (or failed) the link has done its work: the file is in the cache.
      const done = (noted: boolean) => (link.remove(), resolve(noted));
      link.addEventListener('load', () => done(note()), { once: true });
      link.addEventListener('error', () => done(false), { once: true });
      root.head.append(link);
    });
  // After the load event and after the first contentful paint (a fast page may load before it paints).
  const afterPaint = () => new Promise<boolean>((resolve) => afterFirstPaint(() => resolve(loaded()), view));
  if (root.readyState === 'complete') return afterPaint();
  return new Promise((resolve) => view.addEventListener('load', () => resolve(afterPaint()), { once: true }));
}
