import type { ClientDirective } from 'astro';

/**
 * `client:intent` — hydrates an island at the visitor's first sign of activity anywhere on the
 * page (pointer, touch, key, wheel, scroll or focus). A visit that only reads the server-rendered
 * first page loads no framework code; anyone about to use the controls gets them live in time.
 * `client:intent="query"` hydrates at once when the URL carries a query string, so a shared
 * filtered view shows as shared.
 */
const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

const intent: ClientDirective = (load, options, el) => {
  let started = false;
  let left = false;
  const stop = () => {
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, true);
  };
  const start = async (event?: Event) => {
    if (started) return;
    // Reaching for a link elsewhere on the page is heading away: hydrating then would race the
    // navigation (React cannot unmount a root still hydrating). Links inside the island count.
    const target = event?.target;
    if (target instanceof Element && !el.contains(target) && target.closest('a[href]')) return;
    stop();
    const hydrate = await load();
    // The page may have been left while the code loaded: its island is no longer in the document.
    if (left || !el.isConnected) return;
    await hydrate();
  };
  // An island of a page being left by client-side navigation never hydrates.
  document.addEventListener(
    'astro:before-swap',
    () => {
      left = true;
      stop();
    },
    { once: true },
  );
  if (options.value === 'query' && location.search.length > 1) {
    void start();
    return;
  }
  for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
};

export default intent;
