import i18next from 'i18next';
import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from './locales';
import type { Messages, Translate } from './translate';

export * from './locales';
export * from './url';
export * from './paths';
export * from './page-context';
export { bindTranslate, translate, type MessageKey, type Messages, type Translate, type Vars } from './translate';

/**
 * Each locale's messages from `<code>.json` files (path → messages), found by the code alone. A
 * locale without its file stops the build, naming the file.
 */
export function messagesByLocale(files: Record<string, Record<string, string>>): Record<Locale, Record<string, string>> {
  const byCode = Object.fromEntries(Object.entries(files).map(([file, messages]) => [/([^/]+)\.json$/.exec(file)![1]!, messages]));
  for (const locale of LOCALES) if (!byCode[locale]) throw new Error(`Missing messages: src/i18n/${locale}.json`);
  return Object.fromEntries(Object.entries(byCode).filter(([code]) => isLocale(code))) as Record<Locale, Record<string, string>>;
}

export const RESOURCES = messagesByLocale(import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' }));

type Resources = Record<Locale, Record<string, string>>;

/** An i18next instance over flat-key resources, English as the fallback for missing keys. */
export function createTranslations(resources: Resources) {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: resources[l] }])),
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return (locale: Locale): Translate => {
    const fixed = i18n.getFixedT(locale);
    return (key, vars) => fixed(key, vars ?? {}) as string;
  };
}

/** A translator fixed to one locale, for Astro components: `const t = useTranslations(locale)`. */
export const useTranslations = createTranslations(RESOURCES);

/**
 * The messages whose key starts with one of `prefixes`, resolved for `locale` with the English
 * fallback, plural variants included: what an island needs to call `translate`.
 */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Messages {
  const picked: Record<string, string> = {};
  const keys = Object.keys(RESOURCES[FALLBACK_LOCALE]);
  for (const key of keys) {
    if (!prefixes.some((p) => key.startsWith(p))) continue;
    picked[key] = RESOURCES[locale][key] ?? RESOURCES[FALLBACK_LOCALE][key]!;
  }
  return picked;
}
