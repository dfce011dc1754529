import type { ClientDirective } from 'astro';
import { whenStylesheetsApplied } from '../lib/browser/stylesheets-applied';

/**
 * `client:interaction` — hydrates an island when the visitor reaches for it (pointer over it,
 * focus inside it, a touch, a click or a key), so no framework code loads before that. The click
 * or key that triggered hydration is held and replayed once the island is live: the island marks
 * its mounted root with `data-hydrated`, and the event is dispatched again on the same element.
 *
 * Astro's island runtime comes with the page's deferred module script (src/scripts/platform.ts),
 * after the first paint; this directive is inline, before the first island. Until the runtime hands
 * an island over, the document holds what the visitor does to it, and the island starts waking at
 * once when handed over: the first tap is never lost, however early it comes.
 */
const WARM_UP = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
const HELD = ['click', 'keydown'] as const;
/**
 * Keys that act on a button, link or menu button (Escape cancels a held click: only the last held
 * event is replayed); others (Tab…) pass through untouched.
 */
const ACTION_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Escape']);

/** A click or an action key: held until the island is live (the others only wake it). */
const holds = (event: Event): event is MouseEvent | KeyboardEvent =>
  (event.type === 'click' && event instanceof MouseEvent) || (event instanceof KeyboardEvent && ACTION_KEYS.has(event.key));

const hold = (event: Event) => {
  event.preventDefault();
  // Immediate: React listens on the island's element and would replay the event itself once hydrated.
  event.stopImmediatePropagation();
};

/** Islands the runtime has handed to this directive. */
const handed = new WeakSet<Element>();
/** Islands reached for before they were handed over, with the last event held for each (if any). */
const reached = new WeakMap<Element, MouseEvent | KeyboardEvent | undefined>();

const beforeHandover = (event: Event) => {
  const el = event.target instanceof Element ? event.target.closest('astro-island[client="interaction"]') : null;
  if (!el || handed.has(el)) return;
  if (holds(event)) {
    hold(event);
    reached.set(el, event);
  } else if (!reached.has(el)) reached.set(el, undefined);
};
for (const type of WARM_UP) document.addEventListener(type, beforeHandover, { capture: true, passive: true });
for (const type of HELD) document.addEventListener(type, beforeHandover, { capture: true });

const interaction: ClientDirective = (load, _options, el) => {
  let state: 'idle' | 'loading' | 'ready' = 'idle';
  let held: MouseEvent | KeyboardEvent | undefined;
  handed.add(el);

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
    if (holds(event)) {
      hold(event);
      held = event;
    }
    void start();
  };

  for (const type of WARM_UP) el.addEventListener(type, listener, { capture: true, passive: true });
  for (const type of HELD) el.addEventListener(type, listener, { capture: true });
  if (reached.has(el)) {
    held = reached.get(el);
    reached.delete(el);
    void start();
  }
};

export default interaction;
