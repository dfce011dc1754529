import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseColophon, readColophon } from '../../src/data/colophon';
import { UNSUPPORTED } from '../support/locales';
import { DEFAULT_LOCALE, FALLBACK_LOCALE } from '../../src/structure';

describe('the colophon (content/colophon.yaml)', () => {
  // The site's own languages; a language an owner adds shows the fallback's text where it has none.
  it('gives every package the site declares a text in the default and the fallback language', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const colophon = readColophon();
    const missing = [...Object.keys(manifest.dependencies!), ...Object.keys(manifest.devDependencies!)].flatMap((name) =>
      [...new Set([DEFAULT_LOCALE, FALLBACK_LOCALE])].filter((locale) => !colophon.get(name)?.[locale]).map((locale) => `${name}.${locale}`),
    );
    expect(missing).toEqual([]);
  });

  it('stops the build on a malformed file, naming the file and the entry', () => {
    expect(() => parseColophon('astro: just text', 'c.yaml')).toThrow('c.yaml: "astro" needs a text per language (fr: …, en: …)');
    expect(() => parseColophon(`astro:\n  ${UNSUPPORTED[0]}: Baut`, 'c.yaml')).toThrow(`c.yaml: "astro.${UNSUPPORTED[0]}" is no language of the site`);
    expect(() => parseColophon('astro:\n  fr: ""', 'c.yaml')).toThrow('c.yaml: "astro.fr" must be a non-empty text');
    expect(() => parseColophon('- astro', 'c.yaml')).toThrow('c.yaml: expected package names');
    expect(parseColophon('')).toEqual(new Map());
  });
});
