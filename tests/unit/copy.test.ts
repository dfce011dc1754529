import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };

/** The seed's fixed texts, kept exactly as they are, straight apostrophes included. */
const FIXED = new Set(['notFound.text', 'notFound.home', 'error.intro', 'error.home', 'lab.order', 'lab.nowPlaying', 'readings.empty']);

/** French typography: a no-break space before `: ; ! ? »` and after `«`, never a plain one. */
const frenchSpacing = (text: string) => [...text.matchAll(/ [:;!?»]|« /g)].map((m) => m[0]);

describe('the copy', () => {
  it('uses typographic apostrophes outside the seed’s fixed texts, in both languages', () => {
    const straight = Object.entries({ ...prefix('fr', fr), ...prefix('en', en) }).filter(
      ([key, text]) => text.includes("'") && !FIXED.has(key.slice(3)),
    );
    expect(straight).toEqual([]);
  });

  it('keeps French double punctuation and guillemets on the line of their words', () => {
    expect(Object.entries(fr).filter(([, text]) => frenchSpacing(text).length > 0)).toEqual([]);
    const files = ['pages', 'projects'].flatMap((dir) => readdirSync(`content/${dir}/fr`).map((f) => `content/${dir}/fr/${f}`));
    expect(files.filter((file) => frenchSpacing(readFileSync(file, 'utf8')).length > 0)).toEqual([]);
  });

  it('puts no space before English punctuation, except in the seed’s fixed texts', () => {
    expect(Object.entries(en).filter(([key, text]) => !FIXED.has(key) && / [:;!?]/.test(text))).toEqual([]);
  });
});

function prefix(locale: string, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${locale}:${key}`, text]));
}
