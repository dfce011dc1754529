/**
 * Notion database rows → reading items (the same fields as `content/readings/`). Pure: takes the
 * page objects the Notion API returns and gives raw item data for the collection schema, or the
 * reason a row is dropped.
 */
import { foldText } from '../../lib/readings/fold.ts';
import { READING_FIELDS, type FieldKey, type FieldSpec, type NotionReader, type ReadingFields, type ReadingItem, type ReadingStatus, type ReadingType } from '../../lib/readings/model.ts';
import { STATUS_ROWS, TYPE_ROWS } from '../../lib/readings/vocabulary.ts';
import { isNotionHosted } from './images.ts';

/** The part of a Notion page object the mapping reads. */
export interface NotionPage {
  id: string;
  /** The row's address in Notion (`https://www.notion.so/…`), which warnings give. */
  url?: string;
  created_time?: string;
  last_edited_time?: string;
  cover?: NotionFile | null;
  properties: Record<string, NotionProperty>;
}

type NotionText = { plain_text: string };
type NotionFile = { type: 'external'; external: { url: string } } | { type: 'file'; file: { url: string } };
type NotionProperty =
  | { type: 'title'; title: NotionText[] }
  | { type: 'rich_text'; rich_text: NotionText[] }
  | { type: 'url'; url: string | null }
  | { type: 'select'; select: { name: string } | null }
  | { type: 'status'; status: { name: string } | null }
  | { type: 'multi_select'; multi_select: { name: string }[] }
  | { type: 'number'; number: number | null }
  | { type: 'created_time'; created_time: string }
  | { type: 'last_edited_time'; last_edited_time: string }
  | { type: 'files'; files: ({ name: string } & NotionFile)[] }
  | { type: 'date'; date: { start: string; end: string | null; time_zone?: string | null } | null }
  | { type: 'checkbox'; checkbox: boolean }
  | { type: string; [key: string]: unknown };

/** The fields a row can have, each read from one property (`READING_FIELDS` in `src/lib/readings/model.ts`). */
type NotionField = { [K in FieldKey]: ReadingFields[K] extends { notion: object } ? K : never }[FieldKey];

/** Property names in the database; the title property is found by type when `name` is absent. */
export type NotionPropertyNames = Record<NotionField, string>;

const NOTION_FIELDS = (Object.keys(READING_FIELDS) as FieldKey[]).filter((key): key is NotionField => 'notion' in READING_FIELDS[key]);
const notionOf = (key: NotionField) => (READING_FIELDS[key] as FieldSpec).notion!;

export const DEFAULT_PROPERTY_NAMES: NotionPropertyNames = Object.fromEntries(NOTION_FIELDS.map((key) => [key, notionOf(key).property])) as NotionPropertyNames;

/**
 * Raw item data for the collection schema (it validates URLs, score range and dates): a reading
 * item without its id (`goodreadsId` and `storygraphId` are for files imported from Goodreads or
 * StoryGraph: a row never has one).
 */
export type NotionReadingData = Omit<ReadingItem, 'id'> & { goodreadsId?: string; storygraphId?: string };

/**
 * A row as a reading item (with, in `download`, the address of an image Notion hosts: it expires,
 * so the loader copies it into the build, and in `warnings` the optional fields left out as
 * unusable), or the required property that makes it unusable.
 */
export type NotionMapResult =
  | { ok: true; id: string; data: NotionReadingData; download?: string; warnings: string[] }
  | { ok: false; id: string; reason: string };

/** `To read`, `to-read`, `À lire` → `toread` / `alire`. */
const word = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

/**
 * Option names read as statuses and types, folded (`À lire` → `alire`): each one's own name and its
 * row's Notion words (`src/lib/readings/vocabulary.ts`), Notion's defaults in English and French among them.
 */
const notionWords = <K extends string>(rows: Readonly<Record<K, { notion: readonly string[] }>>) =>
  new Map(Object.entries<{ notion: readonly string[] }>(rows).flatMap(([key, row]) => [key, ...row.notion].map((name) => [word(name), key as K] as const)));
export const STATUS_WORDS: ReadonlyMap<string, ReadingStatus> = notionWords(STATUS_ROWS);
export const TYPE_WORDS: ReadonlyMap<string, ReadingType> = notionWords(TYPE_ROWS);

/** How rows are read: property names, and the owner's own status and type options (`src/site.config.ts`). */
export interface NotionMapping {
  names: NotionPropertyNames;
  /** Extra option names, as written in Notion: `{ Backlog: 'toRead' }`. */
  statuses?: Readonly<Record<string, ReadingStatus>>;
  types?: Readonly<Record<string, ReadingType>>;
}

const DEFAULT_MAPPING: NotionMapping = { names: DEFAULT_PROPERTY_NAMES };

/** An option name as a status or type: the owner's mapping first, then the known words. */
function lookUp<T>(choice: string, own: Readonly<Record<string, T>> | undefined, known: ReadonlyMap<string, T>): T | undefined {
  const words = new Map(Object.entries(own ?? {}).map(([name, value]) => [word(name), value]));
  return words.get(word(choice)) ?? known.get(word(choice));
}

/** Why a property cannot be read; the row is dropped with it. */
class Unusable extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The property's value when it has one of the `types`; `undefined` when absent; throws when it is unusable. */
function valueOf(property: NotionProperty | undefined, types: readonly string[]): { type: string; value: unknown } | undefined {
  if (property === undefined) return undefined;
  if (!isObject(property) || typeof property.type !== 'string') throw new Unusable('not a property object');
  if (!types.includes(property.type)) throw new Unusable(`expected ${types.join(' or ')}, found ${property.type}`);
  return { type: property.type, value: (property as Record<string, unknown>)[property.type] };
}

function plain(texts: unknown): string | undefined {
  if (!Array.isArray(texts)) throw new Unusable('its text is not a list');
  const text = texts
    .map((t) => {
      if (!isObject(t) || typeof t.plain_text !== 'string') throw new Unusable('a text part has no plain_text');
      return t.plain_text;
    })
    .join('')
    .trim();
  return text || undefined;
}

function textOf(property: NotionProperty | undefined, types: readonly string[] = ['title', 'rich_text', 'url']): string | undefined {
  const found = valueOf(property, types);
  if (!found || found.value === null) return undefined;
  if (found.type === 'url') {
    if (typeof found.value !== 'string') throw new Unusable('its url is not text');
    return found.value.trim() || undefined;
  }
  return plain(found.value);
}

function choiceOf(property: NotionProperty | undefined): string | undefined {
  const found = valueOf(property, ['select', 'status']);
  if (!found || found.value === null) return undefined;
  if (!isObject(found.value) || typeof found.value.name !== 'string') throw new Unusable('the chosen option has no name');
  return found.value.name;
}

function tagsOf(property: NotionProperty | undefined): string[] {
  const found = valueOf(property, ['multi_select']);
  if (!found) return [];
  if (!Array.isArray(found.value)) throw new Unusable('its options are not a list');
  return found.value
    .map((option) => {
      if (!isObject(option) || typeof option.name !== 'string') throw new Unusable('an option has no name');
      return option.name.trim();
    })
    .filter(Boolean);
}

/** A number property's value (`undefined` when empty). */
function numberOf(property: NotionProperty | undefined): number | undefined {
  const found = valueOf(property, ['number']);
  if (!found || found.value === null) return undefined;
  if (typeof found.value !== 'number') throw new Unusable('its number is not a number');
  return found.value;
}

/**
 * Authors from a multi-select (one option each) or from text, where `;` separates them
 * (`Deleuze; Guattari`): a comma cannot, since names are often written `Last, First`.
 */
function authorsOf(property: NotionProperty | undefined): string[] | undefined {
  if (valueOf(property, ['multi_select', 'rich_text'])?.type === 'multi_select') return tagsOf(property);
  const text = textOf(property, ['rich_text']);
  return text
    ?.split(';')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** An ISBN from text or a number property (an ISBN-10 ending in X needs text). */
function isbnOf(property: NotionProperty | undefined): string | undefined {
  if (valueOf(property, ['rich_text', 'number'])?.type === 'number') return numberOf(property)?.toString();
  return textOf(property, ['rich_text']);
}

/** Text, or a select's chosen option (a publisher, a language such as `fr`). */
function textOrChoiceOf(property: NotionProperty | undefined): string | undefined {
  if (valueOf(property, ['rich_text', 'select'])?.type === 'select') return choiceOf(property);
  return textOf(property, ['rich_text']);
}

/** The start of a date property (`2025-03-02`, or a date-time with its offset). */
function dateOf(property: NotionProperty | undefined): string | undefined {
  const found = valueOf(property, ['date']);
  if (!found || found.value === null) return undefined;
  if (!isObject(found.value) || typeof found.value.start !== 'string') throw new Unusable('its date has no start');
  return found.value.start;
}

function checkboxOf(property: NotionProperty | undefined): boolean | undefined {
  const found = valueOf(property, ['checkbox']);
  if (!found) return undefined;
  if (typeof found.value !== 'boolean') throw new Unusable('its checkbox is not true or false');
  return found.value;
}

/** A file object's address, and whether Notion hosts it (a signed URL that expires). */
function fileOf(file: unknown): { url: string; hosted: boolean } | undefined {
  if (file === null || file === undefined) return undefined;
  if (isObject(file) && file.type === 'external' && isObject(file.external) && typeof file.external.url === 'string')
    return { url: file.external.url, hosted: false };
  if (isObject(file) && file.type === 'file' && isObject(file.file) && typeof file.file.url === 'string') return { url: file.file.url, hosted: true };
  throw new Unusable('not a file with an address');
}

function imageOf(property: NotionProperty | undefined): { url: string; hosted: boolean } | undefined {
  const found = valueOf(property, ['files', 'url', 'rich_text']);
  if (!found) return undefined;
  if (found.type === 'files') {
    if (!Array.isArray(found.value)) throw new Unusable('its files are not a list');
    return fileOf(found.value[0]);
  }
  const url = textOf(property);
  return url ? { url, hosted: false } : undefined;
}

/** `4`, `4/5`, `⭐⭐⭐⭐` or a number property → 4; anything else → undefined (unrated). Throws on an unusable property. */
export function parseNotionScore(property: NotionProperty | undefined): number | undefined {
  const found = valueOf(property, ['number', 'select', 'status']);
  if (!found) return undefined;
  if (found.type === 'number') return typeof found.value === 'number' ? found.value : undefined;
  const choice = choiceOf(property);
  if (!choice) return undefined;
  const stars = [...choice].filter((c) => c === '⭐' || c === '★').length;
  if (stars > 0) return stars;
  const digits = /^\s*(\d+)/.exec(choice);
  return digits ? Number(digits[1]) : undefined;
}

/** How an optional field's property is read, by the reader the field table names (the title, type, status and image are read apart). */
const OPTIONAL_READERS: Partial<Record<NotionReader, (property: NotionProperty | undefined) => unknown>> = {
  text: (property) => textOf(property, ['rich_text', 'title']),
  link: (property) => textOf(property, ['url', 'rich_text']),
  number: numberOf,
  date: dateOf,
  checkbox: checkboxOf,
  choices: tagsOf,
  authors: authorsOf,
  isbn: isbnOf,
  publisher: textOrChoiceOf,
  language: textOrChoiceOf,
  score: parseNotionScore,
};

/** Reads one property, naming it in the reason when it is unusable. */
function read<T>(name: string, reader: () => T): T {
  try {
    return reader();
  } catch (error) {
    if (error instanceof Unusable) throw new Unusable(`property "${name}": ${error.message}`);
    throw error;
  }
}

/** One Notion page as a reading item, or the required property that keeps it from being one. */
export function mapNotionPage(page: NotionPage, mapping: NotionMapping = DEFAULT_MAPPING): NotionMapResult {
  try {
    return { ok: true, id: page.id, ...mapProperties(page, mapping) };
  } catch (error) {
    if (error instanceof Unusable) return { ok: false, id: page.id, reason: error.message };
    throw error;
  }
}

function mapProperties(page: NotionPage, { names, statuses, types }: NotionMapping): { data: NotionReadingData; download?: string; warnings: string[] } {
  if (!isObject(page.properties)) throw new Unusable('the row has no properties');
  const props = page.properties;
  const titleName = Object.hasOwn(props, names.name) ? names.name : (Object.keys(props).find((key) => props[key]?.type === 'title') ?? names.name);
  const property = (name: string) => (Object.hasOwn(props, name) ? props[name] : undefined);
  const name = read(titleName, () => textOf(property(titleName), ['title', 'rich_text']));
  if (!name) throw new Unusable(`property "${titleName}": missing or empty`);

  const typeChoice = read(names.type, () => choiceOf(property(names.type)));
  const type = typeChoice ? lookUp(typeChoice, types, TYPE_WORDS) : undefined;
  if (!type) throw new Unusable(`property "${names.type}": ${typeChoice ? `unknown value "${typeChoice}"` : 'missing or empty'}`);

  const statusChoice = read(names.status, () => choiceOf(property(names.status)));
  const status = statusChoice ? lookUp(statusChoice, statuses, STATUS_WORDS) : undefined;
  if (!status) throw new Unusable(`property "${names.status}": ${statusChoice ? `unknown value "${statusChoice}"` : 'missing or empty'}`);

  const createdTime = page.created_time;
  const lastEditedTime = page.last_edited_time ?? createdTime;
  if (!createdTime || !lastEditedTime) throw new Unusable('the row has no created_time');

  // An unusable optional property is left out with a warning; the row stays.
  const warnings: string[] = [];
  const optional = <T>(name: string, reader: () => T): T | undefined => {
    try {
      return read(name, reader);
    } catch (error) {
      if (!(error instanceof Unusable)) throw error;
      warnings.push(`${error.message}; left out`);
      return undefined;
    }
  };
  const data: Record<string, unknown> = { name, type, status, tags: [], createdTime, lastEditedTime };
  for (const key of NOTION_FIELDS) {
    const reader = OPTIONAL_READERS[notionOf(key).read];
    if (!reader) continue;
    const value = optional(names[key], () => reader(property(names[key])));
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) data[key] = value;
  }
  const image = optional('cover', () => fileOf(page.cover)) ?? optional(names.image, () => imageOf(property(names.image)));
  if (image && (image.hosted || isNotionHosted(image.url))) return { data: data as NotionReadingData, download: image.url, warnings };
  if (image) data.image = image.url;
  return { data: data as NotionReadingData, warnings };
}
