import type { ClientDirective } from 'astro';
import { EARLY_INPUT, earlyInput } from '../../lib/browser/early-input';
import { whenStylesheetsApplied } from '../../lib/browser/stylesheets-applied';

/**
 * `client:intent` — hydrates an island at the visitor's first sign of activity anywhere on the
 * page (pointer, touch, key, wheel, scroll or focus). A visit that only reads the server-rendered
 * first page loads no framework code; anyone about to use the controls gets them live in time.
 * `client:intent="query"` hydrates at once when the URL carries a query string, so a shared
 * filtered view shows as shared.
 * Activity before the island was handed over (the directive comes in the islands' chunk, after
 * the first paint: src/scripts/islands.ts) was kept by the before-paint script, and is weighed then.
 */
const INTENT = EARLY_INPUT.activity;

const intent: ClientDirective = (load, options, el) => {
  let started = false;
  const stop = () => {
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, true);
  };
  const start = async (event?: Event) => {
    if (started) return;
    // The browser moves a pointer that rests over the page itself when the layout under it changes
    // (as the page loads): a move that goes nowhere is not the visitor.
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    // Reaching for a link elsewhere on the page is heading away: hydrating then would spend the
    // main thread on a page about to be left. Links inside the island count.
    const target = event?.target;
    if (target instanceof Element && !el.contains(target) && target.closest('a[href]')) return;
    stop();
    // Its code and the page's stylesheets come side by side: the island draws styled.
    const [hydrate] = await Promise.all([load(), whenStylesheetsApplied()]);
    // A hydration that fails outright is reported as uncaught (the loading bar shows it).
    await hydrate().catch((error: unknown) => reportError(error));
  };
  if (options.value === 'query' && location.search.length > 1) {
    void start();
    return;
  }
  for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
  for (const event of earlyInput().activity) void start(event);
};

export default intent;
