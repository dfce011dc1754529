export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** Language used when a key is missing in the current locale. */
export const FALLBACK_LOCALE: Locale = 'en';

/** BCP 47 tags for `Intl`, `hreflang` and the sitemap. */
export const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };
/** Each language named in itself, as the language selector shows it. */
export const LOCALE_LABELS: Record<Locale, string> = { fr: 'Français', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
