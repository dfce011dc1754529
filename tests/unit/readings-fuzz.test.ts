import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, type ReadingQuery } from '../../src/lib/readings/filters';
import { isPageSize, isReadingStatus, isReadingType, isSortKey, PAGE_SIZES, READING_STATUSES, READING_TYPES, SORT_KEYS, type ReadingItem } from '../../src/lib/readings/model';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { selectReadings } from '../../src/lib/readings/select';
import { summarize } from '../../src/lib/readings/summary';
import { pickMessages, translate, type MessageKey } from '../../src/i18n';
import { MAX_SEARCH_LENGTH, MAX_TAGS, parseQuery, serializeQuery } from '../../src/lib/readings/url-state';

/** Generated cases per property: 1,000 hostile query strings each. */
const RUNS = 1_000;

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%3Cscript%3E',
  '%E0%A4%A',
  '%',
  '&&&===',
  '\u0000\u001f\u007f',
  '𝒜𝓈𝓉𝓇𝑜 🚀 é̀ ﷽',
  '__proto__',
  'constructor',
  ',,,,',
];
const KEYS = ['search', 'tags', 'status', 'type', 'sort', 'pageSize'];

const value = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.constantFrom(...READING_STATUSES, ...READING_TYPES, ...SORT_KEYS, ...PAGE_SIZES.map(String)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('x'.repeat(5_000), 'a,'.repeat(2_000)),
);
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE));

/** Raw query strings: random and repeated keys, encoded or not, possibly malformed percent-escapes. */
const queryString = fc
  .array(fc.tuple(key, value, fc.boolean()), { maxLength: 12 })
  .map((pairs) =>
    pairs.map(([k, v, encode]) => (encode ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}` : `${k}=${v}`)).join('&'),
  )
  .map((qs) => `?${qs}`);

function isValidQuery(query: ReadingQuery): boolean {
  return (
    typeof query.search === 'string' &&
    query.search.length <= MAX_SEARCH_LENGTH &&
    !/[\u0000-\u001f\u007f]/.test(query.search) &&
    Array.isArray(query.tags) &&
    query.tags.length <= MAX_TAGS &&
    query.tags.every((t) => typeof t === 'string' && t.length > 0 && !t.includes(',')) &&
    (query.status === null || isReadingStatus(query.status)) &&
    (query.type === null || isReadingType(query.type)) &&
    isSortKey(query.sort) &&
    isPageSize(query.pageSize)
  );
}

const ITEMS: ReadingItem[] = Array.from({ length: 40 }, (_, i) => ({
  id: `item-${i}`,
  name: `${['Éclairs', 'Astro', 'React', 'CSS <b>', 'Zèbre'][i % 5]} ${i}`,
  type: READING_TYPES[i % 3]!,
  status: READING_STATUSES[i % 4]!,
  tags: [['css', 'react'], ['astro'], [], ['a11y', 'css']][i % 4]!,
  ...(i % 6 ? { score: (i % 5) + 1 } : {}),
  createdTime: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  lastEditedTime: new Date(Date.UTC(2025, 1, 1 + i)).toISOString(),
  ...(i % 2 ? { description: `Description ${i} with accents: été` } : {}),
}));
const PREPARED = { fr: prepareReadings(ITEMS, 'fr'), en: prepareReadings(ITEMS, 'en') } as const;
const MESSAGES = { fr: pickMessages('fr', ['readings.']), en: pickMessages('en', ['readings.']) } as const;

describe('URL state under fuzzed query strings', () => {
  it('never throws and always yields a valid query', () => {
    fc.assert(
      fc.property(queryString, (qs) => {
        expect(isValidQuery(parseQuery(qs))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('round-trips: parse(serialize(parse(x))) = parse(x)', () => {
    fc.assert(
      fc.property(queryString, (qs) => {
        const query = parseQuery(qs);
        expect(parseQuery(serializeQuery(query))).toEqual(query);
      }),
      { numRuns: RUNS },
    );
  });

  it('serializes the default query to nothing', () => {
    expect(serializeQuery(DEFAULT_QUERY)).toBe('');
    expect(serializeQuery(parseQuery('?sort=createdTime&pageSize=12&status=bogus'))).toBe('');
  });
});

describe('the readings pipeline under fuzzed queries', () => {
  it('filters, sorts, paginates and summarizes any parsed query in both locales', () => {
    fc.assert(
      fc.property(queryString, fc.constantFrom('fr', 'en') as fc.Arbitrary<'fr' | 'en'>, fc.integer({ min: 1, max: 5 }), (qs, locale, pages) => {
        const query = parseQuery(qs);
        const result = selectReadings(PREPARED[locale], query, pages);
        expect(result.items.length).toBeLessThanOrEqual(query.pageSize * pages);
        expect(result.total).toBeGreaterThanOrEqual(result.items.length);
        const t = (k: MessageKey, vars?: Readonly<Record<string, string | number>>) => translate(MESSAGES[locale], locale, k, vars);
        const sentence = summarize(query, result.total, locale, t);
        expect(sentence).not.toMatch(/readings\./);
        expect(sentence).toContain(new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US').format(result.total));
      }),
      { numRuns: RUNS },
    );
  });
});
