import type { ClientDirective } from 'astro';
import { EARLY_INPUT, earlyInput, holdsAction } from '../../lib/browser/early-input';
import { whenStylesheetsApplied } from '../../lib/browser/stylesheets-applied';

/**
 * `client:interaction` — hydrates an island when the visitor reaches for it (pointer over it,
 * focus inside it, a touch, a click or a key), so no framework code loads before that. The click
 * or key that triggered hydration is held and replayed once the island is live: the island marks
 * its mounted root with `data-hydrated`, and the event is dispatched again on the same element.
 * What the visitor did before the island was handed over (the directive comes in the islands'
 * chunk, after the first paint: src/scripts/islands.ts) was kept by the before-paint script: the
 * island wakes at once.
 */
const { warmUp: WARM_UP, held: HELD, actionKeys: ACTION_KEYS } = EARLY_INPUT;

const hold = (event: Event) => {
  event.preventDefault();
  // Immediate: React listens on the island's element and would replay the event itself once hydrated.
  event.stopImmediatePropagation();
};

const interaction: ClientDirective = (load, _options, el) => {
  let state: 'idle' | 'loading' | 'ready' = 'idle';
  let held: MouseEvent | KeyboardEvent | undefined;
  const early = earlyInput();
  early.handed.add(el);

  const whenMounted = () =>
    new Promise<void>((resolve) => {
      if (el.querySelector('[data-hydrated]')) return resolve();
      const observer = new MutationObserver(() => {
        if (!el.querySelector('[data-hydrated]')) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });

  const replay = (event: MouseEvent | KeyboardEvent) => {
    const target = event.target instanceof Element && el.contains(event.target) ? event.target : undefined;
    if (!target) return;
    if (event instanceof KeyboardEvent) {
      const focused = document.activeElement instanceof HTMLElement && el.contains(document.activeElement)
        ? document.activeElement
        : target;
      const again = new KeyboardEvent('keydown', event);
      const handled = !focused.dispatchEvent(again);
      const control = focused.closest<HTMLElement>('a[href], button');
      // Native activation (Enter on a link or button, Space on a button) does not follow an untrusted key.
      if (!handled && control && (event.key === 'Enter' || (event.key === ' ' && control.localName === 'button'))) {
        control.click();
      }
      return;
    }
    target.dispatchEvent(new MouseEvent('click', event));
  };

  const start = async () => {
    if (state !== 'idle') return;
    state = 'loading';
    // Its code and the page's stylesheets come side by side: the island draws styled.
    const [hydrate] = await Promise.all([load(), whenStylesheetsApplied()]);
    await hydrate();
    await whenMounted();
    state = 'ready';
    for (const type of [...WARM_UP, ...HELD]) el.removeEventListener(type, listener, true);
    const event = held;
    held = undefined;
    if (event) replay(event);
  };

  const listener = (event: Event) => {
    if (state === 'ready') return;
    if (holdsAction(event, ACTION_KEYS)) {
      hold(event);
      held = event;
    }
    void start();
  };

  for (const type of WARM_UP) el.addEventListener(type, listener, { capture: true, passive: true });
  for (const type of HELD) el.addEventListener(type, listener, { capture: true });
  if (early.reached.has(el)) {
    held = early.reached.get(el) ?? undefined;
    early.reached.delete(el);
    void start();
  }
};

export default interaction;
