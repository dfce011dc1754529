import { describe, expect, it } from 'vitest';
import { isLanguageTag, langAttr, langMark } from '../../src/lib/readings/lang';
import { readingSchema } from '../../src/lib/readings/schema';
import { bindTranslate } from '../../src/i18n/translate';
import { VALID_READING } from '../support/reading';
import en from '../../src/i18n/en.json';
import fr from '../../src/i18n/fr.json';

const tEn = bindTranslate(en, 'en');
const tFr = bindTranslate(fr, 'fr');

describe('the language of a reading item', () => {
  it('takes a known language’s primary tag, in any case, and nothing else', () => {
    for (const tag of ['fr', 'en', 'EN', 'de', 'tlh']) expect(isLanguageTag(tag), tag).toBe(true);
    for (const text of ['', 'f', 'fr-FR', 'en_US', 'French', 'français', 'xx', 'und', 'fr ']) expect(isLanguageTag(text), text).toBe(false);
  });

  it('is checked and lowercased by the schema, naming the field when it is not a tag', () => {
    expect(readingSchema.parse({ ...VALID_READING, lang: ' FR ' }).lang).toBe('fr');
    expect(readingSchema.parse(VALID_READING).lang).toBeUndefined();
    const refused = readingSchema.safeParse({ ...VALID_READING, lang: 'fr-FR' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lang', 'Not a language tag: "fr-FR" (expected a primary tag such as fr or en, without a region)'],
    ]);
    expect(readingSchema.safeParse({ ...VALID_READING, lang: 33 }).error?.issues[0]?.path).toEqual(['lang']);
  });

  it('gives blocks a lang attribute only where the item’s language is not the page’s', () => {
    expect(langAttr('fr', 'en')).toBe('fr');
    expect(langAttr('en', 'fr')).toBe('en');
    expect(langAttr('de', 'fr')).toBe('de');
    expect(langAttr('fr', 'fr')).toBeUndefined();
    expect(langAttr('en', 'en')).toBeUndefined();
    // An item without a language is taken to be in the page's.
    expect(langAttr(undefined, 'fr')).toBeUndefined();
    expect(langAttr('', 'en')).toBeUndefined();
  });

  it('marks it with its tag and its name in the page’s language', () => {
    expect(langMark('fr', 'en', tEn)).toEqual({ text: 'FR', label: 'In French' });
    expect(langMark('en', 'fr', tFr)).toEqual({ text: 'EN', label: 'En anglais' });
    expect(langMark('de', 'fr', tFr)).toEqual({ text: 'DE', label: 'En allemand' });
    expect(langMark('en', 'en', tEn)).toBeUndefined();
    expect(langMark(undefined, 'fr', tFr)).toBeUndefined();
  });
});
