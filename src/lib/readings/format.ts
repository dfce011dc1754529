import type { Locale } from '../../i18n/locales';
import { LANGUAGE_TAGS } from '../../i18n/locales';
import type { ReadingStatus } from './model.ts';

/** How a reading item's facts read, the same on its card and on its own page. */

/** The colour of each status's badge (a `data-tone` of global.css's `.badge`). */
export const STATUS_TONES: Record<ReadingStatus, string> = {
  toRead: 'accent',
  inProgress: 'warning',
  read: 'success',
  canceled: 'danger',
};

const listFormats = new Map<Locale, Intl.ListFormat>();
/** "A, B and C" in the page's language. */
export function listFormat(locale: Locale): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' })));
  return format;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** Dates in UTC so the server and every visitor's browser print the same day. */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
/** A count as the page's language writes it: `1 234` in French, `1,234` in English. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAGS[locale])));
  return format.format(value);
}
