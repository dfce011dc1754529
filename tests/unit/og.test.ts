import { describe, expect, it } from 'vitest';
import { ogImage } from '../../src/build/og/image';
import { hasOgImage, ogImagePages, ogImagePath, OG_HEIGHT, OG_WIDTH } from '../../src/build/og';
import { LOCALE_ENTRIES, ROUTE_ENTRIES } from '../../src/structure';

describe('link-preview images', () => {
  it('exist for every indexed page in every locale of src/structure.ts, and only for those', () => {
    const indexed = ROUTE_ENTRIES.filter((entry) => entry.indexed).map((entry) => entry.id);
    const expected = LOCALE_ENTRIES.flatMap(({ code }) => indexed.map((route) => `${code}/${route}`));
    expect(ogImagePages().map(({ locale, route }) => `${locale}/${route}`).sort()).toEqual(expected.sort());
    for (const { id, indexed } of ROUTE_ENTRIES) expect(hasOgImage(id), id).toBe(indexed);
    expect(hasOgImage(undefined)).toBe(false);
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
  }, 20_000);
});
