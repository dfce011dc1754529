import { existsSync, readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { siteIconFiles, squareCorners } from '../../src/build/site-icon-files';
import { RASTER_ICONS, SITE_ICONS, THEME_COLORS, webManifest } from '../../src/build/site-icons';
import { SITE } from '../../src/site.config';

const read = (file: string) => readFileSync(`public/${file}`);

/** Width and height from a PNG's header chunk (IHDR, always first). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The smallest alpha of any pixel of a PNG (255: nothing shows through), decoded by drawing it at its size. */
function minAlpha(png: Buffer): number {
  const { width, height } = pngSize(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const { pixels } = new Resvg(svg).render();
  let min = 255;
  for (let i = 3; i < pixels.length; i += 4) min = Math.min(min, pixels[i]!);
  return min;
}

describe('the site icon files in public/', () => {
  it.each(RASTER_ICONS)('$file is a PNG of $size×$size', ({ file, size }) => {
    expect(pngSize(read(file))).toEqual({ width: size, height: size });
  });

  it('include a favicon sized in a multiple of 48 (search results) and a 180×180 home-screen icon', () => {
    expect(RASTER_ICONS.find((icon) => icon.file === SITE_ICONS.png)!.size % 48).toBe(0);
    expect(RASTER_ICONS.find((icon) => icon.file === SITE_ICONS.appleTouch)!.size).toBe(180);
  });

  it('draw the square icons with nothing transparent, and the rounded ones with clear corners', () => {
    for (const { file, shape } of RASTER_ICONS) {
      expect(minAlpha(read(file)), file).toBe(shape === 'square' ? 255 : 0);
    }
  });

  it('have an SVG drawn with paths only, which looks the same whatever fonts a browser has', () => {
    const svg = read(SITE_ICONS.svg).toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it('are what `npm run site-icons` makes from the drawing and src/site.config.ts', async () => {
    const files = await siteIconFiles();
    expect([...files.keys()].sort()).toEqual([...RASTER_ICONS.map((icon) => icon.file), SITE_ICONS.svg, SITE_ICONS.manifest].sort());
    // The text files byte for byte; the pictures by their size and look (checked above), as a new
    // version of the rasterizer may move a pixel's shade.
    expect(read(SITE_ICONS.svg).toString(), 'run npm run site-icons').toBe(files.get(SITE_ICONS.svg));
    expect(read(SITE_ICONS.manifest).toString(), 'run npm run site-icons').toBe(files.get(SITE_ICONS.manifest));
  });
});

describe('the web app manifest', () => {
  const manifest = JSON.parse(read(SITE_ICONS.manifest).toString()) as ReturnType<typeof webManifest>;

  it('names the site, starts at its home, and takes the light theme colour', () => {
    expect(manifest).toMatchObject({ name: SITE.siteName, short_name: SITE.shortName, start_url: './', scope: './', theme_color: THEME_COLORS.light });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(['standalone', 'minimal-ui', 'browser', 'fullscreen']).toContain(manifest.display);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists 192 and 512 pixel icons, each a file of that size next to it', () => {
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      // Relative to the manifest: the same file under any base path.
      expect(icon.src).not.toMatch(/^\/|:/);
      expect(existsSync(`public/${icon.src}`), icon.src).toBe(true);
      const { width, height } = pngSize(read(icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });
});

describe('squareCorners', () => {
  it('drops the rounding of the first rect only', () => {
    const svg = '<svg><rect width="64" rx="16" ry="16" fill="red"/><rect rx="2"/></svg>';
    expect(squareCorners(svg)).toBe('<svg><rect width="64" fill="red"/><rect rx="2"/></svg>');
  });
});
