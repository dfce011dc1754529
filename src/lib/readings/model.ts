/** The reading list's data model and the explorer's query, shared by the page, the island and the JSON file. */

export const READING_TYPES = ['article', 'book', 'podcast', 'video'] as const;
export const READING_STATUSES = ['toRead', 'inProgress', 'read', 'canceled'] as const;
export const SORT_KEYS = ['createdTime', 'lastEditedTime', 'name', 'score'] as const;
export const PAGE_SIZES = [6, 12, 24, 48] as const;

export type ReadingType = (typeof READING_TYPES)[number];
export type ReadingStatus = (typeof READING_STATUSES)[number];
export type SortKey = (typeof SORT_KEYS)[number];
export type PageSize = (typeof PAGE_SIZES)[number];

/** One item as the island and `readings.json` carry it: dates as ISO strings, absent fields omitted. */
export interface ReadingItem {
  id: string;
  name: string;
  url?: string;
  type: ReadingType;
  status: ReadingStatus;
  tags: string[];
  /** 1–5; absent when unrated. */
  score?: number;
  /** ISO 8601 (UTC, `toISOString()`), so string order is time order. */
  createdTime: string;
  lastEditedTime: string;
  description?: string;
  image?: string;
  /** Who wrote it (books mostly), in the owner's order. */
  authors?: string[];
  /** ISBN-10 or ISBN-13, bare digits (checked). */
  isbn?: string;
  pages?: number;
  publisher?: string;
  /** Year of publication. */
  year?: number;
  /** ISO 8601, like `createdTime`. */
  startedAt?: string;
  finishedAt?: string;
  /** How many times it was read again. */
  rereads?: number;
  favorite?: boolean;
  /** Its cover, kept with the content and resized at build (`src/data/reading-covers.ts`). */
  cover?: ReadingCover;
}

/** A self-hosted cover resized at build: AVIF and WebP candidates (`srcset`), a WebP `src`, its width and height. */
export interface ReadingCover {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
}

/** What the visitor asked for; `null` status or type means "all". */
export interface ReadingQuery {
  search: string;
  tags: readonly string[];
  status: ReadingStatus | null;
  type: ReadingType | null;
  sort: SortKey;
  pageSize: PageSize;
}

export const DEFAULT_QUERY: ReadingQuery = Object.freeze({
  search: '',
  tags: Object.freeze([]) as readonly string[],
  status: null,
  type: null,
  sort: 'createdTime',
  pageSize: 12,
});

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
