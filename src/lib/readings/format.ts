import type { Locale } from '../../i18n/locales.ts';
import { LANGUAGE_TAGS } from '../../i18n/locales.ts';
import type { ReadingStatus } from './model.ts';
import { column, STATUS_ROWS, type StatusRow } from './vocabulary.ts';
import { oncePerKey } from '../../once-per-key.ts';

/** How a reading item's facts read, the same on its card and on its own page. */

/** The colour of each status's badge (a `data-tone` of global.css's `.badge`): its row's. */
export const STATUS_TONES: Readonly<Record<ReadingStatus, StatusRow['tone']>> = column(STATUS_ROWS, 'tone');

/** "A, B and C" in the page's language. */
export const listFormat = oncePerKey((locale: Locale) => new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }));

const dateFormat = oncePerKey((locale: Locale) => new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }));
/** Dates in UTC so the server and every visitor's browser print the same day. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(iso));
}
