import { daysBetween } from './days.ts';
import { oncePerKey } from '../../once-per-key.ts';

const STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  day: { dateStyle: 'full' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per language, style and time zone, kept: making one costs far more than using it,
 * and the lab formats two or three times per track, on every page of its history.
 */
const dateFormat = oncePerKey((key: `${string}|${keyof typeof STYLES}|${string}`) => {
  const [languageTag, style, timeZone] = key.split('|') as [string, keyof typeof STYLES, string];
  return new Intl.DateTimeFormat(languageTag, { ...STYLES[style], ...(timeZone && { timeZone }) });
});
const relativeFormat = oncePerKey((languageTag: string) => new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' }));

/**
 * A date and time, e.g. "Nov 22, 2026, 9:36 PM" / "22 nov. 2026, 21:36", in `timeZone` (the
 * owner's: the page names it once).
 */
export function formatDateTime(date: number, languageTag: string, timeZone?: string): string {
  return dateFormat(`${languageTag}|dateTime|${timeZone ?? ''}`).format(date);
}

const HOUR = 3_600_000;
const shortRelative = oncePerKey((languageTag: string) => new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto', style: 'short' }));

/**
 * How long ago a play of the last day was, "il y a 2 h" / "2 hr. ago" ("il y a 5 min" under an
 * hour); `undefined` for an older one (or one ahead of `now`), which keeps its time of day.
 */
export function formatRecent(date: number, now: number, languageTag: string): string | undefined {
  const ago = now - date;
  if (!(ago >= 0) || ago >= 24 * HOUR) return undefined;
  return ago < HOUR
    ? shortRelative(languageTag).format(-Math.floor(ago / 60_000), 'minute')
    : shortRelative(languageTag).format(-Math.floor(ago / HOUR), 'hour');
}

/** The time of day, e.g. "9:36 PM" / "21:36"; in `timeZone` when given. */
export function formatTimeOfDay(date: number, languageTag: string, timeZone?: string): string {
  return dateFormat(`${languageTag}|time|${timeZone ?? ''}`).format(date);
}

/**
 * A calendar day: "Today" / "Yesterday" ("Aujourd’hui", "Hier") when `now` is known and it is
 * one of those, else the day in full ("Sunday, November 22, 2026" / "dimanche 22 novembre 2026").
 */
export function formatDay(date: number, languageTag: string, now?: number, timeZone?: string): string {
  const ago = now === undefined ? undefined : daysBetween(date, now, timeZone);
  if (ago === 0 || ago === 1) {
    const word = relativeFormat(languageTag).format(-ago, 'day');
    return word.charAt(0).toLocaleUpperCase(languageTag) + word.slice(1);
  }
  return dateFormat(`${languageTag}|day|${timeZone ?? ''}`).format(date);
}
