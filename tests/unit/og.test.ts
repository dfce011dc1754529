import { describe, expect, it } from 'vitest';
import { ogImage } from '../../src/lib/og/image';
import { hasOgImage, ogImagePages, ogImagePath, OG_HEIGHT, OG_WIDTH } from '../../src/lib/og';

describe('link-preview images', () => {
  it('exist for every page and locale but the test page', () => {
    const pages = ogImagePages();
    expect(pages).toHaveLength(8);
    expect(pages.some(({ route }) => route === 'test')).toBe(false);
    expect(hasOgImage('test')).toBe(false);
    expect(hasOgImage(undefined)).toBe(false);
    expect(hasOgImage('about')).toBe(true);
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
