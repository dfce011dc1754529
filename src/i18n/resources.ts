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

const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/**
 * A locale's messages with the fallback's for those it lacks, read as i18next reads them: a plural
 * the locale writes in part keeps its own forms and its own `_other` for the rest, and takes from
 * the fallback only an `_other` it lacks (a half-translated "25 item", the fallback's `_one` beside
 * the locale's `_other`, would mix them).
 */
export function withFallback(resources: Resources, locale: Locale): Record<string, string> {
  const own = resources[locale];
  const merged: Record<string, string> = { ...resources[FALLBACK_LOCALE], ...own };
  const partial = new Set(Object.keys(own).filter((key) => PLURAL_FORM.test(key)).map((key) => key.replace(PLURAL_FORM, '')));
  for (const key of Object.keys(merged)) {
    if (!Object.hasOwn(own, key) && !key.endsWith('_other') && partial.has(key.replace(PLURAL_FORM, ''))) delete merged[key];
  }
  return merged;
}

/**
 * The messages of `resources` whose key starts with one of `prefixes` and none of the `!`-marked
 * ones, resolved for `locale` with the fallback's (`withFallback`): its keys, then the variants
 * only the locale writes (French agreement: `readings.created.video`).
 */
export function pickFrom(resources: Resources, locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(withFallback(resources, locale))) {
    if (!prefixes.some((p) => !p.startsWith('!') && key.startsWith(p))) continue;
    if (prefixes.some((p) => p.startsWith('!') && key.startsWith(p.slice(1)))) continue;
    messages[key] = message;
  }
  return messages;
}
