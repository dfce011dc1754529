import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import { createTranslations, FALLBACK_LOCALE, LOCALES, messagesByLocale, pickMessages, translate, useTranslations, type MessageKey } from '../../src/i18n';

// Every messages file beside the site's code, whether or not a locale uses it yet.
const FILES = import.meta.glob<Record<string, string>>('../../src/i18n/*.json', { eager: true, import: 'default' });
const BY_CODE = Object.fromEntries(Object.entries(FILES).map(([file, messages]) => [/(\w+)\.json$/.exec(file)![1]!, messages]));
const REFERENCE = BY_CODE[FALLBACK_LOCALE]!;

describe('translation resources', () => {
  it('exist for every locale of src/structure.ts: a missing file stops the build, naming it', () => {
    expect(Object.keys(messagesByLocale(FILES)).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const others = Object.fromEntries(Object.entries(FILES).filter(([file]) => !file.endsWith(`/${locale}.json`)));
      expect(() => messagesByLocale(others)).toThrow(`Missing messages: src/i18n/${locale}.json`);
    }
  });

  it.each(Object.keys(BY_CODE))('%s.json has the same key set as the fallback', (code) => {
    const keys = Object.keys(BY_CODE[code]!);
    expect(Object.keys(REFERENCE).filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !Object.hasOwn(REFERENCE, key)), 'keys the fallback lacks').toEqual([]);
  });

  it.each(Object.keys(BY_CODE))('%s.json has no empty string', (code) => {
    for (const [key, value] of Object.entries(BY_CODE[code]!)) expect(value, key).not.toBe('');
  });

  it.each(Object.keys(BY_CODE))('%s.json uses the same interpolation variables as the fallback', (code) => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(REFERENCE)) expect(vars(BY_CODE[code]![key] ?? ''), key).toEqual(vars(REFERENCE[key]!));
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
});

describe('translate (islands)', () => {
  it('agrees with i18next on every key of both locales', () => {
    for (const locale of ['fr', 'en'] as const) {
      const t = useTranslations(locale);
      const messages = pickMessages(locale, ['']);
      const vars = { owner: 'Ada', title: 'T', path: '/x', score: 4, n: 25, mode: 'dark' };
      for (const key of Object.keys(en) as MessageKey[]) {
        expect(translate(messages, locale, key, vars), key).toBe(t(key, vars));
      }
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

  it('returns the key when the message is missing', () => {
    expect(translate({}, 'en', 'nope' as MessageKey)).toBe('nope');
  });

  it('refuses, at type level, a key that does not exist', () => {
    // @ts-expect-error: not a message key
    expect(translate({}, 'en', 'nav.nope')).toBe('nav.nope');
  });
});

/**
 * Keys the site builds from a prefix and a value rather than writing them out, each with where.
 * A key under one of them counts as used; every other key must appear quoted in src/.
 */
const DYNAMIC_PREFIXES = [
  'nav.', // Header: `nav.${route}` for each route of the navigation
  'theme.', // ThemeSelect: its translator takes the keys without `theme.`
  'readings.status.', // `readings.status.${status}`, and the facet labels `readings.${facet}.${value}`
  'readings.type.', // `readings.type.${type}`, and the facet labels
  'readings.sort.', // `readings.sort.${key}`
  'readings.summary.', // filters.ts: `readings.summary.${key}`
  'readings.facetLede.', // ReadingList.astro: `readings.facetLede.${facet.key}`
  'lab.source.', // LabPlayer: `lab.source.${source}`
  'lab.fault.', // LabPlayer: `lab.fault.${fault}`
  'test.badge.', // the test page: `test.badge.${tone}`
];

const SRC = join(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(astro|tsx?|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('message keys', () => {
  const source = sourceFiles(SRC)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // A plural form (`x_one`, `x_other`) is asked for by its base key.
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((q) => source.includes(q));

  it('are all used: written out in src/ or built from a known prefix', () => {
    const keys = new Set(Object.values(BY_CODE).flatMap((messages) => Object.keys(messages)));
    const unused = [...keys].filter((key) => !quoted(base(key)) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it.each(DYNAMIC_PREFIXES)('%s is a prefix the code builds keys from, and some keys have', (prefix) => {
    expect(source).toContain(prefix.slice(0, -1));
    expect(Object.keys(REFERENCE).some((key) => key.startsWith(prefix))).toBe(true);
  });
});
