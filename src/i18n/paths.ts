import type { Locale } from './locales';

/**
 * `getStaticPaths` for a page under `src/pages/[...locale]/`: the French page without prefix
 * and the English one under `/en`, from the same file.
 */
export function localeStaticPaths() {
  return [
    { params: { locale: undefined }, props: { locale: 'fr' as Locale } },
    { params: { locale: 'en' }, props: { locale: 'en' as Locale } },
  ];
}
