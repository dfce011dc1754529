import type { ClientDirective } from 'astro';

/**
 * `client:intent` — hydrates an island at the visitor's first sign of activity anywhere on the
 * page (pointer, touch, key, wheel, scroll or focus). A visit that only reads the server-rendered
 * first page loads no framework code; anyone about to use the controls gets them live in time.
 * `client:intent="query"` hydrates at once when the URL carries a query string, so a shared
 * filtered view shows as shared.
 */
const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Resolves once `test()` holds for `el`'s subtree (checked on each change), or with `undefined` after `ms`. */
function when<T>(el: Element, test: () => T | undefined, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const check = () => {
      const found = test();
      if (found === undefined) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => (observer.disconnect(), resolve(undefined)), ms);
    observer.observe(el, { subtree: true, childList: true, attributes: true });
    check();
  });
}

/** The control pressed, or the one drawn in its place as the island woke (the same `data-hold` name). */
const redrawn = (el: Element, pressed: Element) =>
  pressed.isConnected ? Promise.resolve(pressed) : when(el, () => el.querySelector(`[data-hold="${pressed.getAttribute('data-hold')}"]`) ?? undefined, 2_000);
/** A link pressed whose control never came back: opened as without JavaScript. */
const follow = (pressed: Element) => pressed instanceof HTMLAnchorElement && location.assign(pressed.href);

/**
 * A press on a control marked `data-hold` (Load more) while the island wakes is kept: its click is
 * held (whatever it lands on: waking can move the control under the finger), then replayed on the
 * control pressed once the island marks itself live (`data-hydrated`, or after 5 s). The island's
 * first writes to the address would otherwise cancel the page the tap was opening.
 */
function holdPresses(el: HTMLElement): () => Promise<void> {
  let pressed: Element | null | undefined;
  let clicked = false;
  let live = false;
  const stop = () => {
    el.removeEventListener('pointerdown', press, true);
    el.removeEventListener('click', click, true);
  };
  const replay = () => {
    const target = pressed;
    pressed = undefined;
    clicked = false;
    stop();
    if (!target) return;
    void redrawn(el, target).then((again) => {
      if (again) again.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      else follow(target);
    });
  };
  const press = (event: PointerEvent) => {
    if (!live) pressed = event.target instanceof Element ? event.target.closest('[data-hold]') : undefined;
  };
  const click = (event: MouseEvent) => {
    pressed ??= event.detail === 0 && event.target instanceof Element ? event.target.closest('[data-hold]') : undefined;
    if (!pressed || event.button !== 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicked = true;
    if (live) replay();
  };
  el.addEventListener('pointerdown', press, true);
  el.addEventListener('click', click, true);
  // A press that turns into a scroll is no tap.
  el.addEventListener('pointercancel', () => (pressed = undefined), true);
  return async () => {
    await when(el, () => el.querySelector('[data-hydrated]') ?? undefined, 5_000);
    live = true;
    if (clicked) replay();
    // A press still down waits for its click (replayed then); none: stop holding.
    else if (!pressed) stop();
    else setTimeout(() => (pressed = undefined, stop()), 1_000);
  };
}

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
    const replay = holdPresses(el);
    const hydrate = await load();
    // A hydration that fails outright is reported as uncaught (the loading bar shows it).
    await hydrate().catch((error: unknown) => reportError(error));
    await replay();
  };
  if (options.value === 'query' && location.search.length > 1) {
    void start();
    return;
  }
  for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
};

export default intent;
