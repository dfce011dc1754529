/** How long a page waits for a first contentful paint its browser said it would report. */
const PAINT_LIMIT_MS = 3_000;

/**
 * Runs `then` once, in a task of its own, once the page's first contentful paint is on screen,
 * where the browser reports paints (else after the next frame; at the latest PAINT_LIMIT_MS after
 * the call). A frame can come and go without painting the text (the fonts it needs are still being
 * found), so the next frame alone is not enough.
 */
export function afterFirstPaint(then: () => void, view: Window & typeof globalThis = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const next = () => void view.requestAnimationFrame(() => view.setTimeout(run));
  if (!view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return next();
  const observer = new view.PerformanceObserver((list: PerformanceObserverEntryList) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
  view.setTimeout(() => {
    observer.disconnect();
    run();
  }, PAINT_LIMIT_MS);
}
