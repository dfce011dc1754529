import type { ClientDirective } from 'astro';

/**
 * `client:intent` — hydrates an island at the visitor's first sign of activity anywhere on the
 * page (pointer, touch, key, wheel, scroll or focus). A visit that only reads the server-rendered
 * first page loads no framework code; anyone about to use the controls gets them live in time.
 * `client:intent="query"` hydrates at once when the URL carries a query string, so a shared
 * filtered view shows as shared.
 */
const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
/** The mark an island puts on its root once mounted (the reading list: data-hydrated; the lab: data-ready). */
const MOUNTED_ATTRIBUTES = ['data-hydrated', 'data-ready'];
/** Mounted, or failed: an island whose render throws shows the error screen in its place. */
const SETTLED = [...MOUNTED_ATTRIBUTES, 'data-error-screen'].map((name) => `[${name}]`).join(', ');

const intent: ClientDirective = (load, options, el) => {
  let started = false;
  let left = false;
  // Astro unmounts the islands of a page that client-side navigation leaves; React reports an
  // unmount reaching a root it is still hydrating as an error (#424). While hydration runs, that
  // unmount waits until the island has marked its root as mounted, or has failed.
  let mounted: Promise<void> | undefined;
  el.addEventListener('astro:unmount', (event) => {
    if (!mounted) return;
    event.stopImmediatePropagation();
    void mounted.then(() => el.dispatchEvent(new CustomEvent('astro:unmount')));
  });
  const stop = () => {
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, true);
  };
  const start = async (event?: Event) => {
    if (started) return;
    // The browser moves a pointer that rests over the page itself when the layout under it changes
    // (as the page loads): a move that goes nowhere is not the visitor.
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    // Reaching for a link elsewhere on the page is heading away: hydrating then would race the
    // navigation (React cannot unmount a root still hydrating). Links inside the island count.
    const target = event?.target;
    if (target instanceof Element && !el.contains(target) && target.closest('a[href]')) return;
    stop();
    const hydrate = await load();
    // The page may have been left while the code loaded: its island is no longer in the document.
    if (left || !el.isConnected) return;
    let settle = () => {};
    mounted = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (el.querySelector(SETTLED)) settle();
      });
      settle = () => {
        observer.disconnect();
        mounted = undefined;
        resolve();
      };
      observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: MOUNTED_ATTRIBUTES });
    });
    // A hydration that fails outright never mounts: the unmount it holds goes through, and the
    // error is reported as uncaught (the loading bar shows it).
    await hydrate().catch((error: unknown) => {
      settle();
      reportError(error);
    });
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
