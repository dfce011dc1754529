/**
 * The reading list's statistics, as its statistics page draws them: what was finished per month
 * and per year, the pages of the books finished, the mix of statuses and types, the most used tags
 * and the runs of months with something finished. Pure and linear in the number of items (tags
 * are sorted once); months are UTC months.
 */
import { listPath } from './paths.ts';
import { READING_STATUSES, READING_TYPES, type ReadingItem, type ReadingStatus, type ReadingType } from './model.ts';
import type { Locale } from '../../i18n/locales.ts';

/** A UTC month as `YYYY-MM` (`2026-02`). */
export type MonthKey = string;

export interface MonthCount {
  month: MonthKey;
  count: number;
}

export interface YearCount {
  year: number;
  count: number;
}

/** Consecutive months with at least one item finished, first and last month included. */
export interface Run {
  months: number;
  start: MonthKey;
  end: MonthKey;
}

export interface ReadingStats {
  /** The last 12 months, oldest first, this month last, months without a finish included. */
  perMonth: MonthCount[];
  /** Every year from the first finish to this one, oldest first (empty when nothing is finished). */
  perYear: YearCount[];
  /** Pages of the books finished, for the same years as `perYear`. */
  pagesPerYear: YearCount[];
  /** Every status, in the model's order, with how many items have it. */
  statuses: { status: ReadingStatus; count: number }[];
  /** Every type, in the model's order. */
  types: { type: ReadingType; count: number }[];
  /** The 10 most used tags, most used first, ties by name. */
  tags: { tag: string; count: number }[];
  /** The longest run (the latest of equal ones), or `null` when nothing is finished. */
  longestRun: Run | null;
  /** The run that ends this month or last month, or `null`. */
  currentRun: Run | null;
  /** How many items there are, and how many are finished (up to now). */
  total: number;
  finished: number;
}

export const MONTHS_SHOWN = 12;
export const TOP_TAGS = 10;

/** Months since year 0: consecutive months are consecutive numbers. */
const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
const monthKey = (index: number): MonthKey => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The first day of a month, for `Intl.DateTimeFormat` (format it with `timeZone: 'UTC'`). */
export function monthDate(month: MonthKey): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m! - 1, 1));
}

/** When an item was finished: status `read` with a valid `finishedAt`; otherwise `undefined`. */
function finishedAt(item: ReadingItem): Date | undefined {
  if (item.status !== 'read' || !item.finishedAt) return undefined;
  const date = new Date(item.finishedAt);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const tagOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The statistics of `items` as of `now` (the build's time); finishes after `now` are left out. */
export function readingStats(items: readonly ReadingItem[], now: Date): ReadingStats {
  const thisMonth = monthIndex(now);
  const thisYear = now.getUTCFullYear();
  const byMonth = new Map<number, number>();
  const byYear = new Map<number, number>();
  const pagesByYear = new Map<number, number>();
  const statusCounts = new Map<ReadingStatus, number>(READING_STATUSES.map((s) => [s, 0]));
  const typeCounts = new Map<ReadingType, number>(READING_TYPES.map((t) => [t, 0]));
  const tagCounts = new Map<string, number>();
  let firstYear = Infinity;
  let finished = 0;

  for (const item of items) {
    statusCounts.set(item.status, (statusCounts.get(item.status) ?? 0) + 1);
    typeCounts.set(item.type, (typeCounts.get(item.type) ?? 0) + 1);
    for (const tag of new Set(item.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    const date = finishedAt(item);
    if (!date || date.getTime() > now.getTime()) continue;
    finished += 1;
    const month = monthIndex(date);
    const year = date.getUTCFullYear();
    byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
    byYear.set(year, (byYear.get(year) ?? 0) + 1);
    if (item.type === 'book' && item.pages) pagesByYear.set(year, (pagesByYear.get(year) ?? 0) + item.pages);
    if (year < firstYear) firstYear = year;
  }

  const perMonth = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const month = thisMonth - MONTHS_SHOWN + 1 + i;
    return { month: monthKey(month), count: byMonth.get(month) ?? 0 };
  });
  const years = Number.isFinite(firstYear) ? Array.from({ length: thisYear - firstYear + 1 }, (_, i) => firstYear + i) : [];

  return {
    perMonth,
    perYear: years.map((year) => ({ year, count: byYear.get(year) ?? 0 })),
    pagesPerYear: years.map((year) => ({ year, count: pagesByYear.get(year) ?? 0 })),
    statuses: READING_STATUSES.map((status) => ({ status, count: statusCounts.get(status)! })),
    types: READING_TYPES.map((type) => ({ type, count: typeCounts.get(type)! })),
    tags: [...tagCounts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || tagOrder.compare(a.tag, b.tag) || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
      .slice(0, TOP_TAGS),
    ...runs([...byMonth.keys()], thisMonth),
    total: items.length,
    finished,
  };
}

/** The longest and the current run among the months (indexes) with a finish. */
function runs(months: number[], thisMonth: number): { longestRun: Run | null; currentRun: Run | null } {
  months.sort((a, b) => a - b);
  let longest: [number, number] | null = null;
  let current: [number, number] | null = null;
  for (let i = 0; i < months.length; ) {
    let j = i;
    while (j + 1 < months.length && months[j + 1] === months[j]! + 1) j += 1;
    const run: [number, number] = [months[i]!, months[j]!];
    if (!longest || run[1] - run[0] >= longest[1] - longest[0]) longest = run;
    if (run[1] >= thisMonth - 1) current = run;
    i = j + 1;
  }
  const asRun = (run: [number, number] | null): Run | null =>
    run && { months: run[1] - run[0] + 1, start: monthKey(run[0]), end: monthKey(run[1]) };
  return { longestRun: asRun(longest), currentRun: asRun(current) };
}

/** The statistics page's path (with the site's base): `('en')` → `/en/readings/stats/`. */
export function statsPath(locale: Locale, base?: string): string {
  return `${listPath(locale, null, 1, base)}stats/`;
}
