/**
 * Every part of the reading-list query defined once: how it is read from and written to the URL,
 * its default, how it narrows the list, the phrase the summary gives it and, for status, type and
 * tags, its facet (its name and its options' labels, static pages and their path segments, links,
 * counts, feeds). A new filter is its value in `ReadingQuery` (`query-field.ts`, with the shape of
 * a field and the views over a query) and its entry in the table here, plus its words and its control.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import { cutCodePoints, stripUnfit } from '../text.ts';
import { searchIndex, searchTerms } from './fold.ts';
import {
  isPageSize,
  isReadingStatus,
  isReadingType,
  isSortKey,
  READING_STATUSES,
  READING_TYPES,
  type PageSize,
  type SortKey,
} from './model.ts';
import type { PreparedReadings } from './prepared.ts';
import { facetField, filterField, queryField, type FacetField, type FilterField, type Key, type QueryField, type ReadingQuery, type Test, type Value } from './query-field.ts';
import { tagSlug } from './tag-slugs.ts';

/** Longest search kept from a URL (in characters, not UTF-16 units), and most tags: a shared link cannot make the page do unbounded work. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

export type { FacetField, FilterField, ParseOptions, QueryField, QueryKey, ReadingQuery } from './query-field.ts';

export type FacetKey = (typeof FACET_KEYS)[number];

const lower = (text: string, locale: Locale) => text.toLocaleLowerCase(LANGUAGE_TAGS[locale]);
const param = (params: URLSearchParams, key: string) => params.get(key) ?? '';

/** A facet whose item has exactly one value out of a fixed list (status, type), each value with its own message. */
interface OneOf<K extends 'status' | 'type', V extends string> {
  key: K;
  segment: string;
  values: readonly V[];
  is(value: unknown): value is V;
  titleKey: MessageKey;
  /** The message of a value (`readings.status.read`). */
  valueKey(value: V): MessageKey;
  /** The summary's phrase, with the value in lower case as `{{<key>}}` ("marked read"). */
  summaryKey: MessageKey;
  /** The lede of a value's page, with the value as `{{value}}`, in lower case when `ledeLowerCase`. */
  ledeKey: MessageKey;
  ledeLowerCase?: boolean;
  /** Its feeds' description, with the value's heading as `{{<key>}}`; none: no feeds. */
  feedKey?: MessageKey;
}

function oneOf<K extends 'status' | 'type', V extends ReadingQuery[K] & string>({
  key,
  segment,
  values,
  is,
  titleKey,
  valueKey,
  summaryKey,
  ledeKey,
  ledeLowerCase = false,
  feedKey,
}: OneOf<K, V>): FacetField<K> {
  const label = (option: string, t: Translate) => (is(option) ? t(valueKey(option)) : option);
  const value = (option: string | null) => (is(option) ? option : null) as Value<K>;
  return facetField<K>({
    key,
    default: null as Value<K>,
    segment,
    valueSegment: (option) => option,
    options: () => values,
    titleKey,
    label,
    heading: label,
    lede: (option, t, locale) => {
      const text = label(option, t);
      return t(ledeKey, { value: ledeLowerCase ? text.toLocaleLowerCase(locale) : text });
    },
    ...(feedKey && { feed: (_option: string, heading: string, t: Translate) => t(feedKey, { [key]: heading }) }),
    parse: (params) => value(params.get(key)),
    serialize: (current) => current,
    equal: (a, b) => a === b,
    predicate: (current, { items }) => {
      if (current === null) return null;
      const wanted: string = current;
      return (i) => items[i]![key] === wanted;
    },
    phrase: (current, t, locale) => (current === null ? null : t(summaryKey, { [key]: lower(label(current, t), locale) })),
    chips: (current) => (current === null ? [] : [current]),
    chipLabel: label,
    without: () => value(null),
    valuesOf: (item) => [item[key]],
    isOn: (current, option) => current === option,
    toggle: (current, option) => value(current === option ? null : option),
    only: (option) => value(option),
  });
}

const search = filterField<'search'>({
  key: 'search',
  default: '',
  parse: (params) => {
    // Control characters never come from typing; a search is one line, cut on whole characters.
    const text = cutCodePoints(stripUnfit(param(params, 'search').replace(/[\u0000-\u001f\u007f]/g, ' ')), MAX_SEARCH_LENGTH);
    return text.trim() ? text : '';
  },
  serialize: (value) => (value.trim() ? encodeURIComponent(stripUnfit(value)) : null),
  equal: (a, b) => a === b,
  control: (value) => value,
  predicate: (value, prepared) => {
    const terms = searchTerms(value);
    if (terms.length === 0) return null;
    const haystacks = searchIndex(prepared);
    return (i) => {
      const haystack = haystacks[i]!;
      for (const term of terms) if (haystack.indexOf(term) === -1) return false;
      return true;
    };
  },
  phrase: (value, t) => (value.trim() ? t('readings.summary.matching', { search: value.trim() }) : null),
  chips: (value) => (value.trim() ? [value.trim()] : []),
  chipLabel: (chip, t) => t('readings.searchChip', { search: chip }),
  without: () => '',
});

/** A tag as its page, feed and chip name it: `#css`. */
const hashTag = (tag: string) => `#${tag}`;

const tags = facetField<'tags'>({
  key: 'tags',
  default: Object.freeze([]) as readonly string[],
  segment: 'tag',
  valueSegment: (tag, slugs) => tagSlug(tag, slugs),
  options: (knownTags) => knownTags,
  titleKey: 'readings.tags',
  label: (option) => option,
  heading: hashTag,
  lede: (option, t) => t('readings.facetLede.tags', { value: option }),
  feed: (option, _heading, t) => t('readings.feedTagDescription', { tag: option }),
  parse: (params, { knownTags }) => {
    const known = knownTags ? new Set(knownTags) : null;
    const list: string[] = [];
    // `tags=a,b` as the explorer writes it, or `tags=a&tags=b` as a form sends it.
    for (const part of params.getAll('tags').flatMap((v) => v.split(','))) {
      const tag = part.trim();
      if (!tag || tag.length > MAX_TAG_LENGTH || list.includes(tag) || (known && !known.has(tag))) continue;
      list.push(tag);
      if (list.length === MAX_TAGS) break;
    }
    return list;
  },
  serialize: (value) => (value.length > 0 ? value.map(encodeURIComponent).join(',') : null),
  // Tag order does not matter.
  equal: (a, b) => a.length === b.length && b.every((tag) => a.includes(tag)),
  predicate: (value, { items }) => {
    if (value.length === 0) return null;
    const wanted = new Set(value);
    return (i) => items[i]!.tags.some((tag) => wanted.has(tag));
  },
  phrase: (value, t, locale) =>
    value.length === 0
      ? null
      : t('readings.summary.tags', {
          count: value.length,
          // An item matches any selected tag: "css or react".
          tags: new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'disjunction' }).format(value),
        }),
  chips: (value) => value,
  chipLabel: hashTag,
  without: (value, option) => value.filter((t) => t !== option),
  valuesOf: (item) => item.tags,
  isOn: (value, option) => value.includes(option),
  toggle: (value, option) => (value.includes(option) ? value.filter((t) => t !== option) : [...value, option]),
  only: (option) => [option],
});

const DEFAULT_SORT: SortKey = 'createdTime';
const DEFAULT_PAGE_SIZE: PageSize = 12;

const sort = queryField<'sort'>({
  key: 'sort',
  default: DEFAULT_SORT,
  parse: (params) => {
    const value = params.get('sort');
    return isSortKey(value) ? value : DEFAULT_SORT;
  },
  serialize: (value) => (value === DEFAULT_SORT ? null : value),
  equal: (a, b) => a === b,
  control: (value) => value,
});

const pageSize = queryField<'pageSize'>({
  key: 'pageSize',
  default: DEFAULT_PAGE_SIZE,
  parse: (params) => {
    const text = param(params, 'pageSize');
    const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    return isPageSize(n) ? n : DEFAULT_PAGE_SIZE;
  },
  serialize: (value) => (value === DEFAULT_PAGE_SIZE ? null : String(value)),
  equal: (a, b) => a === b,
  control: (value) => String(value),
});

const status = oneOf({
  key: 'status',
  segment: 'status',
  values: READING_STATUSES,
  is: isReadingStatus,
  titleKey: 'readings.statusLabel',
  valueKey: (value) => `readings.status.${value}`,
  summaryKey: 'readings.summary.status',
  ledeKey: 'readings.facetLede.status',
  feedKey: 'readings.feedStatusDescription',
});
const type = oneOf({
  key: 'type',
  segment: 'type',
  values: READING_TYPES,
  is: isReadingType,
  titleKey: 'readings.typeLabel',
  valueKey: (value) => `readings.type.${value}`,
  summaryKey: 'readings.summary.type',
  ledeKey: 'readings.facetLede.type',
  ledeLowerCase: true,
});

/** The facets, by key. */
export const FACETS = { status, type, tags } as const satisfies { [K in FacetKey]: FacetField<K> };
/** The facet keys, in the order the filter sheet shows them (`FacetKey` is one of them). */
export const FACET_KEYS = ['status', 'type', 'tags'] as const;
/** Every query field, in URL order; the filters among them come in summary order ("matching …, marked …, tagged …, of type …"). */
const FIELDS = { search, status, tags, type, sort, pageSize } as const satisfies { [K in Key]: QueryField<K> };
export const QUERY_FIELDS: readonly QueryField[] = Object.values(FIELDS);
/** The keys of the fields that narrow the list (a search, a facet). */
export type FilterKey = { [K in Key]: (typeof FIELDS)[K] extends FilterField<K> ? K : never }[Key];
/** The query fields that narrow the list. */
export const FILTERS: readonly FilterField<FilterKey>[] = QUERY_FIELDS.filter((field): field is FilterField<FilterKey> => 'predicate' in field);
/** The query fields the form has a control for (the search box, the sort and page size selects). */
export const CONTROL_FIELDS: readonly QueryField[] = QUERY_FIELDS.filter((field) => field.control !== undefined);
/** The facets with an RSS feed per value. */
export const FEED_FACET_KEYS: readonly FacetKey[] = FACET_KEYS.filter((key) => FACETS[key].feed !== undefined);
/** The default view: every field at its default. */
export const DEFAULT_QUERY: ReadingQuery = Object.freeze(
  QUERY_FIELDS.reduce((query, field) => field.resetIn(query), {} as ReadingQuery),
);

/** The options of a facet: every status, every type, or the tags in use. */
export function facetOptions(key: FacetKey, knownTags: readonly string[]): readonly string[] {
  return FACETS[key].options(knownTags);
}

/** The tests of the active filters, by key. */
export function activeTests(prepared: PreparedReadings, query: ReadingQuery): [Key, Test][] {
  const tests: [Key, Test][] = [];
  for (const field of FILTERS) {
    const test = field.testIn(query, prepared);
    if (test) tests.push([field.key, test]);
  }
  return tests;
}

/** True when two queries select the same view (tag order does not matter). */
export function sameQuery(a: ReadingQuery, b: ReadingQuery): boolean {
  return QUERY_FIELDS.every((field) => field.sameIn(a, b));
}

/** The query with every filter reset; sort and page size kept. */
export function clearFilters(query: ReadingQuery): ReadingQuery {
  return FILTERS.reduce((next, field) => field.resetIn(next), query);
}

/** True when a filter narrows the list. */
export function hasFilters(query: ReadingQuery): boolean {
  return FILTERS.some((field) => field.serializeIn(query) !== null);
}

/** The query after its control `key` took `text` (the form's value), or `undefined` for a key with no control. */
export function withControlValue(query: ReadingQuery, key: string, text: string): ReadingQuery | undefined {
  const field = CONTROL_FIELDS.find((f) => f.key === key);
  return field?.parseInto(query, new URLSearchParams([[key, text]]), {});
}
