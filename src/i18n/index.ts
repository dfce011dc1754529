import type { Locale } from './locales.ts';
import { messagesByLocale, pickFrom, withFallback, type Resources } from './resources.ts';
import { bindTranslate, type Messages, type Translate } from './translate.ts';
import { oncePerKey } from '../once-per-key.ts';

export * from './locales.ts';
export * from './url.ts';
export * from './paths.ts';
export * from './page-context.ts';
export { bindTranslate, translate, type MessageKey, type Messages, type Translate, type Vars } from './translate.ts';

export const RESOURCES = messagesByLocale(import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' }));

/**
 * One translator per locale over flat-key resources, English as the fallback for missing keys:
 * the islands' `translate` (i18next's format; a unit test checks that both read every message
 * alike) over each locale's messages with the fallback applied, made once.
 */
export function createTranslations(resources: Resources): (locale: Locale) => Translate {
  return oncePerKey((locale: Locale) => bindTranslate(withFallback(resources, locale), locale));
}

/** A translator fixed to one locale, for Astro components: `const t = useTranslations(locale)`. */
export const useTranslations = createTranslations(RESOURCES);

/**
 * The messages whose key starts with one of `prefixes` and none of the `!`-marked ones (`'!readings.item.'`),
 * resolved for `locale` with the English fallback, plural forms and the locale's own variants
 * (`readings.created.video`) included: what an island needs to call `translate`, and nothing it does not.
 */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Messages {
  return picked(JSON.stringify([locale, ...prefixes]));
}

/** Each set of messages picked, by locale and prefixes (as JSON): every page of a build picks the same few. */
const picked = oncePerKey((id: string): Messages => {
  const [locale, ...prefixes] = JSON.parse(id) as [Locale, ...string[]];
  return Object.freeze(pickFrom(RESOURCES, locale, prefixes));
});
