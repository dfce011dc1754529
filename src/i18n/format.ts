import { LANGUAGE_TAGS, type Locale } from './locales';
import { oncePerKey } from '../once-per-key';

/** Each language's number format, made once: pages and islands format counts by the hundred. */
const numberFormat = oncePerKey((locale: Locale) => new Intl.NumberFormat(LANGUAGE_TAGS[locale]));

/**
 * A number as the language writes it, the one way the site formats counts: `48 213` in French,
 * `48,213` in English. French digit groups take a full no-break space: Inter's narrow one is
 * 0.14 em wide (2 px at 15 px), so "1 984 pages" read as the year 1984.
 */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value).replaceAll('\u202f', '\u00a0');
}

/** Each language's short duration format, made once. */
const durationFormat = /* @__PURE__ */ oncePerKey((locale: Locale) => new Intl.DurationFormat(LANGUAGE_TAGS[locale], { style: 'short' }));

/**
 * A length in whole minutes as the language writes it: minutes alone under two hours (`61 min`,
 * where `1 h et 1 min` read clumsily), hours and minutes from there (`2 h et 5 min`, `2 hr, 5 min`).
 */
export function formatMinutes(minutes: number, locale: Locale): string {
  return durationFormat(locale).format(minutes < 120 ? { minutes } : { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Each language's long date format in a time zone, made once. */
const dayFormat = oncePerKey((key: `${Locale}|${string}`) => {
  const [locale, timeZone] = key.split('|') as [Locale, string];
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone });
});

/** A day as the language writes it, on the clock of `timeZone`: `29 novembre 2026`, `29 November 2026`. */
export function formatDay(date: Date | number, locale: Locale, timeZone: string): string {
  return dayFormat(`${locale}|${timeZone}`).format(date);
}
