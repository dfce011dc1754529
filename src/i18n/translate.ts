import type { Locale } from './locales.ts';
import { LANGUAGE_TAGS } from './locales.ts';
import { oncePerKey } from '../once-per-key.ts';

/** Resolved strings for one locale (fallback already applied), keyed like the JSON resources. */
export type Messages = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Drops i18next plural suffixes: `readings.count_one` → `readings.count`. */
export type BaseKey<K> = K extends `${infer B}_${(typeof PLURAL_SUFFIXES)[number]}` ? B : K;
/** A message key (plural variants under their base key): a key that does not exist is a type error. */
export type MessageKey = BaseKey<keyof typeof import('./fr.json')>;
/** The one translator type: a message key (typed) and its variables → the text in one locale. */
export type Translate = (key: MessageKey, vars?: Vars) => string;

/** The locale's plural rules, made once: a build translates counts on thousands of pages. */
const pluralRules = oncePerKey((locale: Locale) => new Intl.PluralRules(LANGUAGE_TAGS[locale]));

/** Whether `messages` has a message under `key`, as itself or as a plural. */
const has = (messages: Messages, key: string) => Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);

/**
 * One message in the i18next format (flat keys, `{{var}}`, `_one`/`_other` plurals keyed by
 * `count`, a variant per `context` keyed `<key>.<context>`), without i18next: islands' code carries
 * a few picked messages (src/data/island-assets.ts) instead of it and the JSON files. A missing key gives the key
 * itself; an unknown variable stays as written.
 *
 * A language writes a variant where its grammar asks for one: `t('readings.created', { context: 'video' })`
 * reads `readings.created.video` when the language has it (French: "Ajoutée le", une vidéo), else
 * `readings.created` (English: "Added").
 */
export function translate(messages: Messages, locale: Locale, plain: MessageKey, vars: Vars = {}): string {
  const variant = vars.context === undefined ? undefined : `${plain}.${vars.context}`;
  const key = variant !== undefined && has(messages, variant) ? variant : plain;
  let template = messages[key];
  if (typeof vars.count === 'number') {
    const category = pluralRules(locale).select(vars.count);
    template = messages[`${key}_${category}`] ?? messages[`${key}_other`] ?? template;
  }
  if (template === undefined) return plain;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** `translate` fixed to one locale's picked messages: the translator islands and components call. */
export function bindTranslate(messages: Messages, locale: Locale): Translate {
  return (key, vars) => translate(messages, locale, key, vars);
}
