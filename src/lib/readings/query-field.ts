/**
 * The reading-list query and the shape of its fields: how a field is written (its definition: how
 * its value is read, written, compared, tested and named) and the views over a whole query that
 * each definition gives (`queryField`, `filterField`, `facetField`: the `…In` methods, which pick
 * the field's own value, so a loop over the table is typed without casts). The fields themselves
 * are defined in `filters.ts`.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PageSize, ReadingItem, ReadingStatus, ReadingType, SortKey } from './model.ts';
import type { PreparedReadings } from './prepared.ts';
import type { TagSlugs } from './tag-slugs.ts';

export interface ParseOptions {
  /** Tags that exist; any other tag in the URL is dropped. Without it, every well-formed tag is kept. */
  knownTags?: Iterable<string>;
}

/** What the visitor asked for: one value per query field; `null` status or type means "all". */
export interface ReadingQuery {
  search: string;
  tags: readonly string[];
  status: ReadingStatus | null;
  type: ReadingType | null;
  sort: SortKey;
  pageSize: PageSize;
}

export type QueryKey = keyof ReadingQuery;
export type Key = QueryKey;
export type Value<K extends Key> = ReadingQuery[K];
export type Test = (index: number) => boolean;

/** A field as it is written: how its value is read, written and compared. */
export interface QueryFieldDef<K extends Key> {
  key: K;
  /** Its value when the URL does not give one. */
  default: Value<K>;
  parse(params: URLSearchParams, options: ParseOptions): Value<K>;
  /** The URL value, or `null` for the default (left out of the URL). */
  serialize(value: Value<K>): string | null;
  equal(a: Value<K>, b: Value<K>): boolean;
  /** Its form control's value (a search box or a select, named after the key), for fields the form has. */
  control?(value: Value<K>): string;
}

export interface FilterFieldDef<K extends Key> extends QueryFieldDef<K> {
  /** A test of item `index`, or `null` when the value does not narrow the list. */
  predicate(value: Value<K>, prepared: PreparedReadings): Test | null;
  /** Its phrase in the summary sentence, or `null` when inactive. */
  phrase(value: Value<K>, t: Translate, locale: Locale): string | null;
  /** Its active values, each a removable chip (`search`: its text; `tags`: each tag). */
  chips(value: Value<K>): readonly string[];
  /** The value without one of its chips. */
  without(value: Value<K>, chip: string): Value<K>;
  /** A chip's words ("Search: astro", "Read", "#css"). */
  chipLabel(chip: string, t: Translate): string;
}

/**
 * The same field read on a whole query: each method picks the field's own value, so a loop over
 * the table is typed without casts.
 */
interface OnQuery {
  valueIn(query: ReadingQuery): unknown;
  serializeIn(query: ReadingQuery): string | null;
  parseInto(query: ReadingQuery, params: URLSearchParams, options: ParseOptions): ReadingQuery;
  sameIn(a: ReadingQuery, b: ReadingQuery): boolean;
  resetIn(query: ReadingQuery): ReadingQuery;
  /** Its control's value in this query, or `null` for a field without a form control. */
  controlIn(query: ReadingQuery): string | null;
}

interface FilterOnQuery {
  testIn(query: ReadingQuery, prepared: PreparedReadings): Test | null;
  phraseIn(query: ReadingQuery, t: Translate, locale: Locale): string | null;
  chipsIn(query: ReadingQuery): { value: string; without: ReadingQuery; label(t: Translate): string }[];
}

export type QueryField<K extends Key = Key> = QueryFieldDef<K> & OnQuery;
export type FilterField<K extends Key = Key> = FilterFieldDef<K> & OnQuery & FilterOnQuery;

/** A filter with one static page per value (`/readings/<segment>/<value>/`) and a count per value. */
export interface FacetFieldDef<K extends Key> extends FilterFieldDef<K> {
  /** The first path segment of its pages (`tag` in `/readings/tag/css/`). */
  segment: string;
  /** An option's path segment (`css` in `/readings/tag/css/`; `C++` → `c-plus-plus`, as the tags' `slugs` give it). */
  valueSegment(option: string, slugs: TagSlugs): string;
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
  /** The description of an option's RSS feed (`label` is the option's heading); a facet without it has no feeds. */
  feed?(option: string, label: string, t: Translate): string;
  /** The facet values an item has. */
  valuesOf(item: ReadingItem): readonly string[];
  isOn(value: Value<K>, option: string): boolean;
  /** The value after choosing `option` (status and type: one at a time; tags: any number). */
  toggle(value: Value<K>, option: string): Value<K>;
  /** The value of a page showing only `option`. */
  only(option: string): Value<K>;
}

interface FacetOnQuery {
  isOnIn(query: ReadingQuery, option: string): boolean;
  toggleIn(query: ReadingQuery, option: string): ReadingQuery;
  onlyIn(query: ReadingQuery, option: string): ReadingQuery;
  /** How many of its values are on (each tag counts). */
  countIn(query: ReadingQuery): number;
}

export type FacetField<K extends Key = Key> = FacetFieldDef<K> & OnQuery & FilterOnQuery & FacetOnQuery;

function onQuery<K extends Key>(def: QueryFieldDef<K>): OnQuery {
  const { key } = def;
  return {
    valueIn: (query) => query[key],
    serializeIn: (query) => def.serialize(query[key]),
    parseInto: (query, params, options) => ({ ...query, [key]: def.parse(params, options) }),
    sameIn: (a, b) => def.equal(a[key], b[key]),
    resetIn: (query) => ({ ...query, [key]: def.default }),
    controlIn: (query) => (def.control ? def.control(query[key]) : null),
  };
}

export function queryField<K extends Key>(def: QueryFieldDef<K>): QueryField<K> {
  return { ...def, ...onQuery(def) };
}

function filterOnQuery<K extends Key>(def: FilterFieldDef<K>): FilterOnQuery {
  const { key } = def;
  return {
    testIn: (query, prepared) => def.predicate(query[key], prepared),
    phraseIn: (query, t, locale) => def.phrase(query[key], t, locale),
    chipsIn: (query) =>
      def.chips(query[key]).map((value) => ({ value, without: { ...query, [key]: def.without(query[key], value) }, label: (t: Translate) => def.chipLabel(value, t) })),
  };
}

export function filterField<K extends Key>(def: FilterFieldDef<K>): FilterField<K> {
  return { ...def, ...onQuery(def), ...filterOnQuery(def) };
}

export function facetField<K extends Key>(def: FacetFieldDef<K>): FacetField<K> {
  const { key } = def;
  return {
    ...def,
    ...onQuery(def),
    ...filterOnQuery(def),
    isOnIn: (query, option) => def.isOn(query[key], option),
    toggleIn: (query, option) => ({ ...query, [key]: def.toggle(query[key], option) }),
    onlyIn: (query, option) => ({ ...query, [key]: def.only(option) }),
    countIn: (query) => def.chips(query[key]).length,
  };
}
