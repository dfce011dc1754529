import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from './locales.ts';

/** Each locale's messages, as its `<code>.json` file holds them. */
export type Resources = Record<Locale, Record<string, string>>;

/**
 * Each locale's messages from `<code>.json` files (path → messages), found by the code alone. A
 * locale without its file stops the build, naming the file.
 */
export function messagesByLocale(files: Record<string, Record<string, string>>): Resources {
  const byCode = Object.fromEntries(Object.entries(files).map(([file, messages]) => [/([^/]+)\.json$/.exec(file)![1]!, messages]));
  for (const locale of LOCALES) if (!byCode[locale]) throw new Error(`Missing messages: src/i18n/${locale}.json`);
  return Object.fromEntries(Object.entries(byCode).filter(([code]) => isLocale(code))) as Resources;
}

/**
 * The messages of `resources` whose key starts with one of `prefixes` and none of the `!`-marked
 * ones, resolved for `locale` with the fallback's: its keys, then the variants only the locale
 * writes (French agreement: `readings.created.video`).
 */
export function pickFrom(resources: Resources, locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const key of new Set([...Object.keys(resources[FALLBACK_LOCALE]), ...Object.keys(resources[locale])])) {
    if (!prefixes.some((p) => !p.startsWith('!') && key.startsWith(p))) continue;
    if (prefixes.some((p) => p.startsWith('!') && key.startsWith(p.slice(1)))) continue;
    messages[key] = resources[locale][key] ?? resources[FALLBACK_LOCALE][key]!;
  }
  return messages;
}
