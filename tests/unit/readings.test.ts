import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { pickMessages, translate, type Locale } from '../../src/i18n';
import { clearFilters, activeTests, DEFAULT_QUERY, hasFilters, sameQuery, type ReadingQuery } from '../../src/lib/readings/filters';
import { foldText, searchTerms } from '../../src/lib/readings/fold';
import { pageLimit, selectReadings, sortReadings, tagCounts } from '../../src/lib/readings/select';
import { parseQuery, serializeQuery } from '../../src/lib/readings/url-state';
import { parseReadingList, toReadingItem } from '../../src/lib/readings/items';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { READING_STATUSES, READING_TYPES, type ReadingItem } from '../../src/lib/readings/model';
import { summarize } from '../../src/lib/readings/summary';
import { variantOf } from '../support/message-variants';

let seq = 0;
function item(overrides: Partial<ReadingItem> = {}): ReadingItem {
  seq++;
  return {
    id: `item-${seq}`,
    name: `Item ${seq}`,
    type: 'article',
    status: 'read',
    tags: [],
    createdTime: '2025-01-01T00:00:00.000Z',
    lastEditedTime: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}
const q = (overrides: Partial<ReadingQuery> = {}): ReadingQuery => ({ ...DEFAULT_QUERY, ...overrides });
const names = (items: readonly ReadingItem[]) => items.map((i) => i.name);

describe('foldText and searchTerms', () => {
  it('drops case, accents and ligatures', () => {
    expect(foldText('Éléphant  ÇA Œuvre Straße')).toBe('elephant ca oeuvre strasse');
    expect(foldText('  à   bientôt\n')).toBe('a bientot');
    expect(foldText('Don’t make me think')).toBe(foldText("Don't make me think"));
  });
  it('splits a search into distinct folded words', () => {
    expect(searchTerms('  Écoconception  web web ')).toEqual(['ecoconception', 'web']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

/** The items that pass the query's filters, in their original order: the tests `selectReadings` runs. */
function filterReadings(items: readonly ReadingItem[], query: ReadingQuery): ReadingItem[] {
  const tests = activeTests(prepareReadings(items, 'en'), query);
  return items.filter((_, i) => tests.every(([, test]) => test(i)));
}

describe('the filters', () => {
  const a = item({ name: 'Référentiel d’écoconception', tags: ['écoconception', 'français'], type: 'article', status: 'toRead' });
  const b = item({ name: 'CSS Grid', description: 'Layout with GRID tracks', tags: ['css', 'layout'], type: 'video' });
  const c = item({ name: 'React effects', tags: ['react'], type: 'podcast', status: 'canceled' });
  const all = [a, b, c];

  it('keeps everything for the default query', () => {
    expect(filterReadings(all, DEFAULT_QUERY)).toEqual(all);
  });
  it('searches name and description, case- and accent-insensitive', () => {
    expect(filterReadings(all, q({ search: 'ECOCONCEPTION' }))).toEqual([a]);
    expect(filterReadings(all, q({ search: 'référentiel' }))).toEqual([a]);
    expect(filterReadings(all, q({ search: 'grid tracks' }))).toEqual([b]);
    expect(filterReadings(all, q({ search: 'tracks react' }))).toEqual([]);
  });
  it('matches any selected tag', () => {
    expect(filterReadings(all, q({ tags: ['css', 'react'] }))).toEqual([b, c]);
    expect(filterReadings(all, q({ tags: ['nope'] }))).toEqual([]);
  });
  it('filters by status and type', () => {
    expect(filterReadings(all, q({ status: 'toRead' }))).toEqual([a]);
    expect(filterReadings(all, q({ type: 'podcast' }))).toEqual([c]);
    expect(filterReadings(all, q({ type: 'podcast', status: 'read' }))).toEqual([]);
  });
});

describe('sortReadings', () => {
  const older = item({ name: 'Zebra', createdTime: '2024-01-01T00:00:00.000Z', lastEditedTime: '2026-01-01T00:00:00.000Z', score: 3 });
  const newer = item({ name: 'apple', createdTime: '2025-06-01T00:00:00.000Z', lastEditedTime: '2025-06-01T00:00:00.000Z', score: 5 });
  const tieB = item({ name: 'Éclair', createdTime: '2025-06-01T00:00:00.000Z', lastEditedTime: '2025-06-01T00:00:00.000Z' });
  const tieA = item({ name: 'banana', createdTime: '2024-06-01T00:00:00.000Z', lastEditedTime: '2024-07-01T00:00:00.000Z', score: 3 });
  const all = [older, newer, tieB, tieA];

  it('sorts by created time, newest first, ties by name', () => {
    expect(names(sortReadings(all, 'createdTime', 'en'))).toEqual(['apple', 'Éclair', 'banana', 'Zebra']);
  });
  it('sorts by last edited time, newest first', () => {
    expect(names(sortReadings(all, 'lastEditedTime', 'en'))).toEqual(['Zebra', 'apple', 'Éclair', 'banana']);
  });
  it('sorts by name A→Z, locale-aware (case and accents do not push a name to the end)', () => {
    expect(names(sortReadings(all, 'name', 'fr'))).toEqual(['apple', 'banana', 'Éclair', 'Zebra']);
    expect(names(sortReadings([item({ name: 'Part 10' }), item({ name: 'Part 2' })], 'name', 'en'))).toEqual(['Part 2', 'Part 10']);
  });
  it('sorts by score, highest first, unrated last, ties by name', () => {
    expect(names(sortReadings(all, 'score', 'en'))).toEqual(['apple', 'banana', 'Zebra', 'Éclair']);
  });
  it('does not change its input', () => {
    const copy = [...all];
    sortReadings(all, 'name', 'en');
    expect(all).toEqual(copy);
  });
});

describe('pageLimit', () => {
  it('counts whole pages', () => {
    expect(pageLimit(12, 1)).toBe(12);
    expect(pageLimit(12, 3)).toBe(36);
  });
  it('treats nonsense page counts as one page', () => {
    expect(pageLimit(6, 0)).toBe(6);
    expect(pageLimit(6, Number.NaN)).toBe(6);
  });
});

describe('selectReadings', () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    item({ name: `N${String(i).padStart(2, '0')}`, createdTime: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() }),
  );
  const prepared = prepareReadings(many, 'en');

  it('returns the first page, the total and whether more remains', () => {
    const first = selectReadings(prepared, q({ pageSize: 12 }));
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]!.name).toBe('N29');
    expect(first.hasMore).toBe(true);
    expect(selectReadings(prepared, q({ pageSize: 12 }), 2).items).toHaveLength(24);
    const last = selectReadings(prepared, q({ pageSize: 12 }), 3);
    expect(last.items).toHaveLength(30);
    expect(last.hasMore).toBe(false);
    expect(selectReadings(prepared, q({ pageSize: 48 })).hasMore).toBe(false);
  });

  it('agrees with filter + sort + paginate for any data and query', () => {
    const tagPool = ['css', 'react', 'a11y', 'perf'];
    const arbItem = fc.record({
      name: fc.constantFrom('alpha', 'Alpha', 'élan', 'Zoo', 'beta 2', 'beta 10', 'café', 'CAFE'),
      description: fc.option(fc.constantFrom('Grid layout', 'Événement', 'react hooks'), { nil: undefined }),
      type: fc.constantFrom(...READING_TYPES),
      status: fc.constantFrom(...READING_STATUSES),
      tags: fc.subarray(tagPool),
      score: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      created: fc.integer({ min: 0, max: 5 }),
      edited: fc.integer({ min: 0, max: 5 }),
    });
    const arbQuery = fc.record({
      search: fc.constantFrom('', 'cafe', 'ÉLAN', 'grid', 'a', 'beta 1', 'evenement'),
      tags: fc.subarray(tagPool),
      status: fc.option(fc.constantFrom(...READING_STATUSES), { nil: null }),
      type: fc.option(fc.constantFrom(...READING_TYPES), { nil: null }),
      sort: fc.constantFrom('createdTime', 'lastEditedTime', 'name', 'score' as const),
      pageSize: fc.constantFrom(6, 12, 24, 48 as const),
    });
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 60 }), arbQuery, fc.integer({ min: 1, max: 4 }), fc.constantFrom<Locale>('fr', 'en'), (raw, query, pages, locale) => {
        const items = raw.map((r, i) => {
          const created = new Date(Date.UTC(2025, 0, 1 + r.created)).toISOString();
          const edited = new Date(Date.UTC(2025, 0, 1 + r.created + r.edited)).toISOString();
          const it: ReadingItem = { id: `id-${i}`, name: r.name, type: r.type, status: r.status, tags: r.tags, createdTime: created, lastEditedTime: edited };
          if (r.description) it.description = r.description;
          if (r.score) it.score = r.score;
          return it;
        });
        const expected = sortReadings(filterReadings(items, query), query.sort, locale);
        const got = selectReadings(prepareReadings(items, locale), query, pages);
        expect(got.total).toBe(expected.length);
        expect(got.items).toEqual(expected.slice(0, query.pageSize * pages));
        expect(got.hasMore).toBe(expected.length > got.items.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('tagCounts', () => {
  it('counts tags, most used first, then A→Z', () => {
    const items = [item({ tags: ['css', 'react'] }), item({ tags: ['react'] }), item({ tags: ['a11y'] })];
    expect(tagCounts(items, 'en')).toEqual([
      { tag: 'react', count: 2 },
      { tag: 'a11y', count: 1 },
      { tag: 'css', count: 1 },
    ]);
  });
});

describe('URL state', () => {
  it('gives the default query for an empty or unrelated query string', () => {
    expect(parseQuery('')).toEqual(DEFAULT_QUERY);
    expect(parseQuery('?utm_source=x&page=3')).toEqual(DEFAULT_QUERY);
  });

  it('reads every parameter', () => {
    expect(parseQuery('?search=caf%C3%A9&tags=css,react&status=inProgress&type=video&sort=score&pageSize=48')).toEqual({
      search: 'café',
      tags: ['css', 'react'],
      status: 'inProgress',
      type: 'video',
      sort: 'score',
      pageSize: 48,
    });
  });

  it('ignores each unknown or malformed value on its own', () => {
    const parsed = parseQuery('?status=done&type=novel&sort=random&pageSize=13&tags=,,css,css,%20react%20&search=%20%20');
    expect(parsed).toEqual({ ...DEFAULT_QUERY, tags: ['css', 'react'] });
    expect(parseQuery('?pageSize=12.0').pageSize).toBe(12);
    expect(parseQuery('?pageSize=6e0').pageSize).toBe(12);
    expect(parseQuery('?pageSize=-6').pageSize).toBe(12);
    expect(parseQuery('?status=READ').status).toBeNull();
    expect(parseQuery('?status=toString').status).toBeNull();
    expect(parseQuery('?sort=__proto__').sort).toBe('createdTime');
  });

  it('keeps search text as text and bounds it', () => {
    expect(parseQuery('?search=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E').search).toBe('<img src=x onerror=alert(1)>');
    expect(parseQuery(`?search=${'a'.repeat(500)}`).search).toHaveLength(200);
    expect(parseQuery('?search=a%0Ab').search).toBe('a b');
  });

  it('drops tags that do not exist when the known tags are given, and bounds their number', () => {
    expect(parseQuery('?tags=css,ghost', { knownTags: ['css', 'react'] }).tags).toEqual(['css']);
    const many = Array.from({ length: 50 }, (_, i) => `t${i}`).join(',');
    expect(parseQuery(`?tags=${many}`).tags).toHaveLength(20);
  });

  it('leaves default values out of the URL, in a fixed order', () => {
    expect(serializeQuery(DEFAULT_QUERY)).toBe('');
    expect(serializeQuery(q({ pageSize: 12, sort: 'createdTime' }))).toBe('');
    expect(serializeQuery(q({ pageSize: 6, search: 'astro', tags: ['css', 'react'], type: 'video', status: 'read', sort: 'name' }))).toBe(
      '?search=astro&status=read&tags=css,react&type=video&sort=name&pageSize=6',
    );
    expect(serializeQuery(q({ search: '   ' }))).toBe('');
    expect(serializeQuery(q({ search: 'a&b=c #', tags: ['c++'] }))).toBe('?search=a%26b%3Dc%20%23&tags=c%2B%2B');
  });

  it('round-trips any query', () => {
    const arbQuery = fc.record({
      search: fc.string({ maxLength: 40 }).filter((s) => s.trim() !== '' && !/[\u0000-\u001f\u007f]/.test(s)),
      tags: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && !s.includes(',') && s !== ''), { maxLength: 5 }),
      status: fc.option(fc.constantFrom(...READING_STATUSES), { nil: null }),
      type: fc.option(fc.constantFrom(...READING_TYPES), { nil: null }),
      sort: fc.constantFrom('createdTime', 'lastEditedTime', 'name', 'score' as const),
      pageSize: fc.constantFrom(6, 12, 24, 48 as const),
    });
    fc.assert(
      fc.property(arbQuery, (query) => {
        expect(parseQuery(serializeQuery(query))).toEqual(query);
      }),
    );
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (garbage) => {
        const parsed = parseQuery(garbage);
        expect(parseQuery(serializeQuery(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe('query helpers', () => {
  it('compares queries ignoring tag order', () => {
    expect(sameQuery(q({ tags: ['a', 'b'] }), q({ tags: ['b', 'a'] }))).toBe(true);
    expect(sameQuery(q({ tags: ['a'] }), q({ tags: ['a', 'b'] }))).toBe(false);
    expect(sameQuery(q({ sort: 'name' }), q())).toBe(false);
  });
  it('clears filters but keeps sort and page size', () => {
    const query = q({ search: 'x', tags: ['a'], status: 'read', type: 'video', sort: 'score', pageSize: 6 });
    expect(hasFilters(query)).toBe(true);
    expect(clearFilters(query)).toEqual(q({ sort: 'score', pageSize: 6 }));
    expect(hasFilters(clearFilters(query))).toBe(false);
  });
});

describe('summarize', () => {
  const messages = { fr: pickMessages('fr', ['readings.']), en: pickMessages('en', ['readings.']) };
  const say = (locale: Locale, query: ReadingQuery, total: number) =>
    summarize(query, total, locale, (key, vars) => translate(messages[locale], locale, key, vars));

  it('says count and sort for the default query', () => {
    expect(say('en', DEFAULT_QUERY, 64)).toBe('64 items sorted by date added');
    expect(say('fr', DEFAULT_QUERY, 64)).toBe('64 éléments triés par date d’ajout');
  });

  it('uses the right plural in both languages', () => {
    expect(say('en', DEFAULT_QUERY, 1)).toBe('1 item sorted by date added');
    expect(say('en', DEFAULT_QUERY, 0)).toBe('0 items sorted by date added');
    expect(say('fr', DEFAULT_QUERY, 1)).toBe('1 élément trié par date d’ajout');
    expect(say('fr', DEFAULT_QUERY, 0)).toBe('0 élément trié par date d’ajout');
    expect(say('en', DEFAULT_QUERY, 1234)).toBe('1,234 items sorted by date added');
    expect(say('fr', DEFAULT_QUERY, 1234)).toBe('1\u00a0234 éléments triés par date d’ajout');
  });

  it('joins every phrase', () => {
    const query = q({ search: 'astro', status: 'read', tags: ['css', 'react'], type: 'video', sort: 'score' });
    expect(say('en', query, 37)).toBe(
      '37 items sorted by rating, matching “astro”, marked read, tagged css or react, of type video',
    );
    expect(say('fr', query, 37)).toBe(
      '37 éléments triés par note, correspondant à «\u202fastro\u202f», avec le statut lu, avec les étiquettes css ou react, de type vidéo',
    );
  });

  it('uses the singular for one tag', () => {
    expect(say('en', q({ tags: ['css'], sort: 'lastEditedTime' }), 2)).toBe('2 items sorted by last updated, tagged css');
    expect(say('fr', q({ tags: ['css'], sort: 'name' }), 2)).toBe('2 éléments triés par titre, avec l’étiquette css');
  });
});

describe('items', () => {
  it('turn collection data into list items with ISO dates and no empty field', () => {
    const data = {
      name: 'X',
      type: 'video' as const,
      status: 'read' as const,
      tags: ['a'],
      createdTime: new Date('2025-01-01T10:00:00Z'),
      lastEditedTime: new Date('2025-01-02T10:00:00Z'),
      description: '  ',
      score: 4,
    };
    expect(toReadingItem('x', data)).toEqual({
      id: 'x',
      name: 'X',
      type: 'video',
      status: 'read',
      tags: ['a'],
      score: 4,
      createdTime: '2025-01-01T10:00:00.000Z',
      lastEditedTime: '2025-01-02T10:00:00.000Z',
    });
  });

  it('read the JSON list back, dropping malformed items', () => {
    const good = item({ score: 5, url: 'https://example.com/' });
    const list = parseReadingList([good, { ...good, id: 'bad', type: 'novel' }, null, 'x', { ...good, id: 'late', createdTime: 'yesterday' }, { ...good, id: 'ok', score: 9 }]);
    expect(list.map((i) => i.id)).toEqual([good.id, 'ok']);
    expect(list[1]!.score).toBeUndefined();
    expect(() => parseReadingList({})).toThrow();
  });
});

describe('readings messages', () => {
  it('exist in both locales, but for a language’s variants of a message by reading type (French: `readings.created.video`)', () => {
    const keys = (o: Record<string, string>) => Object.keys(o).filter((k) => k.startsWith('readings.') && variantOf(k, en) === undefined);
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
