/**
 * The reading list's statistics, as its statistics page draws them: what was finished per month
 * and per year, the pages of the books finished, the mix of statuses and types, the most used tags
 * and the runs of months with something finished. Pure and linear in the number of items (tags
 * are sorted once); months are those of the clock of `timeZone` (UTC unless given).
 */
import { finishDate } from './finished.ts';
import { zonedParts } from '../zone.ts';
import { READING_STATUSES, READING_TYPES, type ReadingItem, type ReadingStatus, type ReadingType } from './model.ts';

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
  /** The latest run: it ends at the last month with a finish (`null` when nothing is finished). */
  latestRun: Run | null;
  /** This month (`now`'s). */
  month: MonthKey;
  /** How many items there are. */
  total: number;
  /** How many have the status `read`, with or without a finish date. */
  read: number;
  /** How many are finished (`finishDate`) up to now: what the monthly and yearly charts count. */
  finished: number;
}

export const MONTHS_SHOWN = 12;
export const TOP_TAGS = 10;

/** Months since year 0 on the clock of `timeZone`: consecutive months are consecutive numbers. */
export function monthIndex(date: Date, timeZone = 'UTC'): number {
  if (timeZone === 'UTC') return date.getUTCFullYear() * 12 + date.getUTCMonth();
  const day = zonedParts(date.getTime(), timeZone).day;
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}
export const monthKey = (index: number): MonthKey => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The first day of a month, for `Intl.DateTimeFormat` (format it with `timeZone: 'UTC'`). */
export function monthDate(month: MonthKey): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m! - 1, 1));
}

/**
 * The entries with the highest value, in their order: every one of them when several tie (`[]`
 * when the highest is 0, or there is none).
 */
export function peaks<T>(entries: readonly T[], value: (entry: T) => number): T[] {
  const top = Math.max(0, ...entries.map(value));
  return top > 0 ? entries.filter((entry) => value(entry) === top) : [];
}

const tagOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The statistics of `items` as of `now` (the build's time), in months and years of the clock of
 * `timeZone`; finishes after `now` are left out.
 */
export function readingStats(items: readonly ReadingItem[], now: Date, timeZone = 'UTC'): ReadingStats {
  const thisMonth = monthIndex(now, timeZone);
  const thisYear = Math.floor(thisMonth / 12);
  const byMonth = new Map<number, number>();
  const byYear = new Map<number, number>();
  const pagesByYear = new Map<number, number>();
  const statusCounts = new Map<ReadingStatus, number>(READING_STATUSES.map((s) => [s, 0]));
  const typeCounts = new Map<ReadingType, number>(READING_TYPES.map((t) => [t, 0]));
  const tagCounts = new Map<string, number>();
  let firstYear = Infinity;
  let finished = 0;
  let read = 0;

  for (const item of items) {
    statusCounts.set(item.status, (statusCounts.get(item.status) ?? 0) + 1);
    typeCounts.set(item.type, (typeCounts.get(item.type) ?? 0) + 1);
    for (const tag of new Set(item.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    if (item.status === 'read') read += 1;
    const date = finishDate(item);
    if (!date || date.getTime() > now.getTime()) continue;
    finished += 1;
    const month = monthIndex(date, timeZone);
    const year = Math.floor(month / 12);
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
    ...runs([...byMonth.keys()]),
    month: monthKey(thisMonth),
    total: items.length,
    read,
    finished,
  };
}

/** The longest and the latest run among the months (indexes) with a finish. */
function runs(months: number[]): { longestRun: Run | null; latestRun: Run | null } {
  months.sort((a, b) => a - b);
  let longest: [number, number] | null = null;
  let latest: [number, number] | null = null;
  for (let i = 0; i < months.length; ) {
    let j = i;
    while (j + 1 < months.length && months[j + 1] === months[j]! + 1) j += 1;
    const run: [number, number] = [months[i]!, months[j]!];
    if (!longest || run[1] - run[0] >= longest[1] - longest[0]) longest = run;
    latest = run;
    i = j + 1;
  }
  const asRun = (run: [number, number] | null): Run | null =>
    run && { months: run[1] - run[0] + 1, start: monthKey(run[0]), end: monthKey(run[1]) };
  return { longestRun: asRun(longest), latestRun: asRun(latest) };
}

