import { isReadingStatus, isReadingType, type ReadingCover, type ReadingItem, type ReadingStatus, type ReadingType } from './model.ts';

/** A validated collection entry's data (dates as `Date`), as the content schema gives it. */
export interface ReadingEntryData {
  name: string;
  url?: string | undefined;
  type: ReadingType;
  status: ReadingStatus;
  tags: string[];
  score?: number | undefined;
  createdTime: Date;
  lastEditedTime: Date;
  description?: string | undefined;
  image?: string | undefined;
  authors?: string[] | undefined;
  isbn?: string | undefined;
  pages?: number | undefined;
  publisher?: string | undefined;
  year?: number | undefined;
  startedAt?: Date | undefined;
  finishedAt?: Date | undefined;
  rereads?: number | undefined;
  favorite?: boolean | undefined;
}

/** The item the page, the island and `readings.json` carry: ISO dates, no empty optional field. */
export function toReadingItem(id: string, data: ReadingEntryData): ReadingItem {
  const item: ReadingItem = {
    id,
    name: data.name,
    type: data.type,
    status: data.status,
    tags: data.tags,
    createdTime: data.createdTime.toISOString(),
    lastEditedTime: data.lastEditedTime.toISOString(),
  };
  if (data.url) item.url = data.url;
  if (data.score !== undefined) item.score = data.score;
  if (data.description?.trim()) item.description = data.description.trim();
  if (data.image) item.image = data.image;
  if (data.authors?.length) item.authors = data.authors;
  if (data.isbn) item.isbn = data.isbn;
  if (data.pages !== undefined) item.pages = data.pages;
  if (data.publisher) item.publisher = data.publisher;
  if (data.year !== undefined) item.year = data.year;
  if (data.startedAt) item.startedAt = data.startedAt.toISOString();
  if (data.finishedAt) item.finishedAt = data.finishedAt.toISOString();
  if (data.rereads) item.rereads = data.rereads;
  if (data.favorite) item.favorite = true;
  return item;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One item read back from `readings.json`, or `undefined` when it is not well formed. */
export function parseReadingItem(value: unknown): ReadingItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.name !== 'string' || !v.name) return undefined;
  if (!isReadingType(v.type) || !isReadingStatus(v.status)) return undefined;
  if (typeof v.createdTime !== 'string' || !ISO_DATE.test(v.createdTime)) return undefined;
  if (typeof v.lastEditedTime !== 'string' || !ISO_DATE.test(v.lastEditedTime)) return undefined;
  const tags = Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === 'string' && t !== '') : [];
  const item: ReadingItem = {
    id: v.id,
    name: v.name,
    type: v.type,
    status: v.status,
    tags,
    createdTime: v.createdTime,
    lastEditedTime: v.lastEditedTime,
  };
  const url = optionalString(v.url);
  const description = optionalString(v.description);
  const image = optionalString(v.image);
  if (url) item.url = url;
  if (typeof v.score === 'number' && Number.isInteger(v.score) && v.score >= 1 && v.score <= 5) item.score = v.score;
  if (description) item.description = description;
  if (image) item.image = image;
  const authors = Array.isArray(v.authors) ? v.authors.filter((a): a is string => typeof a === 'string' && a !== '') : [];
  if (authors.length) item.authors = authors;
  const isbn = optionalString(v.isbn);
  const publisher = optionalString(v.publisher);
  if (isbn) item.isbn = isbn;
  if (publisher) item.publisher = publisher;
  for (const key of ['pages', 'year', 'rereads'] as const) {
    const n = v[key];
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) item[key] = n;
  }
  for (const key of ['startedAt', 'finishedAt'] as const) {
    const date = v[key];
    if (typeof date === 'string' && ISO_DATE.test(date)) item[key] = date;
  }
  if (v.favorite === true) item.favorite = true;
  const cover = parseCover(v.cover);
  if (cover) item.cover = cover;
  return item;
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
export const LIST_FIELDS = [
  'id',
  'name',
  'url',
  'type',
  'status',
  'tags',
  'score',
  'createdTime',
  'lastEditedTime',
  'description',
  'image',
  'authors',
  'finishedAt',
  'cover',
] as const satisfies readonly (keyof ReadingItem)[];

/** An item with only its list fields (the rest is on its own page). */
export function listItem(item: ReadingItem): ReadingItem {
  const out: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as unknown as ReadingItem;
}
