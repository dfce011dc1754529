import { daysBetween } from './days.ts';

/** Total scrobbles, grouped per locale: `48213` → "48,213" / "48 213". */
export function formatCount(value: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag).format(value);
}

/**
 * A date and time, e.g. "Nov 22, 2026, 9:36 PM" / "22 nov. 2026, 21:36"; in `timeZone` when
 * given, and then named ("22 nov. 2026, 21:36 UTC"): the reader's own clock may differ.
 */
export function formatDateTime(date: number, languageTag: string, timeZone?: string): string {
  const text = new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(date);
  return timeZone ? `${text}\u00a0${timeZone}` : text;
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
