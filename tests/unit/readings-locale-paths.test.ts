import { tagSlugs } from '../../src/build/readings/slug';
import { describe, expect, it, vi } from 'vitest';

/** The structure with a third language, as `src/structure.ts` would declare it (README, "Adding a language"). */
vi.mock('../../src/structure', async (importOriginal) => {
  const structure = await importOriginal<typeof import('../../src/structure')>();
  return {
    ...structure,
    LOCALES: [...structure.LOCALES, 'de'],
    LOCALE_PREFIXES: { ...structure.LOCALE_PREFIXES, de: 'de' },
    LANGUAGE_TAGS: { ...structure.LANGUAGE_TAGS, de: 'de-DE' },
  };
});

const { LOCALES } = await import('../../src/structure');
const { listPath, parseListPath } = await import('../../src/lib/readings/paths');
const { parseQuery } = await import('../../src/lib/readings/url-state');
/** The segments the build makes for the reading list's tags, and passes down; these are the tests' tags. */
const SLUGS = tagSlugs(['css']);
type Locale = (typeof LOCALES)[number];

describe("the reading list's URL state in every language of the structure", () => {
  it('reads back every list page under each prefix, a third language included', () => {
    expect(LOCALES).toContain('de');
    for (const locale of LOCALES as Locale[]) {
      for (const [facet, page] of [[null, 1], [null, 2], [{ key: 'tags', value: 'css' }, 1], [{ key: 'type', value: 'video' }, 2]] as const) {
        const path = listPath(locale, { facet, page, slugs: SLUGS, base: '/' });
        expect(parseListPath(path, SLUGS, '/'), path).toEqual({ facet, page });
      }
    }
    expect(listPath('de' as Locale, { slugs: SLUGS, base: '/' })).toBe('/de/readings/');
  });

  it('takes the query of a German address, so the list hydrates filtered', () => {
    expect(parseListPath('/de/readings/', SLUGS, '/')).toEqual({ facet: null, page: 1 });
    expect(parseQuery('?tags=css', { knownTags: ['css'] }).tags).toEqual(['css']);
  });
});
