import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import { incompleteLanguages, missingMessages } from '../../src/i18n/completeness';
import { pickFrom } from '../../src/i18n/resources';
import { COMPLETE_LOCALES } from '../support/locales';
import { createTranslations, FALLBACK_LOCALE, LOCALES, pickMessages, RESOURCES, translate, useTranslations, type MessageKey } from '../../src/i18n';
import { READING_STATUSES, READING_TYPES, SORT_KEYS } from '../../src/lib/readings/model';
import { FACT_FIELDS } from '../../src/lib/readings/model';
import { THEME_PREFERENCES } from '../../src/lib/theme/resolve';
import { NAV_ROUTES } from '../../src/structure';
import { variantOf as variantOfMessage } from '../support/message-variants';

// Every messages file beside the site's code, whether or not a locale uses it yet.
const FILES = import.meta.glob<Record<string, string>>('../../src/i18n/*.json', { eager: true, import: 'default' });
const BY_CODE = Object.fromEntries(Object.entries(FILES).map(([file, messages]) => [/(\w+)\.json$/.exec(file)![1]!, messages]));
const REFERENCE = BY_CODE[FALLBACK_LOCALE]!;

/** The fallback's message a key is a variant of (`readings.created.video`), when it is one: the one kind of key a file may hold alone. */
const variantOf = (key: string) => variantOfMessage(key, REFERENCE);

describe('translation resources', () => {
  it('exist for every locale of src/structure.ts: the site translates each with its own file', () => {
    // What the site translates with (src/i18n/index.ts), not a list this test builds itself.
    expect(Object.keys(RESOURCES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(RESOURCES[locale], locale).toEqual(BY_CODE[locale]);
    expect(useTranslations('fr')('nav.readings')).toBe(BY_CODE.fr!['nav.readings']);
  });

  it('a locale of src/structure.ts without its file stops the build, naming the file', async () => {
    // The structure as it reads with one more language and no messages file for it.
    vi.resetModules();
    vi.doMock('../../src/structure', async (importOriginal) => {
      const structure = await importOriginal<typeof import('../../src/structure')>();
      return { ...structure, LOCALES: [...structure.LOCALES, 'xx'] };
    });
    try {
      await expect(import('../../src/i18n')).rejects.toThrow('Missing messages: src/i18n/xx.json');
    } finally {
      vi.doUnmock('../../src/structure');
      vi.resetModules();
    }
  });

  // The site's own languages are complete; a language an owner adds may start partial (its missing
  // messages show in the fallback language, and the build says how many).
  it.each(COMPLETE_LOCALES)('%s.json has the same key set as the fallback, but for variants', (code) => {
    expect(missingMessages(BY_CODE[code]!, REFERENCE).filter((key) => variantOf(key) === undefined), 'missing keys').toEqual([]);
  });

  it.each(Object.keys(BY_CODE))('%s.json has no key the fallback lacks, but for variants of the fallback’s messages by reading type', (code) => {
    expect(Object.keys(BY_CODE[code]!).filter((key) => !Object.hasOwn(REFERENCE, key) && variantOf(key) === undefined), 'keys the fallback lacks').toEqual([]);
  });

  it('tells a variant from a key the fallback lacks: only a reading type after a message of the fallback makes one', () => {
    expect(variantOf('readings.created.video')).toBe('readings.created');
    expect(variantOf('readings.created.movie')).toBeUndefined();
    expect(variantOf('readings.crated.video')).toBeUndefined();
    // A type's own name is a message, not a variant: `readings.type` is none.
    expect(variantOf('readings.type.video')).toBeUndefined();
    expect(Object.keys(BY_CODE.fr!).filter((key) => variantOf(key) !== undefined)).toContain('readings.created.video');
  });

  it('a partial language is named by the build with its count and the command that lists it', () => {
    const resources = { fr: { a: 'A', b: 'B' }, en: { a: 'A', b: 'B' }, de: { a: 'A' } };
    expect(incompleteLanguages(resources, 'en', 'English')).toEqual(['de: 1 of 2 messages fall back to English; npm run i18n:missing de lists them']);
    expect(incompleteLanguages({ en: { a: 'A' }, fr: { a: 'A' } }, 'en', 'English')).toEqual([]);
  });

  it.each(Object.keys(BY_CODE))('%s.json has no empty string', (code) => {
    for (const [key, value] of Object.entries(BY_CODE[code]!)) expect(value, key).not.toBe('');
  });

  it.each(Object.keys(BY_CODE))('%s.json uses the same interpolation variables as the fallback', (code) => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(BY_CODE[code]!)) expect(vars(text), key).toEqual(vars(REFERENCE[variantOf(key) ?? key] ?? ''));
  });
});

describe('useTranslations', () => {
  it('translates per locale', () => {
    expect(useTranslations('en')('nav.readings')).toBe('Readings');
    expect(useTranslations('fr')('nav.readings')).toBe('Lectures');
  });

  it('builds the page title from the template', () => {
    expect(useTranslations('en')('meta.title', { owner: 'Ada', title: 'Lab' })).toBe('Ada - Lab');
    expect(useTranslations('fr')('meta.title', { owner: 'Ada', title: 'Labo' })).toBe('Ada - Labo');
  });

  it('falls back to English for a key missing in French', () => {
    const translations = createTranslations({ en: { 'a.b': 'English', 'a.c': 'Both' }, fr: { 'a.c': 'Les deux' } });
    expect(translations('fr')('a.b' as MessageKey)).toBe('English');
    expect(translations('fr')('a.c' as MessageKey)).toBe('Les deux');
    expect(translations('en')('a.c' as MessageKey)).toBe('Both');
  });

  it('reads a plural the language translated in part as i18next does: its own forms, then its own “other”, then the fallback’s', () => {
    // French translated the "other" form of one count and the "one" form of another (a half-done file).
    const resources = {
      en: { 'a.count_one': '{{count}} item', 'a.count_other': '{{count}} items', 'b.count_one': '{{count}} day', 'b.count_other': '{{count}} days' },
      fr: { 'a.count_other': '{{count}} éléments', 'b.count_one': '{{count}} jour' },
    };
    const i18n = i18next.createInstance();
    void i18n.init({ resources: { en: { translation: resources.en }, fr: { translation: resources.fr } }, fallbackLng: 'en', keySeparator: false, nsSeparator: false, initAsync: false });
    const t = createTranslations(resources)('fr');
    const picked = pickFrom(resources, 'fr', ['']);
    for (const key of ['a.count', 'b.count'] as unknown as MessageKey[]) {
      for (const count of [0, 1, 2, 25]) {
        expect(t(key, { count }), `${key} ${count}`).toBe(i18n.getFixedT('fr')(key, { count }));
        expect(translate(picked, 'fr', key, { count }), `${key} ${count}, picked`).toBe(t(key, { count }));
      }
    }
    expect(t('a.count' as MessageKey, { count: 1 })).toBe('1 éléments');
    expect(t('b.count' as MessageKey, { count: 25 })).toBe('25 days');
  });
});

describe('translate (islands)', () => {
  it('reads every message of every locale as i18next does (the format it keeps), counts and variants included', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: RESOURCES[l] }])),
      fallbackLng: FALLBACK_LOCALE,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      contextSeparator: '.',
      initAsync: false,
    });
    const keys = [...new Set(Object.keys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))] as MessageKey[];
    for (const locale of LOCALES) {
      const reference = i18n.getFixedT(locale);
      const t = useTranslations(locale);
      const messages = pickMessages(locale, ['']);
      for (const count of [0, 1, 2, 1_000_000]) {
        for (const context of [undefined, ...READING_TYPES]) {
          const vars = { owner: 'Ada', title: 'T', path: '/x', score: 4, n: 25, mode: 'dark', count, ...(context && { context }) };
          for (const key of keys) {
            expect(t(key, vars), `${locale} ${key} ${count} ${context}`).toBe(reference(key, vars));
            expect(translate(messages, locale, key, vars), key).toBe(t(key, vars));
          }
        }
      }
      expect(t('nav.readings')).toBe(reference('nav.readings'));
    }
  });

  it('picks plural forms by count', () => {
    const messages = { 'x.count_one': '{{count}} item', 'x.count_other': '{{count}} items' };
    const key = 'x.count' as MessageKey;
    expect(translate(messages, 'en', key, { count: 1 })).toBe('1 item');
    expect(translate(messages, 'en', key, { count: 2 })).toBe('2 items');
    // French treats 0 as singular.
    expect(translate(messages, 'fr', key, { count: 0 })).toBe('0 item');
  });

  it('reads a message’s variant for a context when the messages have it, else the message', () => {
    const messages = { 'x.added': 'Ajouté le {{date}}', 'x.added.video': 'Ajoutée le {{date}}', 'x.count_one': '{{count}} livre', 'x.count_other': '{{count}} livres', 'x.count.video_one': '{{count}} vidéo', 'x.count.video_other': '{{count}} vidéos' };
    const key = 'x.added' as MessageKey;
    expect(translate(messages, 'fr', key, { date: '1er mars', context: 'video' })).toBe('Ajoutée le 1er mars');
    expect(translate(messages, 'fr', key, { date: '1er mars', context: 'book' })).toBe('Ajouté le 1er mars');
    expect(translate(messages, 'fr', key, { date: '1er mars' })).toBe('Ajouté le 1er mars');
    expect(translate(messages, 'fr', 'x.count' as MessageKey, { count: 1, context: 'video' })).toBe('1 vidéo');
    expect(translate(messages, 'fr', 'x.count' as MessageKey, { count: 1, context: 'book' })).toBe('1 livre');
    expect(translate(messages, 'fr', 'x.count' as MessageKey, { count: 2, context: 'video' })).toBe('2 vidéos');
    expect(translate({}, 'fr', key, { context: 'video' })).toBe('x.added');
  });

  it('returns the key when the message is missing', () => {
    expect(translate({}, 'en', 'nope' as MessageKey)).toBe('nope');
  });

  it('refuses, at type level, a key that does not exist', () => {
    // @ts-expect-error: not a message key
    expect(translate({}, 'en', 'nav.nope')).toBe('nav.nope');
  });
});

/**
 * The values the site builds message keys from (`\`readings.status.${status}\``…), by the key's
 * prefix: a key under one of these prefixes is used only for a value of the list. Other templates
 * (two placeholders, values with no list to import) accept a value the code writes as a literal.
 */
const KNOWN_VALUES: Record<string, readonly string[]> = {
  'nav.': NAV_ROUTES,
  'theme.': THEME_PREFERENCES,
  'readings.status.': READING_STATUSES,
  'readings.type.': READING_TYPES,
  'readings.sort.': SORT_KEYS,
  // An item page's facts are named by their field (`readings.item.pages`, `readings.item.rereadsCount`).
  'readings.item.': FACT_FIELDS,
};

const SRC = join(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(astro|tsx?|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
/** The code of src/, comment lines left out: a key named only in a comment is not used. */
const SOURCE = sourceFiles(SRC)
  .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
  .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
  .join('\n');
/** Every string the code writes out in quotes (no template placeholder in it). */
const LITERALS = new Set([...SOURCE.matchAll(/(['"`])([^'"`\n$]*?)\1/g)].map((m) => m[2]!));
/** Template literals that build a key: static text, then `${…}` placeholders (`nav.${route}`). */
const TEMPLATES = [...SOURCE.matchAll(/`([a-zA-Z][\w.]*\$\{[^`]*)`/g)].map((m) => m[1]!.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/));
/** The arguments of every `pickMessages(locale, [...])` call. */
const PICKED = [...SOURCE.matchAll(/pickMessages\([^,]+,\s*\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((p) => p[1]!));

/** A plural form (`x_one`, `x_other`) is asked for by its base key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Whether a template (its static parts) builds `key` from values the code knows. */
function built(parts: string[], key: string): boolean {
  let rest = key;
  let prefix = '';
  if (!rest.startsWith(parts[0]!)) return false;
  rest = rest.slice(parts[0]!.length);
  prefix = parts[0]!;
  for (const part of parts.slice(1)) {
    // The placeholder's value runs up to the next static part (or the end of the key).
    const end = part === '' ? rest.length : rest.indexOf(part);
    if (end <= 0) return false;
    const value = rest.slice(0, end);
    const known = KNOWN_VALUES[prefix];
    if (known ? !known.includes(value) : !LITERALS.has(value)) return false;
    prefix += value + part;
    rest = rest.slice(end + part.length);
  }
  return rest === '';
}

/** How the code reaches a key: written out, built from a template, or picked whole; `undefined` when it does not. */
function useOf(key: string): string | undefined {
  const base = baseKey(key);
  if (LITERALS.has(base)) return 'written out';
  const template = TEMPLATES.find((parts) => built(parts, base));
  if (template) return `built by \`${template.join('${…}')}\``;
  if (PICKED.includes(base)) return 'picked by pickMessages';
  // A variant is read where its message is, with the item's type as the context.
  const plain = variantOf(base);
  if (plain !== undefined && useOf(plain) !== undefined) return `read as a variant of ${plain}`;
  return undefined;
}

describe('pickMessages', () => {
  it('leaves out what a `!` prefix marks: an island gets only the messages it says', () => {
    const picked = Object.keys(pickMessages('fr', ['readings.', '!readings.item.', 'meta.newTab']));
    expect(picked).toContain('readings.created');
    expect(picked).toContain('meta.newTab');
    expect(picked.filter((key) => key.startsWith('readings.item.'))).toEqual([]);
    expect(Object.keys(pickMessages('fr', ['readings.'])).some((key) => key.startsWith('readings.item.'))).toBe(true);
  });

  it('ships the locale’s own variants, and no other locale’s', () => {
    expect(pickMessages('fr', ['readings.'])).toMatchObject({ 'readings.created.video': BY_CODE.fr!['readings.created.video'], 'readings.item.added.video': BY_CODE.fr!['readings.item.added.video'] });
    expect(pickMessages('fr', ['readings.', '!readings.item.'])).not.toHaveProperty(['readings.item.added.video']);
    expect(Object.keys(pickMessages('en', ['readings.'])).filter((key) => variantOf(key) !== undefined)).toEqual([]);
  });
});

describe('message keys', () => {
  it('are all used: written out in src/, built from a template with a value the code knows, or picked whole', () => {
    const keys = new Set(Object.values(BY_CODE).flatMap((messages) => Object.keys(messages)));
    expect([...keys].filter((key) => useOf(key) === undefined)).toEqual([]);
  });

  it.each(Object.keys(KNOWN_VALUES))('%s is a prefix the code builds keys from', (prefix) => {
    expect(TEMPLATES.some((parts) => parts[0] === prefix || (parts.length > 2 && prefix.startsWith(parts[0]!))), prefix).toBe(true);
    expect(Object.keys(REFERENCE).some((key) => key.startsWith(prefix))).toBe(true);
  });

  it('the check sees a key no code asks for, and one under a template prefix with an unknown value', () => {
    expect(useOf('nav.about')).toBe('built by `nav.${…}`');
    expect(useOf('readings.status.read')).toMatch(/^(written out|built by)/);
    expect(useOf('readings.summary.count_one')).toBe('written out');
    expect(useOf('readings.noSuchKeyAnywhere')).toBeUndefined();
    expect(useOf('readings.status.abandoned')).toBeUndefined();
    expect(useOf('readings.status.canceled.video')).toBe('read as a variant of readings.status.canceled');
    expect(useOf('readings.noSuchKeyAnywhere.video')).toBeUndefined();
    expect(useOf('nav.blog')).toBeUndefined();
  });
});
