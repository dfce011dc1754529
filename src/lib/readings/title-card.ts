/**
 * The title card an item without a cover shows: its title, author and type on a tint whose hue
 * comes from the title, drawn by CSS (no image request). The same title gets the same hue on every
 * build and machine. Pure: the cards, the item page and the unit test share it.
 */

/** How many hues a title card takes (every 15°): `data-hue` 0–23 in Cover.css. */
export const TITLE_CARD_HUES = 24;

/** A 32-bit FNV-1a hash of the title's UTF-16 code units: stable across runs and machines. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A title's hue step (0–23; × 15° in CSS), from its text as written, trimmed. */
export function titleCardHue(title: string): number {
  return fnv1a(title.trim()) % TITLE_CARD_HUES;
}
