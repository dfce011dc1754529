import { FALLBACK_LOCALE, type Locale } from '../i18n/index.ts';
import { SITE } from '../site.config.ts';

/** The owner's role in a language (`role` in src/site.config.ts), else in the fallback language. */
export const siteRole = (locale: Locale): string => SITE.role[locale] ?? SITE.role[FALLBACK_LOCALE] ?? '';
