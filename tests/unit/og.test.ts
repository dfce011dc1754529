import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { ogImage, ogTree } from '../../src/build/og/image';
import { ogFonts } from '../../src/build/og/rasterize';
import { hasOgImage, ogImagePages, ogImagePath, OG_HEIGHT, OG_WIDTH, readingOgImageName, readingOgImagePath } from '../../src/build/og';
import { entryId } from '../../src/build/readings/source-checks';
import { LOCALE_ENTRIES, ROUTE_ENTRIES } from '../../src/structure';

/** The committed reading items, by the id the collection gives each file (its `slug`, else its path). */
const READINGS = join(import.meta.dirname, '../../content/readings');
function readingIds(): string[] {
  const files = readdirSync(READINGS, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(md|ya?ml|json)$/.test(file));
  return files.map((file) => {
    const text = readFileSync(join(READINGS, file), 'utf8');
    const data = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text)) as Record<string, unknown>;
    return entryId(file.split('\\').join('/'), data ?? {});
  });
}

describe('link-preview images', () => {
  it('exist for every indexed page in every locale of src/structure.ts, and only for those', () => {
    const indexed = ROUTE_ENTRIES.filter((entry) => entry.indexed).map((entry) => entry.id);
    const expected = LOCALE_ENTRIES.flatMap(({ code }) => indexed.map((route) => `${code}/${route}`));
    expect(ogImagePages().map(({ locale, route }) => `${locale}/${route}`).sort()).toEqual(expected.sort());
    for (const { id, indexed } of ROUTE_ENTRIES) expect(hasOgImage(id), id).toBe(indexed);
    expect(hasOgImage(undefined)).toBe(false);
  });

  it('are one per indexed page per locale plus one per reading item, each in a file of its own', () => {
    const indexed = ROUTE_ENTRIES.filter((entry) => entry.indexed).length;
    const ids = readingIds();
    const files = [
      ...ogImagePages().map(({ locale, route }) => ogImagePath(locale, route, '/')),
      ...ids.map((id) => readingOgImagePath(id, '/')),
    ];
    expect(files).toHaveLength(LOCALE_ENTRIES.length * indexed + ids.length);
    expect(new Set(files).size, 'two images share a file').toBe(files.length);
    expect(readingOgImagePath('a/b', '/portfolio')).toBe(`/portfolio/og/readings/${readingOgImageName('a/b')}.png`);
  });

  it('live under /og/<locale>/<route>.png, below the base', () => {
    expect(ogImagePath('en', 'about', '/')).toBe('/og/en/about.png');
    expect(ogImagePath('fr', 'index', '/portfolio')).toBe('/portfolio/og/fr/index.png');
  });

  it('are 1200×630 PNG files', async () => {
    const png = await ogImage({ eyebrow: 'Sous le capot', title: 'À propos', description: 'Texte.', owner: 'Camille', host: 'example.org' });
    const view = new DataView(png.buffer, png.byteOffset);
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([OG_WIDTH, OG_HEIGHT]);
  });

  it('draw the optional parts of a share card (figures, ring, covers, stars, album art) within 1200×630', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cover-'));
    const file = join(dir, 'cover.webp');
    writeFileSync(file, await sharp({ create: { width: 60, height: 90, channels: 3, background: '#c33' } }).webp().toBuffer());
    const base = { eyebrow: 'Liste', title: 'L’année 2026 en lectures', description: '', owner: 'Camille', host: 'example.org' };
    const covers = [{ file: `${file}#1`, title: 'Dune', hue: 3 }, { title: 'Hyperion', hue: 7, byline: 'Dan Simmons' }];
    for (const text of [
      { ...base, figures: [{ value: '1\u202f984', label: 'pages' }], ring: { done: 22, goal: 24, label: 'objectif' }, covers },
      { ...base, stars: 4, covers: covers.slice(0, 1) },
      { ...base, art: { hue: 5, turn: 1, motif: 2 } },
    ]) {
      const png = await ogImage(text);
      expect([new DataView(png.buffer, png.byteOffset).getUint32(16), new DataView(png.buffer, png.byteOffset).getUint32(20)]).toEqual([OG_WIDTH, OG_HEIGHT]);
    }
    // The drawn text has no narrow no-break space: Inter's latin files lack it.
    expect(JSON.stringify(ogTree({ ...base, figures: [{ value: '1\u202f984', label: 'pages' }] }))).not.toContain('\u202f');
  });

  it('look as satori and resvg alone draw them: the background laid under, the shadows as pictures, within a few shades', async () => {
    // A reading's card: the page's gradients, a title card with its shadow, stars.
    const card = {
      eyebrow: 'Martin Fowler',
      title: 'Refactoring',
      description: 'Améliorer le code existant.',
      owner: 'Camille',
      host: 'example.org',
      stars: 4,
      covers: [{ title: 'Refactoring', hue: 5, byline: 'Martin Fowler' }],
    };
    const reference = new Resvg(await satori(ogTree(card) as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts: ogFonts() })).render().asPng();
    const pixels = (png: Uint8Array) => sharp(png).removeAlpha().raw().toBuffer();
    const [drawn, expected] = await Promise.all([ogImage(card).then(pixels), pixels(reference)]);
    expect(drawn.length).toBe(expected.length);
    let largest = 0;
    for (let i = 0; i < drawn.length; i++) largest = Math.max(largest, Math.abs(drawn[i]! - expected[i]!));
    expect(largest, 'the largest difference of a channel').toBeLessThanOrEqual(12);
  });
});
