/*
 * Who the site root sends to another language. These functions also run before paint, copied into
 * the inline script (src/scripts/before-paint.ts) by their source text: each one uses only its
 * arguments, globals and the other functions of this file.
 */

/** User agents of crawlers, link previewers and audit tools: they index the root as it is. */
export const BOT_PATTERN = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|archiver|pinterest/i;

export function isBot(userAgent: string | undefined, bots: string): boolean {
  return new RegExp(bots, 'i').test(userAgent ?? '');
}

/** The first of the site's locales in the browser's ranked languages (`en-GB` counts as `en`). */
export function preferredLocale<L extends string>(languages: readonly string[] | undefined, locales: readonly L[]): L | undefined {
  for (const tag of languages ?? []) {
    const primary = String(tag).toLowerCase().split('-')[0];
    const found = locales.find((locale) => locale === primary);
    if (found) return found;
  }
  return undefined;
}

export interface RootVisit<L extends string> {
  /** The `locale` cookie's value (already validated), if any. */
  cookie: L | undefined;
  languages: readonly string[] | undefined;
  userAgent: string | undefined;
}

export interface RootRules<L extends string> {
  locales: readonly L[];
  defaultLocale: L;
  /** `BOT_PATTERN.source`. */
  bots: string;
}

/**
 * The language a visit to the site root goes to, or `undefined` to stay: an explicit choice (the
 * cookie) decides; without one, crawlers stay and browsers go to the first site language they rank.
 */
export function rootRedirectLocale<L extends string>({ cookie, languages, userAgent }: RootVisit<L>, rules: RootRules<L>): L | undefined {
  const target = cookie ?? (isBot(userAgent, rules.bots) ? undefined : preferredLocale(languages, rules.locales));
  return target === rules.defaultLocale ? undefined : target;
}
