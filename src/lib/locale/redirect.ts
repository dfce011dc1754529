import type { Locale } from '../../i18n/locales';

/**
 * User agents of crawlers, link previewers and audit tools: they index the French root as it is.
 * The before-paint script (src/scripts/theme-init.ts) carries the same pattern.
 */
export const BOT_PATTERN = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|archiver|pinterest/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_PATTERN.test(userAgent ?? '');
}

/** The first of the site's locales in the browser's ranked languages (`en-GB` counts as `en`). */
export function preferredLocale(languages: readonly string[] | undefined): Locale | undefined {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'fr') return primary;
  }
  return undefined;
}

export interface RootVisit {
  /** The `locale` cookie's value (already validated), if any. */
  cookie: Locale | undefined;
  languages: readonly string[] | undefined;
  userAgent: string | undefined;
}

/**
 * Whether a visit to the site root `/` goes to `/en`: an explicit choice (the cookie) decides;
 * without one, crawlers stay and browsers ranking English before French go.
 */
export function shouldRedirectRoot({ cookie, languages, userAgent }: RootVisit): boolean {
  if (cookie) return cookie === 'en';
  if (isBot(userAgent)) return false;
  return preferredLocale(languages) === 'en';
}
