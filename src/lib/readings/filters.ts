/**
 * Every part of the reading-list query described once: how it is read from and written to the
 * URL, its default, how it narrows the list, the phrase the summary gives it and, for status, type
 * and tags, its facet (its name and its options' labels, static pages and their path segments,
 * links, counts). A new filter is one entry here plus its control.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import { cutCodePoints, stripUnfit } from '../text.ts';
import { searchIndex, searchTerms } from './fold.ts';
import {
  DEFAULT_QUERY,
  isPageSize,
  isReadingStatus,
  isReadingType,
  isSortKey,
  READING_STATUSES,
  READING_TYPES,
  type ReadingItem,
  type ReadingQuery,
} from './model.ts';
import type { PreparedReadings } from './prepared.ts';
import { tagSlug } from './tag-slugs.ts';

/** Longest search kept from a URL (in characters, not UTF-16 units), and most tags: a shared link cannot make the page do unbounded work. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

export interface ParseOptions {
  /** Tags that exist; any other tag in the URL is dropped. Without it, every well-formed tag is kept. */
  knownTags?: Iterable<string>;
}

type Key = keyof ReadingQuery;
type Value<K extends Key> = ReadingQuery[K];
type Test = (index: number) => boolean;

export interface QueryField<K extends Key = Key> {
  key: K;
  parse(params: URLSearchParams, options: ParseOptions): Value<K>;
  /** The URL value, or `null` for the default (left out of the URL). */
  serialize(value: Value<K>): string | null;
  equal(a: Value<K>, b: Value<K>): boolean;
}

export interface FilterField<K extends Key = Key> extends QueryField<K> {
  /** A test of item `index`, or `null` when the value does not narrow the list. */
  predicate(value: Value<K>, prepared: PreparedReadings): Test | null;
  /** Its phrase in the summary sentence, or `null` when inactive. */
  phrase(value: Value<K>, t: Translate, locale: Locale): string | null;
}

export type FacetKey = (typeof FACET_KEYS)[number];

/** A filter with one static page per value (`/readings/<segment>/<value>/`) and a count per value. */
export interface FacetField<K extends FacetKey = FacetKey> extends FilterField<K> {
  /** The first path segment of its pages (`tag` in `/readings/tag/css/`). */
  segment: string;
  /** An option's path segment (`css` in `/readings/tag/css/`; `C++` → `c-plus-plus`). */
  valueSegment(option: string): string;
  /** Its options: every status or type, or the tags in use (`knownTags`, in their order). */
  options(knownTags: readonly string[]): readonly string[];
  /** The message naming the facet (the filter sheet's group title: "Status", "Tags"). */
  titleKey: MessageKey;
  /** An option as its chip shows it: `Read`, `Video`, `css`. */
  label(option: string, t: Translate): string;
  /** An option as its page and feed are titled: `Read`, `Video`, `#css`. */
  heading(option: string, t: Translate): string;
  /** The lede of an option's page: "Every video in my reading list." */
  lede(option: string, t: Translate, locale: Locale): string;
  /** The facet values an item has. */
  valuesOf(item: ReadingItem): readonly string[];
  isOn(value: Value<K>, option: string): boolean;
  /** The value after choosing `option` (status and type: one at a time; tags: any number). */
  toggle(value: Value<K>, option: string): Value<K>;
  /** The value of a page showing only `option`. */
  only(option: string): Value<K>;
}

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
  /** The summary's phrase, with the value in lower case as `{{<key>}}` ("with the status read"). */
  summaryKey: MessageKey;
  /** The lede of a value's page, with the value as `{{value}}`, in lower case when `ledeLowerCase`. */
  ledeKey: MessageKey;
  ledeLowerCase?: boolean;
}

function oneOf<K extends 'status' | 'type', V extends string>({
  key,
  segment,
  values,
  is,
  titleKey,
  valueKey,
  summaryKey,
  ledeKey,
  ledeLowerCase = false,
}: OneOf<K, V>): FacetField<K> {
  const label = (option: string, t: Translate) => (is(option) ? t(valueKey(option)) : option);
  return {
    key,
    segment,
    valueSegment: (option) => option,
    options: () => values,
    titleKey,
    label,
    heading: label,
    lede: (option, t, locale) => {
      const value = label(option, t);
      return t(ledeKey, { value: ledeLowerCase ? value.toLocaleLowerCase(locale) : value });
    },
    parse: (params) => (is(params.get(key)) ? params.get(key) : DEFAULT_QUERY[key]) as Value<K>,
    serialize: (value) => (value === DEFAULT_QUERY[key] ? null : (value as string)),
    equal: (a, b) => a === b,
    predicate: (value, { items }) => (value === null ? null : (i) => (items[i]![key] as unknown) === value),
    phrase: (value, t, locale) => (value === null ? null : t(summaryKey, { [key]: lower(label(value, t), locale) })),
    valuesOf: (item) => [item[key]],
    isOn: (value, option) => value === option,
    toggle: (value, option) => (value === option ? null : option) as Value<K>,
    only: (option) => option as Value<K>,
  };
}

const search: FilterField<'search'> = {
  key: 'search',
  parse: (params) => {
    // Control characters never come from typing; a search is one line, cut on whole characters.
    const text = cutCodePoints(stripUnfit(param(params, 'search').replace(/[\u0000-\u001f\u007f]/g, ' ')), MAX_SEARCH_LENGTH);
    return text.trim() ? text : '';
  },
  serialize: (value) => (value.trim() ? encodeURIComponent(stripUnfit(value)) : null),
  equal: (a, b) => a === b,
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
};

const tags: FacetField<'tags'> = {
  key: 'tags',
  segment: 'tag',
  valueSegment: tagSlug,
  options: (knownTags) => knownTags,
  titleKey: 'readings.tags',
  label: (option) => option,
  heading: (option) => `#${option}`,
  lede: (option, t) => t('readings.facetLede.tags', { value: option }),
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
  valuesOf: (item) => item.tags,
  isOn: (value, option) => value.includes(option),
  toggle: (value, option) => (value.includes(option) ? value.filter((t) => t !== option) : [...value, option]),
  only: (option) => [option],
};

const sort: QueryField<'sort'> = {
  key: 'sort',
  parse: (params) => (isSortKey(params.get('sort')) ? (params.get('sort') as Value<'sort'>) : DEFAULT_QUERY.sort),
  serialize: (value) => (value === DEFAULT_QUERY.sort ? null : value),
  equal: (a, b) => a === b,
};

const pageSize: QueryField<'pageSize'> = {
  key: 'pageSize',
  parse: (params) => {
    const text = param(params, 'pageSize');
    const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    return isPageSize(n) ? n : DEFAULT_QUERY.pageSize;
  },
  serialize: (value) => (value === DEFAULT_QUERY.pageSize ? null : String(value)),
  equal: (a, b) => a === b,
};

const status = oneOf({
  key: 'status',
  segment: 'status',
  values: READING_STATUSES,
  is: isReadingStatus,
  titleKey: 'readings.statusLabel',
  valueKey: (value) => `readings.status.${value}`,
  summaryKey: 'readings.summary.status',
  ledeKey: 'readings.facetLede.status',
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

/** The filters in summary order: "matching …, with the status …, with tags …, of type …". */
export const FILTERS: readonly FilterField[] = [search, status, tags, type] as FilterField[];
/** The facets, in the order the filter sheet shows them. */
export const FACETS = { status, type, tags } as const satisfies Record<FacetKey, FacetField<FacetKey>>;
/** The facet keys, in the order the filter sheet shows them (`FacetKey` is one of them). */
export const FACET_KEYS = ['status', 'type', 'tags'] as const;
/** Every query field, in URL order. */
export const QUERY_FIELDS: readonly QueryField[] = [...FILTERS, sort, pageSize] as QueryField[];

/** The options of a facet: every status, every type, or the tags in use. */
export function facetOptions(key: FacetKey, knownTags: readonly string[]): readonly string[] {
  return FACETS[key].options(knownTags);
}

/** The tests of the active filters, by key. */
export function activeTests(prepared: PreparedReadings, query: ReadingQuery): [Key, Test][] {
  const tests: [Key, Test][] = [];
  for (const field of FILTERS) {
    const test = field.predicate(query[field.key] as never, prepared);
    if (test) tests.push([field.key, test]);
  }
  return tests;
}

/** True when two queries select the same view (tag order does not matter). */
export function sameQuery(a: ReadingQuery, b: ReadingQuery): boolean {
  return QUERY_FIELDS.every((field) => field.equal(a[field.key] as never, b[field.key] as never));
}

/** The query with every filter reset; sort and page size kept. */
export function clearFilters(query: ReadingQuery): ReadingQuery {
  const next: Record<string, unknown> = { ...query };
  for (const field of FILTERS) next[field.key] = DEFAULT_QUERY[field.key];
  return next as unknown as ReadingQuery;
}

/** True when a filter narrows the list. */
export function hasFilters(query: ReadingQuery): boolean {
  return FILTERS.some((field) => field.serialize(query[field.key] as never) !== null);
}
