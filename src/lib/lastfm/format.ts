import { daysBetween } from './days.ts';

/** Scrobbles newer than this are shown as relative times ("3 minutes ago", "yesterday"). */
export const RELATIVE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Total scrobbles, grouped per locale: `48213` → "48,213" / "48 213". */
export function formatCount(value: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag).format(value);
}

/** A date and time, e.g. "Nov 22, 2026, 9:36 PM" / "22 nov. 2026, 21:36"; in `timeZone` when given. */
export function formatDateTime(date: number, languageTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(date);
}

/**
 * `date` relative to `now` ("4 minutes ago", "il y a 2 heures", "yesterday"), or `undefined` when
 * it is older than RELATIVE_LIMIT_MS or more than a minute in the future.
 */
export function formatRelative(date: number, now: number, languageTag: string): string | undefined {
  const elapsed = now - date;
  if (elapsed < -MINUTE || elapsed >= RELATIVE_LIMIT_MS) return undefined;
  const rtf = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round(elapsed / 1000));
  if (seconds < 60) return rtf.format(-seconds, 'second');
  const minutes = Math.round(elapsed / MINUTE);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(elapsed / HOUR);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.max(1, Math.round(elapsed / DAY)), 'day');
}

export interface ScrobbleTime {
  /** Machine-readable, for `<time datetime>`. */
  iso: string;
  /** What the page shows: relative when recent and the clock is known, else the absolute date. */
  text: string;
  /** The absolute date and time, for the tooltip and screen readers. */
  absolute: string;
  relative: boolean;
}

/**
 * When a track was scrobbled. With `now`, recent scrobbles read as relative times and older ones
 * as a date in the visitor's time zone. Without `now` (the server render, and the first render in
 * the browser, which must match it) the date is absolute, in `timeZone`.
 */
export function scrobbleTime(date: number, languageTag: string, now?: number, timeZone?: string): ScrobbleTime {
  const absolute = formatDateTime(date, languageTag, timeZone);
  const relative = now === undefined ? undefined : formatRelative(date, now, languageTag);
  return { iso: new Date(date).toISOString(), text: relative ?? absolute, absolute, relative: relative !== undefined };
}


/** The time of day, e.g. "9:36 PM" / "21:36"; in `timeZone` when given. */
export function formatTimeOfDay(date: number, languageTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(languageTag, { timeStyle: 'short', ...(timeZone && { timeZone }) }).format(date);
}

/**
 * A calendar day: "Today" / "Yesterday" ("Aujourd’hui", "Hier") when `now` is known and it is
 * one of those, else the day in full ("Sunday, November 22, 2026" / "dimanche 22 novembre 2026").
 */
export function formatDay(date: number, languageTag: string, now?: number, timeZone?: string): string {
  const ago = now === undefined ? undefined : daysBetween(date, now, timeZone);
  if (ago === 0 || ago === 1) {
    const word = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' }).format(-ago, 'day');
    return word.charAt(0).toLocaleUpperCase(languageTag) + word.slice(1);
  }
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'full', ...(timeZone && { timeZone }) }).format(date);
}
