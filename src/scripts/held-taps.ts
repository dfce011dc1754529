/**
 * A tap on a control marked `data-hold` (the reading list's Load more) in an island that is not
 * live yet (no `data-hydrated` inside it) is kept: its click is held wherever it lands (waking can
 * move the control from under the finger), then replayed on the control once the island is live,
 * or on the one the island drew in its place; with none within 5 s, its link is followed. Left to
 * the link, the island's first address write, while waking, cancelled the page the tap opened.
 */
const HOLD = '[data-hold]';

export function holdTaps(doc: Document = document): void {
  let pressed: HTMLElement | null = null;
  let island: Element | null = null;
  let waiting = false;
  const replay = (tries = 100): void => {
    const target = island?.querySelector('[data-hydrated]') && (pressed?.isConnected ? pressed : island.querySelector<HTMLElement>(HOLD));
    if (!target && tries) return void setTimeout(replay, 50, tries - 1);
    const link = pressed;
    pressed = null;
    waiting = false;
    if (target) target.click();
    else if (link instanceof HTMLAnchorElement) location.assign(link.href);
  };
  /** The control under `event`, when its island is not live yet. */
  const asleep = (event: Event) => {
    const control = (event.target as Element).closest?.<HTMLElement>(HOLD);
    const root = control?.closest('astro-island');
    if (!control || !root || root.querySelector('[data-hydrated]')) return null;
    island = root;
    return control;
  };
  doc.addEventListener('pointerdown', (event) => waiting || (pressed = asleep(event)), true);
  doc.addEventListener(
    'click',
    (event) => {
      // A key's click (Enter on the link) comes with no press.
      if (!pressed && event.detail === 0) pressed = asleep(event);
      if (!pressed || event.button !== 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!waiting) (waiting = true), replay();
    },
    true,
  );
}
