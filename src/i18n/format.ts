import { LANGUAGE_TAGS, type Locale } from './locales.ts';
import { oncePerKey } from '../once-per-key.ts';

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

/**
 * Every way the site writes a date, by name: pages, charts and cards ask for a style, never build
 * their own `Intl.DateTimeFormat`. French examples.
 */
export const DATE_STYLES = {
  /** `29 novembre 2026` */
  long: { dateStyle: 'long' },
  /** `29 nov. 2026` */
  medium: { dateStyle: 'medium' },
  /** `29 novembre` */
  dayMonth: { day: 'numeric', month: 'long' },
  /** `29 nov.` */
  shortDayMonth: { day: 'numeric', month: 'short' },
  /** `29 nov. 2026` as a range's end: `2 – 29 nov. 2026` */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** `dim. 29 nov.` */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** `novembre` */
  month: { month: 'long' },
  /** `nov.` */
  shortMonth: { month: 'short' },
  /** `N` */
  narrowMonth: { month: 'narrow' },
  /** `novembre 2026` */
  monthYear: { month: 'long', year: 'numeric' },
  /** `nov. 2026` */
  shortMonthYear: { month: 'short', year: 'numeric' },
  /** `dimanche` */
  weekday: { weekday: 'long' },
  /** `dim.` */
  shortWeekday: { weekday: 'short' },
  /** `14 h`, `2 PM` */
  hour: { hour: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** One formatter per language, style and clock, made once: pages format dates by the hundred. */
const dateFormat = oncePerKey((key: `${Locale}|${DateStyle}|${string}`) => {
  const [locale, style, timeZone] = key.split('|') as [Locale, DateStyle, string];
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { ...DATE_STYLES[style], timeZone });
});

/**
 * A date in one of the site's styles, read on the clock of `timeZone`: the site's for a moment
 * (`SITE_TIME_ZONE`), UTC (the default) for a calendar day already worked out on it (`dayLabelDate`).
 */
export function formatDate(date: Date | number, locale: Locale, style: DateStyle, timeZone = 'UTC'): string {
  return dateFormat(`${locale}|${style}|${timeZone}`).format(date);
}

/** `formatDate` in one locale and style, for a template that writes many dates the same way. */
export const dateFormatter =
  (locale: Locale, style: DateStyle) =>
  (date: Date | number): string =>
    formatDate(date, locale, style);

/** Two dates as one range in a style, their shared parts written once: `2–29 nov.`, `30 nov. – 2 déc.`. */
export function formatDateRange(from: Date | number, to: Date | number, locale: Locale, style: DateStyle, timeZone = 'UTC'): string {
  return dateFormat(`${locale}|${style}|${timeZone}`).formatRange(from, to);
}

/** A day as the language writes it, on the clock of `timeZone`: `29 novembre 2026`, `29 November 2026`. */
export function formatDay(date: Date | number, locale: Locale, timeZone: string): string {
  return formatDate(date, locale, 'long', timeZone);
}

/** A weekday, 0 for Monday (23 November 2026 was one): `lundi`, `lun.`; `Monday`, `Mon`. */
export function formatWeekday(index: number, locale: Locale, style: 'weekday' | 'shortWeekday' = 'weekday'): string {
  return formatDate(Date.UTC(2026, 10, 23 + index, 12), locale, style);
}

/** An hour of the day, 0–23, as the language says it: `14 h`, `2 PM`. */
export function formatHour(hour: number, locale: Locale): string {
  return formatDate(Date.UTC(2026, 0, 1, hour), locale, 'hour');
}

const percentFormat = oncePerKey((key: `${Locale}|${'signed' | 'plain'}`) => {
  const [locale, sign] = key.split('|') as [Locale, 'signed' | 'plain'];
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'percent', maximumFractionDigits: 0, ...(sign === 'signed' && { signDisplay: 'exceptZero' }) });
});

/** A share as a whole percentage, `+12 %` / `+12%` with `signed` (a change), `40 %` without. */
export function formatPercent(ratio: number, locale: Locale, { signed = false } = {}): string {
  return percentFormat(`${locale}|${signed ? 'signed' : 'plain'}`).format(ratio);
}

const listFormats = oncePerKey((key: `${Locale}|${'conjunction' | 'disjunction'}`) => {
  const [locale, type] = key.split('|') as [Locale, 'conjunction' | 'disjunction'];
  return new Intl.ListFormat(LANGUAGE_TAGS[locale], { type });
});

/** Names as one phrase: `A, B et C`; with `disjunction`, `A, B ou C`. */
export function formatList(items: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return listFormats(`${locale}|${type}`).format(items);
}
