/**
 * Speculation Rules for the whole site: pages are fetched ahead as the visitor reaches
 * for a link, so that following it is served from memory.
 * - prefetch: same-site page links, on hover or pointer-down (`moderate`);
 * - prerender: the header's navigation links, on hover;
 * - never: files that are no page (feeds, JSON, images, text), links marked `rel=nofollow` or
 *   `download` or `data-no-prefetch`, the page itself, and links an island follows in place
 *   (filters and pagers, `data-facet`, `data-pager`).
 * Document rules only ever consider the links a page has, so no address the page did not link is fetched.
 *
 * The rules are one static inline `<script type="speculationrules">`, the same text on every page,
 * whose SHA-256 each page's Content-Security-Policy allows (src/build/security-headers.ts): it works with the `<meta>`
 * policy and on every host, where the `Speculation-Rules` header would need host support.
 */

/** The header's navigation links, prerendered on hover. */
export const PRERENDERED_LINKS = '.site-header .nav a';

const NOT_PAGES = ['/*.xml', '/*.json', '/*.png', '/*.txt', '/*.svg', '/*.woff2'];
const NEVER = '[rel~="nofollow"], [download], [data-no-prefetch], [aria-current="page"], [data-facet], [data-pager]';

const notIn = (condition: object) => ({ not: condition });

export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: { and: [{ selector_matches: PRERENDERED_LINKS }, notIn({ selector_matches: NEVER })] },
      eagerness: 'moderate',
    },
  ],
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          notIn({ href_matches: NOT_PAGES }),
          notIn({ selector_matches: NEVER }),
          // Prerendered already: fetched once, not twice.
          notIn({ selector_matches: PRERENDERED_LINKS }),
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the inline script's text, the same on every page (the `_headers` policy lists one hash for it). */
export const SPECULATION_RULES_SCRIPT = JSON.stringify(SPECULATION_RULES);
