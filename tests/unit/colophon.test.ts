import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseColophon, readColophon } from '../../src/data/colophon';
import { LOCALES } from '../../src/structure';

describe('the colophon (content/colophon.yaml)', () => {
  it('gives every package the site declares a text in every language', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const colophon = readColophon();
    const missing = [...Object.keys(manifest.dependencies!), ...Object.keys(manifest.devDependencies!)].flatMap((name) =>
      LOCALES.filter((locale) => !colophon.get(name)?.[locale]).map((locale) => `${name}.${locale}`),
    );
    expect(missing).toEqual([]);
  });

  it('stops the build on a malformed file, naming the file and the entry', () => {
    expect(() => parseColophon('astro: just text', 'c.yaml')).toThrow('c.yaml: "astro" needs a text per language (fr: …, en: …)');
    expect(() => parseColophon('astro:\n  de: Baut', 'c.yaml')).toThrow('c.yaml: "astro.de" is no language of the site');
    expect(() => parseColophon('astro:\n  fr: ""', 'c.yaml')).toThrow('c.yaml: "astro.fr" must be a non-empty text');
    expect(() => parseColophon('- astro', 'c.yaml')).toThrow('c.yaml: expected package names');
    expect(parseColophon('')).toEqual(new Map());
  });
});
