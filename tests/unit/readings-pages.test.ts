import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, FILTERS, FACET_KEYS, FACETS, QUERY_FIELDS, type ReadingQuery } from '../../src/lib/readings/filters';
import { facetCounts, selectReadings, countOf } from '../../src/lib/readings/select';
import { facetQuery, listPages, listPath, listSegments, parseListPath, queryFacet, tagSlug } from '../../src/lib/readings/paths';
import { parseQuery, serializeQuery } from '../../src/lib/readings/url-state';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { type ReadingItem, READING_TYPES } from '../../src/lib/readings/model';
import { LOCALES } from '../../src/structure';
import { useTranslations } from '../../src/i18n';
import { tagSlugs, valueSlug } from '../../src/build/readings/slug';

/** The segments the build makes for the reading list's tags, and passes down; these are the tests' tags. */
const SLUGS = tagSlugs(['css', 'react', 'Accessibilité', '__proto__', 'constructor', 'C++', 'Node.js', 'progressive enhancement', '日本語']);

let seq = 0;
function item(overrides: Partial<ReadingItem> = {}): ReadingItem {
  seq++;
  return {
    id: `item-${String(seq).padStart(3, '0')}`,
    name: `Item ${seq}`,
    type: 'article',
    status: 'read',
    tags: [],
    createdTime: `2025-01-${String((seq % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    lastEditedTime: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}
const q = (overrides: Partial<ReadingQuery> = {}): ReadingQuery => ({ ...DEFAULT_QUERY, ...overrides });

describe('the query fields table', () => {
  it('covers every query key once, and the filters are the fields that narrow the list', () => {
    expect(QUERY_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(DEFAULT_QUERY).sort());
    expect(FILTERS.map((f) => f.key)).toEqual(['search', 'status', 'tags', 'type']);
  });

  it('reads tags written by the explorer (a,b) and by a form (tags=a&tags=b)', () => {
    expect(parseQuery('tags=css,react').tags).toEqual(['css', 'react']);
    expect(parseQuery('tags=css&tags=react&tags=css').tags).toEqual(['css', 'react']);
  });
});

describe('search', () => {
  it('matches tags as well as name and description, ignoring case and accents', () => {
    const tagged = item({ name: 'Plain title', tags: ['Accessibilité'] });
    const other = item({ name: 'Other', description: 'nothing here' });
    const prepared = prepareReadings([tagged, other], 'en');
    expect(selectReadings(prepared, q({ search: 'ACCESSIBILITE' })).items).toEqual([tagged]);
    expect(selectReadings(prepared, q({ search: 'nothing' })).items).toEqual([other]);
  });
});

describe('facet counts', () => {
  const items = [
    item({ status: 'read', type: 'video', tags: ['css'] }),
    item({ status: 'read', type: 'article', tags: ['css', 'react'] }),
    item({ status: 'toRead', type: 'article', tags: ['react'] }),
    item({ status: 'canceled', type: 'podcast', tags: [] }),
  ];
  const prepared = prepareReadings(items, 'en');

  it('count every item without filters', () => {
    const counts = facetCounts(prepared, DEFAULT_QUERY);
    expect(Object.fromEntries(counts.status)).toEqual({ read: 2, toRead: 1, inProgress: 0, canceled: 1 });
    expect(Object.fromEntries(counts.tags)).toEqual({ css: 2, react: 2 });
  });

  it('give every option its own entry, zero included, even one named like an Object member', () => {
    const named = prepareReadings([item({ tags: ['constructor'] }), item({ tags: ['__proto__'], status: 'toRead' })], 'en');
    // Nothing matches: every count is zero, and each is the option's own.
    const counts = facetCounts(named, q({ search: 'nothing matches this' }));
    const record = Object.fromEntries(counts.tags);
    expect(Object.keys(record).sort()).toEqual(['__proto__', 'constructor']);
    expect(record['constructor']).toBe(0);
    expect(record['__proto__']).toBe(0);
    expect(Object.fromEntries(counts.status)).toEqual({ toRead: 0, inProgress: 0, read: 0, canceled: 0 });
  });

  it('read a count from a plain record without ever taking an inherited member', () => {
    expect(countOf({ css: 2 }, 'css')).toBe(2);
    expect(countOf({ css: 2 }, 'constructor')).toBe(0);
    expect(countOf({ css: 2 }, '__proto__')).toBe(0);
    expect(countOf({}, 'toString')).toBe(0);
  });

  it('follow the other filters but not their own', () => {
    const counts = facetCounts(prepared, q({ status: 'read', type: 'article' }));
    // Status counts: items passing the type filter only.
    expect(Object.fromEntries(counts.status)).toEqual({ read: 1, toRead: 1, inProgress: 0, canceled: 0 });
    // Type counts: items passing the status filter only.
    expect(Object.fromEntries(counts.type)).toEqual({ ...Object.fromEntries(READING_TYPES.map((type) => [type, 0])), video: 1, article: 1, book: 0, podcast: 0 });
    // Tag counts: items passing both.
    expect(Object.fromEntries(counts.tags)).toEqual({ css: 1, react: 1 });
  });

  it('give each count the size of the list that choosing it would show', () => {
    const query = q({ status: 'read', tags: ['react'] });
    const counts = facetCounts(prepared, query);
    for (const type of ['video', 'article', 'podcast'] as const) {
      expect(counts.type.get(type) ?? 0).toBe(selectReadings(prepared, { ...query, type }).total);
    }
  });
});

describe('list pages', () => {
  it('turn tags into path segments (the build makes them)', () => {
    expect(valueSlug('Écoconception web')).toBe('ecoconception-web');
    expect(valueSlug('progressive enhancement')).toBe('progressive-enhancement');
    expect(['C', 'C++', 'C#', 'F#'].map(valueSlug)).toEqual(['c', 'c-plus-plus', 'c-sharp', 'f-sharp']);
    expect(valueSlug('CSS')).toBe(valueSlug('css'));
    expect(valueSlug('русский')).toBe('russkiy');
    expect(valueSlug('日本語')).toBe('日本語');
    expect(valueSlug('🎨')).toBe('1f3a8');
    expect(valueSlug('Node.js')).toBe('node-js');
    expect(tagSlugs(['C++', 'css', 'C++'])).toEqual({ 'C++': 'c-plus-plus', css: 'css' });
  });

  it('use the segments they are given, and throw for a tag without one', () => {
    expect(tagSlug('C++', SLUGS)).toBe('c-plus-plus');
    expect(tagSlug('given tag', { 'given tag': 'given-segment' })).toBe('given-segment');
    // A value, not a registry: the segments given once are not remembered for the next call.
    expect(() => tagSlug('given tag', SLUGS)).toThrow(/No path segment for the tag "given tag"/);
    expect(() => tagSlug('never given', SLUGS)).toThrow(/No path segment for the tag "never given"/);
    expect(() => tagSlug('constructor', {})).toThrow(/No path segment for the tag "constructor"/);
    expect(listPath('en', { facet: { key: 'tags', value: 'C++' }, slugs: { 'C++': 'cpp' }, base: '/' })).toBe('/en/readings/tag/cpp/');
    expect(listPath('en', { facet: { key: 'tags', value: 'C++' }, slugs: SLUGS, base: '/' })).toBe('/en/readings/tag/c-plus-plus/');
  });

  it('read a tag page whose segment is in another script, as the browser sends it (percent-encoded)', () => {
    const tags = ['日本語', 'css'];
    const path = listPath('en', { facet: { key: 'tags', value: '日本語' }, slugs: SLUGS, base: '/' });
    expect(path).toBe('/en/readings/tag/日本語/');
    expect(parseListPath(new URL(path, 'https://x.example').pathname, tagSlugs(tags), '/')).toEqual({ facet: { key: 'tags', value: '日本語' }, page: 1 });
    // A malformed escape is no page, and no error.
    expect(parseListPath('/readings/tag/%E6%97%A/', tagSlugs(tags), '/')).toBeUndefined();
  });

  it('read every list path back in every language of the structure, whatever its prefix', () => {
    const tags = ['css'];
    for (const locale of LOCALES) {
      for (const [facet, page] of [[null, 1], [null, 2], [{ key: 'tags', value: 'css' }, 1], [{ key: 'status', value: 'read' }, 3]] as const) {
        expect(parseListPath(listPath(locale, { facet, page, slugs: SLUGS, base: '/' }), tagSlugs(tags), '/'), `${locale} ${page}`).toEqual({ facet, page });
      }
    }
  });

  it('build and read back the path of every list page, with the base', () => {
    const tags = ['css', 'progressive enhancement'];
    const cases = [
      [null, 1, '/readings/'],
      [null, 3, '/readings/page/3/'],
      [{ key: 'tags', value: 'progressive enhancement' }, 1, '/readings/tag/progressive-enhancement/'],
      [{ key: 'status', value: 'read' }, 2, '/readings/status/read/page/2/'],
      [{ key: 'type', value: 'video' }, 1, '/readings/type/video/'],
    ] as const;
    for (const [facet, page, path] of cases) {
      expect(listPath('fr', { facet, page, slugs: SLUGS, base: '/' })).toBe(path);
      expect(listPath('en', { facet, page, slugs: SLUGS, base: '/site/' })).toBe(`/site/en${path}`);
      expect(parseListPath(`/site/en${path}`, tagSlugs(tags), '/site/')).toEqual({ facet, page });
    }
    expect(parseListPath('/readings/tag/unknown/', tagSlugs(tags), '/')).toBeUndefined();
    expect(parseListPath('/readings/status/done/', tagSlugs(tags), '/')).toBeUndefined();
    expect(parseListPath('/readings/page/0/', tagSlugs(tags), '/')).toBeUndefined();
    expect(parseListPath('/about/', tagSlugs(tags), '/')).toBeUndefined();
  });

  it('spell the segments of a page once, for its static route and its links alike', () => {
    expect(listSegments(null)).toEqual([]);
    expect(listSegments(null, 2)).toEqual(['page', '2']);
    expect(listSegments({ key: 'tags', value: 'C++' }, 3, SLUGS)).toEqual(['tag', 'c-plus-plus', 'page', '3']);
    expect(listSegments({ key: 'status', value: 'toRead' })).toEqual(['status', 'toRead']);
    for (const facet of [null, { key: 'tags', value: 'Node.js' }, { key: 'type', value: 'video' }] as const) {
      for (const page of [1, 4]) {
        const segments = listSegments(facet, page, SLUGS);
        expect(listPath('en', { facet, page, slugs: SLUGS, base: '/' })).toBe(`/en/readings/${segments.map((s) => `${s}/`).join('')}`);
      }
    }
  });

  it('name each facet and label its options from its own entry', () => {
    const t = useTranslations('en');
    expect(FACET_KEYS.map((key) => t(FACETS[key].titleKey))).toEqual(['Status', 'Type', 'Tags']);
    expect([FACETS.status.label('toRead', t), FACETS.type.label('video', t), FACETS.tags.label('css', t)]).toEqual(['To read', 'Video', 'css']);
    expect([FACETS.status.heading('read', t), FACETS.tags.heading('css', t)]).toEqual(['Read', '#css']);
    expect(FACETS.type.lede('video', t, 'en')).toBe('Every video in my reading list.');
    expect(FACETS.status.lede('read', t, 'en')).toBe('What I have read, listened to or watched with the status “Read”.');
  });

  it('name the static page of a query when there is one', () => {
    expect(queryFacet(DEFAULT_QUERY)).toBeNull();
    expect(queryFacet(q({ tags: ['css'] }))).toEqual({ key: 'tags', value: 'css' });
    expect(queryFacet(q({ status: 'read' }))).toEqual({ key: 'status', value: 'read' });
    expect(queryFacet(q({ tags: ['css', 'react'] }))).toBeUndefined();
    expect(queryFacet(q({ status: 'read', search: 'x' }))).toBeUndefined();
    expect(queryFacet(q({ sort: 'name' }))).toBeUndefined();
    expect(facetQuery({ key: 'type', value: 'video' })).toEqual(q({ type: 'video' }));
    expect(serializeQuery(facetQuery({ key: 'tags', value: 'css' }))).toBe('?tags=css');
  });

  it('enumerate every page of the whole list and of each facet value, together holding every item', () => {
    const items = Array.from({ length: 30 }, (_, i) => item({ tags: i % 2 ? ['css'] : [], status: i % 3 ? 'read' : 'toRead' }));
    const pages = listPages(items, ['css'], 12);
    const whole = pages.filter((p) => p.facet === null);
    expect(whole.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.filter((p) => p.facet?.key === 'tags').map((p) => p.page)).toEqual([1, 2]);
    // Every status and type has a page, even an empty one.
    expect(pages.filter((p) => p.facet?.key === 'status')).toHaveLength(4 + 1);
    const prepared = prepareReadings(items, 'fr');
    const reached = new Set(whole.flatMap(({ page }) => selectReadings(prepared, DEFAULT_QUERY, 1, page).items.map((i) => i.id)));
    expect(reached.size).toBe(items.length);
  });
});
