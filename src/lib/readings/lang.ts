/**
 * The language of a reading item (its `lang`: a BCP 47 primary tag such as `fr` or `en`) against
 * the page's: the `lang` attribute its name, description and notes carry, and the small mark a card
 * and the item's page show, when the two differ. An item without `lang` is taken to be in the page's
 * language: no attribute, no mark.
 */
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { oncePerKey } from '../../once-per-key.ts';

/** A primary language subtag as written: two or three letters (`fr`, `en`, `tlh`). */
const PRIMARY_TAG = /^[a-z]{2,3}$/i;

/** Languages' names in a language (`en` for the check, a page's for the mark), made once each. */
const languageNames = /* @__PURE__ */ oncePerKey((tag: string) => new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }));

/** Whether `text` is a known language's primary tag (`fr`, `EN`; not `fr-FR`, `french`, `xx`). */
export function isLanguageTag(text: string): boolean {
  return PRIMARY_TAG.test(text) && languageNames('en').of(text) !== undefined;
}

/** The page's language as a primary tag (`en-US` → `en`). */
const pageLanguage = (locale: Locale): string => LANGUAGE_TAGS[locale].split('-')[0]!.toLowerCase();

/** The `lang` attribute of a block in the item's language on a page in `locale`, or `undefined` when they are the same (or unknown). */
export function langAttr(itemLang: string | undefined, locale: Locale): string | undefined {
  return itemLang && itemLang.toLowerCase() !== pageLanguage(locale) ? itemLang : undefined;
}

/** The mark shown when the item's language is not the page's: its tag in capitals, and its words ("In French", "En anglais"). */
export function langMark(itemLang: string | undefined, locale: Locale, t: Translate): { text: string; label: string } | undefined {
  const lang = langAttr(itemLang, locale);
  if (!lang) return undefined;
  const name = languageNames(LANGUAGE_TAGS[locale]).of(lang) ?? lang;
  return { text: lang.toUpperCase(), label: t('readings.lang', { language: name }) };
}
