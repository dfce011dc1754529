import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { formatMinutes, formatNumber } from '../../i18n/format.ts';
import { listFormat } from './format.ts';
import { againLabelKey } from './words.ts';
import {
  FACT_FIELDS,
  type FieldSpec,
  isReadingStatus,
  isReadingType,
  ITEM_FIELDS,
  LIST_FIELDS,
  READING_FIELDS,
  type JsonKind,
  type ReadingEntryData,
  type ReadingCover,
  type ReadingItem,
} from './model.ts';

export type { ReadingEntryData } from './model.ts';

/**
 * A field's value as the item carries it, or `undefined` to leave it out: dates as ISO strings,
 * text trimmed, and no empty text, list, zero count or unset flag.
 */
function itemValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  if (value === false || value === 0 || value === null) return undefined;
  return value;
}

/** The item the page, the island and `readings.json` carry: ISO dates, no empty optional field. */
export function toReadingItem(id: string, data: ReadingEntryData): ReadingItem {
  const item: Record<string, unknown> = { id };
  for (const key of ITEM_FIELDS) {
    const value = itemValue(data[key]);
    if (value !== undefined) item[key] = value;
    else if (key === 'tags') item[key] = [];
  }
  return item as ReadingItem;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** How each JSON kind is read back: the value, or `undefined` when it is missing or not well formed. */
const READERS: Record<JsonKind, (value: unknown) => unknown> = {
  text: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  texts: (value) => {
    const list = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : [];
    return list.length > 0 ? list : undefined;
  },
  count: (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined),
  score: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined),
  date: (value) => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined),
  flag: (value) => (value === true ? true : undefined),
  type: (value) => (isReadingType(value) ? value : undefined),
  status: (value) => (isReadingStatus(value) ? value : undefined),
};

/** One item read back from `readings.json`, or `undefined` when it is not well formed (a required field missing). */
export function parseReadingItem(value: unknown): ReadingItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string') return undefined;
  const item: Record<string, unknown> = { id: v.id };
  for (const key of ITEM_FIELDS) {
    const field = READING_FIELDS[key];
    const read = READERS[field.json](v[key]);
    if (read !== undefined) item[key] = read;
    else if (key === 'tags') item[key] = [];
    else if (!field.optional) return undefined;
  }
  const cover = parseCover(v.cover);
  if (cover) item.cover = cover;
  return item as ReadingItem;
}

/** A cover read back from `readings.json`: the site's own paths and a positive size, or `undefined`. */
function parseCover(value: unknown): ReadingCover | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { avif, webp, src, width, height } = value as Record<string, unknown>;
  const own = (text: unknown): text is string => typeof text === 'string' && text.startsWith('/') && !text.startsWith('//');
  const size = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  return own(avif) && own(webp) && own(src) && size(width) && size(height) ? { avif, webp, src, width, height } : undefined;
}

/** The list from `readings.json`; malformed items are dropped, anything but an array gives an error. */
export function parseReadingList(json: unknown): ReadingItem[] {
  if (!Array.isArray(json)) throw new TypeError('The reading list is not an array');
  const items: ReadingItem[] = [];
  for (const value of json) {
    const item = parseReadingItem(value);
    if (item) items.push(item);
  }
  return items;
}

/** The fields a card shows and search reads: what `readings.json` carries of each item. */
export { LIST_FIELDS };

/** An item with only its list fields (the rest is on its own page). */
export function listItem(item: ReadingItem): ReadingItem {
  const out: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as ReadingItem;
}

/** The facts an item's page lists (pages, publisher, year, ISBN, rereads, speakers, length…): each field's name and its value as shown. */
export function itemFacts(item: ReadingItem, locale: Locale, t: Translate): [label: string, value: string][] {
  const facts: [string, string][] = [];
  for (const key of FACT_FIELDS) {
    const value = item[key];
    if (value === undefined || value === 0) continue;
    const kind = (READING_FIELDS[key] as FieldSpec).fact;
    if (kind === 'names') {
      const names = value as string[];
      facts.push([t(`readings.item.${key}`, { count: names.length }), listFormat(locale).format(names)]);
      continue;
    }
    const text =
      kind === 'count'
        ? t(`readings.item.${key}Count` as MessageKey, { count: Number(value) })
        : kind === 'number'
          ? formatNumber(Number(value), locale)
          : kind === 'duration'
            ? formatMinutes(Number(value), locale)
            : String(value);
    facts.push([key === 'rereads' ? t(againLabelKey(item.type), { context: item.type }) : t(`readings.item.${key}`), text]);
  }
  return facts;
}
