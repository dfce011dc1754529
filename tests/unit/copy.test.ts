import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { frenchSpacingWarnings, keepUnits } from '../../src/lib/typography';

/**
 * The seed's texts keep their words, a space before the question mark included
 * ("Filters too restrictive ?"); their apostrophes are typographic like every other.
 */
const SPACED = new Set(['readings.empty']);

/** Straight apostrophes and quotes, where a page should show ’ “ ” « ». */
const straightQuotes = (text: string) => [...text.matchAll(/['"]/g)].map((m) => m[0]);

/**
 * French typography: a no-break space (narrow, U+202F, or full, U+00A0) before `; : ! ? »` and after
 * `«`; a plain space or none there is a fault (the mark would wrap alone, or stick to its word).
 */
const frenchSpacing = (text: string) => [...text.matchAll(/(?:^|[^\u202F\u00A0])[;:!?»]|«(?:[^\u202F\u00A0]|$)/g)].map((m) => m[0]);


const entries = (messages: Record<string, string>) => Object.entries(messages);

describe('the rules', () => {
  it('catch a straight apostrophe or quote, and a French mark without its no-break space', () => {
    expect(straightQuotes("Sorry, that page doesn't exist.")).toEqual(["'"]);
    expect(straightQuotes('a "quoted" word')).toHaveLength(2);
    expect(straightQuotes('Sorry, that page doesn’t exist, “quoted”.')).toEqual([]);
    for (const bad of ['Thème : auto', 'Thème: auto', 'Oups !', 'Oups!', 'Trop ?', 'a ; b', '« mot »', '«\u202Fmot»', '«mot\u202F»']) expect(frenchSpacing(bad), bad).not.toEqual([]);
    for (const good of ['Thème\u202F: auto', 'Oups\u202F!', 'Trop\u00A0?', 'a\u202F; b', '«\u202Fmot\u202F»', 'https sans deux-points']) expect(frenchSpacing(good), good).toEqual([]);
  });
});

describe('numbers and their units', () => {
  it('keep a unit on its number’s line, and leave words that only start like one', () => {
    expect(keepUnits('de 4,2 s à 0,9 s, 2 KB, 15 %, 5 min, 8 h')).toBe('de 4,2\u00a0s à 0,9\u00a0s, 2\u00a0KB, 15\u00a0%, 5\u00a0min, 8\u00a0h');
    expect(keepUnits('140 stations, 2 heures, 3 books, 2 ou 3')).toBe('140 stations, 2 heures, 3 books, 2 ou 3');
  });
});

describe('the copy', () => {
  it('uses typographic apostrophes and quotes in both languages', () => {
    const straight = [...entries(fr).map(([key, text]) => [`fr:${key}`, text]), ...entries(en).map(([key, text]) => [`en:${key}`, text])].filter(
      ([, text]) => straightQuotes(text!).length > 0,
    );
    expect(straight).toEqual([]);
  });

  it('keeps French double punctuation and guillemets on the line of their words, with a no-break space', () => {
    expect(entries(fr).filter(([, text]) => frenchSpacing(text).length > 0)).toEqual([]);
  });

  // The owner's own texts get a warning from `npm run readings -- check`, not a failing test.
  it('warns of a plain space before a French mark in a content file, naming the file and line', () => {
    expect(frenchSpacingWarnings('---\ntitle: Accueil\n---\nBonjour !\n« Oui »', 'content/pages/fr/index.md')).toEqual([
      'content/pages/fr/index.md:4: a plain space beside !: use a no-break space (U+202F) so the mark stays with its word',
      'content/pages/fr/index.md:5: a plain space beside « »: use a no-break space (U+202F) so the mark stays with its word',
    ]);
    expect(frenchSpacingWarnings('Bonjour\u202F!\nurl: https://x', 'f.md')).toEqual([]);
  });

  it('puts no space before English punctuation, except in the seed’s own “Filters too restrictive ?”', () => {
    expect(entries(en).filter(([key, text]) => !SPACED.has(key) && / [:;!?]/.test(text))).toEqual([]);
    expect(en['readings.empty']).toMatch(/Filters too restrictive \?$/);
  });

  it('keeps the seed’s own words', () => {
    const seed = {
      en: ['Data base', 'Articles by page', 'Load more', 'Filters too restrictive ?', 'Clear filters', 'tracks per page', 'Listen to nothing', 'Sorry, that page doesn’t exist.', 'Page not found', 'Go back home', 'Dang!', 'It looks like something broke.', 'Sorry about that'],
      fr: ['Articles par page', 'Charger la suite', 'Filtres trop restrictifs\u202F?', 'Effacer les filtres', 'pistes par page', 'Écoute rien du tout', 'Désolé, cette page n’existe pas.', 'Page introuvable', 'Retour à l’accueil', 'On dirait que quelque chose s’est cassé.', 'Désolé'],
    };
    const readingsTitle = { en: readFileSync('content/pages/en/readings.md', 'utf8'), fr: '' };
    for (const [locale, words] of Object.entries(seed) as ['en' | 'fr', string[]][]) {
      const all = Object.values(locale === 'en' ? en : fr).join('\n') + readingsTitle[locale];
      expect(words.filter((text) => !all.includes(text)), locale).toEqual([]);
    }
  });
});
