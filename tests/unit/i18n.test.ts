import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { createTranslations, pickMessages, translate, useTranslations, type MessageKey } from '../../src/i18n';

describe('translation resources', () => {
  it('have the same key set in both locales', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty string', () => {
    for (const resource of [en, fr]) {
      for (const [key, value] of Object.entries(resource)) expect(value, key).not.toBe('');
    }
  });

  it('use the same interpolation variables in both locales', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(vars((fr as Record<string, string>)[key] ?? ''), key).toEqual(vars(en[key]));
    }
  });
});

describe('useTranslations', () => {
  it('translates per locale', () => {
    expect(useTranslations('en')('readings.title')).toBe('Data base');
    expect(useTranslations('fr')('readings.title')).toBe('Base de données');
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
    expect(translate(messages, 'en', 'x.count', { count: 1 })).toBe('1 item');
    expect(translate(messages, 'en', 'x.count', { count: 2 })).toBe('2 items');
    // French treats 0 as singular.
    expect(translate(messages, 'fr', 'x.count', { count: 0 })).toBe('0 item');
  });

  it('returns the key when the message is missing', () => {
    expect(translate({}, 'en', 'nope')).toBe('nope');
  });
});
