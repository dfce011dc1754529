import { LOCALE_PREFIXES, LOCALES } from '../structure.ts';

/**
 * `getStaticPaths` for a page under `src/pages/[...locale]/`: one page per locale from the same
 * file, the default locale without prefix.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: LOCALE_PREFIXES[locale] || undefined }, props: { locale } }));
}
