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

/**
 * The card's colours for a hue in degrees, as HSL lightness and saturation per theme: a pale tint
 * with dark text in the light theme, a deep tint with pale text in the dark one (Cover.css writes
 * the same values; tests/unit/title-card.test.ts checks every hue's contrast).
 */
export const TITLE_CARD_TONES = {
  light: { background: { s: 55, l: 86 }, text: { s: 60, l: 16 } },
  dark: { background: { s: 35, l: 22 }, text: { s: 55, l: 90 } },
} as const;

/** sRGB channels (0–1) of an HSL colour (hue in degrees, saturation and lightness in %). */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** WCAG 2 contrast ratio of two sRGB colours (channels 0–1). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, bl] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
