/**
 * The site's clock: its time zone checked, and dates read on it (the lab's hours and days, the
 * reading list's days, months and years). `src/data/clock.ts` holds the owner's zone.
 */
import { oncePerKey } from '../once-per-key.ts';

/** The owner's time zone when `src/site.config.ts` sets none. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** `timeZone` when `Intl` knows it; else an error naming `file`, the one place to fix it. */
export function checkTimeZone(timeZone: string, file: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    throw new Error(`${file}: timeZone "${timeZone}" is not a time zone this runtime knows (an IANA name such as "Europe/Paris")`);
  }
}

/** The zone's city, as its IANA name spells it: `Europe/Paris` → "Paris", `America/New_York` → "New York". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** The parts of a date the lab counts by, made once per zone. */
const partsFormat = oncePerKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short', timeZone }),
);
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface ZonedParts {
  /** The calendar day, `YYYY-MM-DD`. */
  day: string;
  /** 0–23. */
  hour: number;
  /** 0 for Monday … 6 for Sunday. */
  weekday: number;
}

/** Zone offsets are whole quarter hours, and change on them: a quarter hour shares its day, hour and weekday. */
const QUARTER = 900_000;
const known = oncePerKey((_timeZone: string) => new Map<number, ZonedParts>());

/** Where `date` falls on the wall clock of `timeZone`: its day, hour and weekday. */
export function zonedParts(date: number, timeZone: string): ZonedParts {
  const slot = Math.floor(date / QUARTER);
  const cache = known(timeZone);
  const seen = cache.get(slot);
  if (seen) return seen;
  const parts: Record<string, string> = {};
  for (const { type, value } of partsFormat(timeZone).formatToParts(slot * QUARTER)) parts[type] = value;
  const result = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, weekday: WEEKDAYS.indexOf(parts.weekday ?? '') };
  if (cache.size > 100_000) cache.clear();
  cache.set(slot, result);
  return result;
}

const DAY = 86_400_000;

/** The day `n` days after `day` (`YYYY-MM-DD`; `n` may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`). */
export function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/**
 * A day as a timestamp to format with `timeZone: 'UTC'` (noon of that date in UTC): "22 novembre"
 * whatever the zone the day was counted in.
 */
export function dayLabelDate(day: string): number {
  return Date.parse(`${day}T12:00:00Z`);
}

export interface DayPeriod {
  /** The first and last calendar day, in the owner's zone. */
  first: string;
  last: string;
  /** Every day from the first to the last. */
  days: string[];
  /** An instant at or before the first day's start in any zone (for a request's `from`). */
  from: number;
  /** The period's end (the snapshot's time, or now). */
  to: number;
}

/** The `length` calendar days of `timeZone` ending with the day of `end`. */
export function dayPeriod(end: number, length: number, timeZone: string): DayPeriod {
  const last = zonedParts(end, timeZone).day;
  const first = addDays(last, 1 - Math.max(1, length));
  const days = Array.from({ length: Math.max(1, length) }, (_, i) => addDays(first, i));
  // Zones run from UTC−12 to UTC+14: 14 hours before the date's UTC midnight is before its start anywhere.
  return { first, last, days, from: Date.parse(`${first}T00:00:00Z`) - 14 * 3_600_000, to: end };
}

/** Whether a track's day (and time) falls in the period. */
export function inPeriod(date: number | undefined, period: DayPeriod, timeZone: string): date is number {
  if (date === undefined || !Number.isFinite(date) || date > period.to || date < period.from) return false;
  const day = zonedParts(date, timeZone).day;
  return day >= period.first && day <= period.last;
}
