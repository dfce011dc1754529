import { UNICODE_RANGE, WEIGHTS } from './subset.ts';

/**
 * The site's typeface, as `@font-face` rules each page carries in its head (Base.astro): Inter,
 * self-hosted, cut down to what the styles use (./subset.ts: the Latin range French and English
 * need, weights 400–850, the features the site sets; generated when dev or build starts), at the
 * hashed URL the build gives it, beside a local sans-serif whose metrics are adjusted to Inter's
 * (size, ascent, descent). A first visit names only that fallback and fetches Inter after its paint,
 * for the next pages, which name it from their first paint (src/lib/browser/typeface.ts); a late
 * font is never swapped in (`font-display: optional`): metrics that match still wrap a line
 * differently now and then, and a swap once moved the English list's controls by 33 px (layout
 * shift 0.012, tests/e2e/quality/fonts.spec.ts).
 *
 * They are in the document, not in the stylesheets: a stylesheet that arrives after the first paint
 * (../critical-css.ts) would declare the faces again, and a face declared again takes the font
 * from the cache at once, which moved the text of a page that had painted in the fallback.
 */
export function fontFaces(url: string): string {
  // Inter's vertical metrics (ascender 1984, descender 494 of 2048 units) over a 7.4 % wider Arial.
  return (
    `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
    `src:url(${url}) format('woff2');unicode-range:${UNICODE_RANGE}}` +
    "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Helvetica'),local('Liberation Sans'),local('Arimo');" +
    'size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}'
  );
}
