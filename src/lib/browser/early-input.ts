/**
 * What the visitor does before the page's islands are handed to their client directives. Astro's
 * island runtime and the site's directives come in a chunk the platform script asks for once the
 * first screen has painted (src/scripts/islands.ts), cached after the first page: none of them is
 * inline in the document. Until they have come, the before-paint script (`keepEarlyInput`,
 * src/scripts/before-paint.ts) keeps on `window` the signs of activity `client:intent` weighs, and
 * holds the click or key an island under `client:interaction` must replay: the first tap is never
 * lost, however early it comes.
 */
export const EARLY_INPUT = {
  /** Where on `window` the record is kept. */
  key: 'earlyInput',
  /** The islands a click or an action key is held for. */
  island: 'astro-island[client="interaction"]',
  /** Events that wake an island under `client:interaction`. */
  warmUp: ['pointerenter', 'pointerdown', 'touchstart', 'focusin'],
  /** Events it holds until it is live, when they act (`holdsAction`); the others pass through. */
  held: ['click', 'keydown'],
  /** Keys that act on a button, link or menu button (Escape cancels a held click: only the last held event is replayed). */
  actionKeys: ['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Escape'],
  /** Signs of activity anywhere on the page, which wake an island under `client:intent`. */
  activity: ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'],
  /** How many of the last signs of activity are kept. */
  limit: 8,
} as const;

export type EarlyInputSettings = typeof EARLY_INPUT;

export interface EarlyInput {
  /** The last signs of activity, oldest first. */
  activity: Event[];
  /** Islands reached for before they were handed over, with the event held for each (`null`: none). */
  reached: WeakMap<Element, MouseEvent | KeyboardEvent | null>;
  /** Islands their directive has taken: what the visitor does to them is theirs. */
  handed: WeakSet<Element>;
}

/**
 * Whether an event acts (a click, or an action key) and is held until its island is live. Copied
 * into the before-paint script by its source text: it uses only its arguments.
 */
export function holdsAction(event: Event, actionKeys: readonly string[]): event is MouseEvent | KeyboardEvent {
  if (event.type === 'click') return 'button' in event;
  return event.type === 'keydown' && actionKeys.includes((event as KeyboardEvent).key);
}

/** The page's record (an empty one where nothing kept it: a page without the before-paint script, a test). */
export function earlyInput(target: object = window): EarlyInput {
  const slot = target as Record<string, EarlyInput | undefined>;
  return (slot[EARLY_INPUT.key] ??= { activity: [], reached: new WeakMap(), handed: new WeakSet() });
}
