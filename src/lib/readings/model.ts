/** The reading list's data model and the explorer's query, shared by the page, the island and the JSON file. */
// Types only: a field's rule is written with the kit in `rules.ts` (zod and the site's own rules), which `schema.ts` hands it, so the island that imports this file carries no zod.
import type { z } from 'astro/zod';
import type { RuleKit } from './rules.ts';
import { READING_STATUSES, READING_TYPES, type ReadingStatus, type ReadingType } from './vocabulary.ts';

// The types and statuses are the vocabulary's rows (`vocabulary.ts`), with all the site says of each.
export { READING_STATUSES, READING_TYPES, type ReadingStatus, type ReadingType };
export const SORT_KEYS = ['createdTime', 'lastEditedTime', 'name', 'score'] as const;
export const PAGE_SIZES = [6, 12, 24, 48] as const;

export type SortKey = (typeof SORT_KEYS)[number];
export type PageSize = (typeof PAGE_SIZES)[number];

/** How `readings.json` gives a field back (`parseReadingItem`): a field the list does not carry still reads the same way. */
export type JsonKind = 'text' | 'texts' | 'count' | 'score' | 'date' | 'flag' | 'type' | 'status';

/**
 * How the Notion loader reads a field's property (`src/build/notion/readings.ts`): `text` from a
 * rich text, `link` from a URL or a rich text, `number`, `date`, `checkbox`, `choices` from a
 * multi-select; `authors`, `isbn`, `publisher`, `language` and `score` each accept more than one property type.
 */
export type NotionReader = 'text' | 'link' | 'number' | 'date' | 'checkbox' | 'choices' | 'authors' | 'isbn' | 'publisher' | 'score' | 'name' | 'choice' | 'image' | 'language';

export interface FieldSpec {
  /** The field's rule in the content schema (an owner's file or a Notion row). */
  rule: (kit: RuleKit) => z.ZodType;
  /** The item may go without it (a Notion row keeps its place when it is unusable). */
  optional: boolean;
  /** `readings.json` carries it: a card shows it or search reads it. */
  list: boolean;
  /** How `readings.json` gives it back. */
  json: JsonKind;
  /** Its Notion property's default name and how it is read; none for a field a row never has. */
  notion?: { property: string; read: NotionReader };
  /** The import column it comes from: what the importer reads (`importColumn`), named when a row is refused. */
  goodreads?: string;
  storygraph?: string;
  /** `false`: checked in the owner's files but not carried by the item (an importer's key). */
  item?: false;
  /**
   * How the item's page shows it among its facts, named by `readings.item.<key>`: as written,
   * as a number, as a count (`readings.item.<key>Count`: "3 ×"), as a list of names (the label
   * in the singular or plural: `readings.item.<key>_one`) or as a length in minutes ("1 h et 23 min").
   */
  fact?: 'text' | 'number' | 'count' | 'names' | 'duration';
}

/**
 * Every field of a reading item, once, in the order items carry them. The schema
 * (`schema.ts`), the item and list types, `readings.json` and its parser, the Notion mapping and
 * the importers' column names all come from this table: a new field is one row here and its words
 * in `src/i18n/{fr,en}.json`.
 */
export const READING_FIELDS = {
  name: {
    rule: (k) => k.z.string().trim().min(1).max(k.MAX_NAME_LENGTH),
    optional: false, list: true, json: 'text', notion: { property: 'Name', read: 'name' }, goodreads: 'Title', storygraph: 'Title',
  },
  url: { rule: (k) => k.httpUrl, optional: true, list: true, json: 'text', notion: { property: 'URL', read: 'link' }, goodreads: 'Book Id' },
  type: { rule: (k) => k.z.enum(READING_TYPES), optional: false, list: true, json: 'type', notion: { property: 'Type', read: 'choice' } },
  status: {
    rule: (k) => k.z.enum(READING_STATUSES),
    optional: false, list: true, json: 'status', notion: { property: 'Status', read: 'choice' }, goodreads: 'Exclusive Shelf', storygraph: 'Read Status',
  },
  // A comma separates tags in the page's URL, so no tag may hold one.
  tags: {
    rule: (k) => k.z.array(k.z.string().trim().min(1).max(40).regex(/^[^,]+$/, 'A tag cannot contain a comma')).default([]),
    optional: true, list: true, json: 'texts', notion: { property: 'Tags', read: 'choices' }, goodreads: 'Bookshelves', storygraph: 'Tags',
  },
  score: { rule: (k) => k.z.number().int().min(1).max(5), optional: true, list: true, json: 'score', notion: { property: 'Score', read: 'score' }, goodreads: 'My Rating', storygraph: 'Star Rating' },
  /** ISO 8601 (UTC, `toISOString()`) in the item, so string order is time order. */
  createdTime: { rule: (k) => k.date, optional: false, list: true, json: 'date', goodreads: 'Date Added', storygraph: 'Date Added' },
  lastEditedTime: { rule: (k) => k.date, optional: false, list: true, json: 'date' },
  description: { rule: (k) => k.z.string().max(k.MAX_DESCRIPTION_LENGTH), optional: true, list: true, json: 'text', notion: { property: 'Description', read: 'text' } },
  image: { rule: (k) => k.image, optional: true, list: true, json: 'text', notion: { property: 'Image', read: 'image' } },
  /** Who wrote it (books mostly), in the owner's order. */
  authors: { rule: (k) => k.authors, optional: true, list: true, json: 'texts', notion: { property: 'Authors', read: 'authors' }, goodreads: 'Author', storygraph: 'Authors' },
  /** The language it is written in (its name, description and notes): a BCP 47 primary tag such as `fr` or `en`, lowercased. No import column gives it. */
  lang: { rule: (k) => k.lang, optional: true, list: true, json: 'text', notion: { property: 'Language', read: 'language' } },
  pages: {
    rule: (k) => k.positiveInteger('the number of pages').max(100_000),
    optional: true, list: false, json: 'count', notion: { property: 'Pages', read: 'number' }, goodreads: 'Number of Pages', fact: 'number',
  },
  publisher: {
    rule: (k) => k.z.string().trim().min(1).max(200),
    optional: true, list: false, json: 'text', notion: { property: 'Publisher', read: 'publisher' }, goodreads: 'Publisher', fact: 'text',
  },
  /** Year of publication. */
  year: {
    rule: (k) => k.z.number().int('Expected a year such as 1999').min(1000).max(2200),
    optional: true, list: false, json: 'count', notion: { property: 'Year', read: 'number' }, goodreads: 'Original Publication Year', fact: 'text',
  },
  /** ISBN-10 or ISBN-13, bare digits (checked). */
  isbn: { rule: (k) => k.isbn, optional: true, list: false, json: 'text', notion: { property: 'ISBN', read: 'isbn' }, goodreads: 'ISBN13', storygraph: 'ISBN/UID', fact: 'text' },
  startedAt: { rule: (k) => k.date, optional: true, list: false, json: 'date', notion: { property: 'Started', read: 'date' }, storygraph: 'Dates Read' },
  finishedAt: { rule: (k) => k.date, optional: true, list: true, json: 'date', notion: { property: 'Finished', read: 'date' }, goodreads: 'Date Read', storygraph: 'Last Date Read' },
  /** How many times it was read again. */
  rereads: {
    rule: (k) => k.z.number().int('Expected a whole number').min(0).max(1000),
    optional: true, list: false, json: 'count', notion: { property: 'Rereads', read: 'number' }, goodreads: 'Read Count', storygraph: 'Read Count', fact: 'count',
  },
  favorite: { rule: (k) => k.z.boolean(), optional: true, list: false, json: 'flag', notion: { property: 'Favorite', read: 'checkbox' } },
  /**
   * Who speaks in a video or a podcast (the talk's speaker, the show's hosts), in the owner's order, read as `authors`.
   * A channel or show has no field of its own: an episode's name carries it ("CoRecursive: …"), a whole channel is the item.
   */
  speakers: { rule: (k) => k.speakers, optional: true, list: false, json: 'texts', notion: { property: 'Speakers', read: 'authors' }, fact: 'names' },
  /** How long a video or a podcast lasts, in whole minutes (shown as "1 h et 23 min"). */
  minutes: {
    rule: (k) => k.positiveInteger('the length in minutes').max(6000, 'Expected the length in minutes: at most 6000 (100 hours)'),
    optional: true, list: false, json: 'count', notion: { property: 'Minutes', read: 'number' }, fact: 'duration',
  },
  /** The book's id on Goodreads (`npm run readings -- import-goodreads` matches rows by it); not shown. */
  goodreadsId: { rule: (k) => k.goodreadsId, optional: true, list: false, json: 'text', goodreads: 'Book Id', item: false },
  /** The book's id on StoryGraph, when it has no ISBN (`import-storygraph` matches rows by it); not shown. */
  storygraphId: { rule: (k) => k.storygraphId, optional: true, list: false, json: 'text', storygraph: 'ISBN/UID', item: false },
} as const satisfies Record<string, FieldSpec>;

export type ReadingFields = typeof READING_FIELDS;
export type FieldKey = keyof ReadingFields;
const FIELD_KEYS = /* @__PURE__ */ Object.keys(READING_FIELDS) as FieldKey[];
type KeysWhere<C> = { [K in FieldKey]: ReadingFields[K] extends C ? K : never }[FieldKey];

/** The fields an item may go without. */
export type OptionalField = KeysWhere<{ optional: true }>;
export const OPTIONAL_FIELDS = /* @__PURE__ */ FIELD_KEYS.filter((key) => READING_FIELDS[key].optional) as OptionalField[];

/** A field's checked value, as the content schema gives it (dates as `Date`). */
type RuleOutput<K extends FieldKey> = z.output<ReturnType<ReadingFields[K]['rule']>>;
type ItemKey = Exclude<FieldKey, KeysWhere<{ item: false }>>;
/** Optional fields whose rule gives a default (`tags: []`): the checked data always has them. */
type Defaulted = { [K in OptionalField]: ReturnType<ReadingFields[K]['rule']> extends z.ZodDefault ? K : never }[OptionalField];
type Required<K extends FieldKey> = Exclude<K, Exclude<OptionalField, Defaulted>>;

/** A validated collection entry's data (dates as `Date`), as the content schema gives it. */
export type ReadingEntryData = { [K in Required<FieldKey>]: RuleOutput<K> } & { [K in Exclude<FieldKey, Required<FieldKey>>]?: RuleOutput<K> | undefined };

type Json<T> = T extends Date ? string : T;
/** One item as the island and `readings.json` carry it: dates as ISO strings, absent fields omitted. */
export type ReadingItem = { id: string } & { [K in Required<ItemKey>]: Json<RuleOutput<K>> } & { [K in Exclude<ItemKey, Required<ItemKey>>]?: Json<RuleOutput<K>> } & {
  /** Its cover, made by the build from the file beside the content (`src/data/reading-covers.ts`), not written by the owner. */
  cover?: ReadingCover;
};

/** A self-hosted cover resized at build: AVIF and WebP candidates (`srcset`), a WebP `src`, its width and height. */
export interface ReadingCover {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
}

/** The fields a card shows and search reads: what `readings.json` carries of each item (its id first). */
export type ListField = 'id' | KeysWhere<{ list: true }> | 'cover';
export const LIST_FIELDS = /* @__PURE__ */ (['id'] as ListField[]).concat(FIELD_KEYS.filter((key) => READING_FIELDS[key].list) as ListField[], ['cover']);

/** The item's own fields, in table order (an importer's key left out). */
export const ITEM_FIELDS = /* @__PURE__ */ FIELD_KEYS.filter((key) => (READING_FIELDS[key] as FieldSpec).item !== false) as ItemKey[];

/** The fields an item's page lists among its facts, in table order. */
export type FactField = KeysWhere<{ fact: string }>;
export const FACT_FIELDS = /* @__PURE__ */ FIELD_KEYS.filter((key) => (READING_FIELDS[key] as FieldSpec).fact !== undefined) as FactField[];

/** Each field's JSON kind, for the parser and the content boundary. */
export const fieldsOfKind = (...kinds: JsonKind[]): FieldKey[] => FIELD_KEYS.filter((key) => kinds.includes(READING_FIELDS[key].json));

/** The column a field comes from in an import: what the importer reads for it (`import-goodreads`, `import-storygraph`). */
export function importColumn(source: 'goodreads' | 'storygraph', field: FieldKey): string {
  const column = (READING_FIELDS[field] as FieldSpec)[source];
  if (!column) throw new Error(`The field table gives ${field} no ${source} column`);
  return column;
}

/** The import columns by field (Goodreads or StoryGraph), to name a column when a row is refused. */
export function importColumns(source: 'goodreads' | 'storygraph'): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const key of FIELD_KEYS) {
    const column = (READING_FIELDS[key] as FieldSpec)[source];
    if (column) columns[key] = column;
  }
  return columns;
}


export function isReadingType(value: unknown): value is ReadingType {
  return typeof value === 'string' && (READING_TYPES as readonly string[]).includes(value);
}

export function isReadingStatus(value: unknown): value is ReadingStatus {
  return typeof value === 'string' && (READING_STATUSES as readonly string[]).includes(value);
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}
