import { LANGUAGE_TAGS, type Locale } from './locales';
import { oncePerKey } from '../once-per-key';

/** Each language's number format, made once: pages and islands format counts by the hundred. */
const numberFormat = oncePerKey((locale: Locale) => new Intl.NumberFormat(LANGUAGE_TAGS[locale]));

/** A number as the language writes it, the one way the site formats counts: `48 213` in French, `48,213` in English. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}
