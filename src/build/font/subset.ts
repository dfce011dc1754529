import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/*
 * The typeface the site ships: Inter's variable font, cut down to what the styles use. The
 * font-subset integration writes it to FONT_FILE when dev or build starts (generated, not committed).
 */

/** The subset, declared by ./faces.ts (fetched when a page first uses it, not preloaded). */
export const FONT_FILE = 'src/assets/fonts/inter-latin-wght-400-850.woff2';
/** Fontsource's Latin file of Inter Variable, weight axis only. */
export const INTER_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The characters kept: fontsource's Latin range, which French and English need (é, œ, ’, « »), less
 * its three combining marks (U+0304, U+0308, U+0329). Text written in French or English uses the
 * precomposed letters (é, ï, ü); the marks' glyphs and their positioning were 2 KB of the file, which
 * now fits in one round trip on the connection that brought the page.
 */
export const UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** The weights the styles set (400 to 850): the rest of the axis goes. */
export const WEIGHTS = { min: 400, max: 850 } as const;
/** OpenType features kept: shaping, kerning, ligatures, and tabular figures (font-variant-numeric). */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'kern', 'liga', 'calt', 'tnum'] as const;

/** Every code point of a CSS `unicode-range` value. */
export function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** The subset, as WOFF2 bytes. */
export async function subsetInter(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
  return subsetFont(source, String.fromCodePoint(...codePoints(UNICODE_RANGE)), {
    targetFormat: 'woff2',
    keepFeatures: [...FEATURES],
    variationAxes: { wght: { ...WEIGHTS } },
  });
}
