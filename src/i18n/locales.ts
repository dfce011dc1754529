export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LANGUAGE_TAGS,
  LOCALE_LABELS,
  LOCALE_PREFIXES,
  LOCALES,
  isLocale,
  type Locale,
} from '../structure.ts';
import { LOCALES, type Locale } from '../structure.ts';

/** The site's other languages, in declaration order: the targets of the language switch. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => l !== locale);
}
