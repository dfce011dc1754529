import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { SITE, type SiteConfig } from '../site.config.ts';
import { INTER_SOURCE } from './font/subset.ts';
import { fillIconTemplate, ICON_SOURCE, RASTER_ICONS, SITE_ICONS, webManifest } from './site-icons.ts';

/** The drawing with the corners of its first `<rect>`, its background, made square. */
export const squareCorners = (svg: string) => svg.replace(/<rect\b[^>]*>/, (tag) => tag.replace(/\s+r[xy]="[^"]*"/g, ''));

/** Numbers to two decimals and no blank between tags: a smaller file, with no visible change at 64 units. */
const compact = (svg: string) =>
  svg
    .replace(/>\s+</g, '><')
    .replace(/-?\d+\.\d{3,}/g, (n) => String(Number(Number(n).toFixed(2))))
    .trim();

/**
 * Each drawing with its text turned into paths, in Inter at the weight it names: the icon then looks
 * the same in every browser and every rasterization, whatever fonts the machine has.
 */
async function withTextAsPaths(svgs: readonly string[]): Promise<string[]> {
  const weights = new Set(svgs.flatMap((svg) => [...svg.matchAll(/font-weight="(\d+)"/g)].map((m) => Number(m[1]))));
  if (weights.size > 1) throw new Error(`${ICON_SOURCE}: set its text in one weight (found ${[...weights].join(', ')})`);
  const letters = svgs.flatMap((svg) => svg.match(/<text\b[\s\S]*?<\/text>/g) ?? []).map((text) => text.replace(/<[^>]*>/g, ''));
  const inter = readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
  // resvg reads TrueType, not WOFF2, and draws a variable font at its default weight: one weight, as TrueType.
  const ttf = await subsetFont(inter, letters.join('') || ' ', { targetFormat: 'truetype', variationAxes: { wght: [...weights][0] ?? 400 } });
  const dir = mkdtempSync(join(tmpdir(), 'site-icon-'));
  try {
    const font = join(dir, 'inter.ttf');
    writeFileSync(font, ttf);
    const options: ResvgRenderOptions = { font: { loadSystemFonts: false, fontFiles: [font], defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' }, logLevel: 'error' };
    return svgs.map((svg) => compact(new Resvg(svg, options).toString()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A PNG in 256 colours, dithered: the gradient shows no banding, and the files weigh about an eighth
 * (icon-192.png 24.7 → 3.2 KB, icon-512.png 96 → 7.3 KB). Browsers fetch the manifest's icon as a
 * page loads (to offer installing it), beside the page's own font.
 */
const palettePng = (png: Buffer) => sharp(png).png({ palette: true, quality: 100, dither: 1, effort: 10, compressionLevel: 9 }).toBuffer();

/** Every file `npm run site-icons` writes in `public/`: name → bytes. */
export async function siteIconFiles(
  site: Pick<SiteConfig, 'initials' | 'colors' | 'siteName' | 'shortName'> = SITE,
  source = fillIconTemplate(readFileSync(ICON_SOURCE, 'utf8'), site),
): Promise<Map<string, Buffer | string>> {
  const [rounded, square] = (await withTextAsPaths([source, squareCorners(source)])) as [string, string];
  const files = new Map<string, Buffer | string>([[SITE_ICONS.svg, `${rounded}\n`]]);
  for (const { file, size, shape } of RASTER_ICONS) {
    // Paths only: no font to load.
    const png = new Resvg(shape === 'square' ? square : rounded, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, logLevel: 'error' }).render().asPng();
    files.set(file, await palettePng(png));
  }
  files.set(SITE_ICONS.manifest, `${JSON.stringify(webManifest(site), null, 2)}\n`);
  return files;
}
