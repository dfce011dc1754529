/**
 * Draws one preview image from its layout tree: satori lays it out and writes SVG, resvg rasterizes
 * it to PNG. Imports packages only, with no relative import, so that the drawing thread
 * (draw-worker.ts) runs it as Node reads it, without the build's bundler.
 * Fonts are Inter's static WOFF files from @fontsource/inter: satori reads no WOFF2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';

/** A satori element: a box with a style, and text or boxes inside. */
export interface OgNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (OgNode | string)[] | OgNode | string; src?: string; width?: number; height?: number };
}

/** An image node's `src` naming a file to read here (a reading's cover): `file:<path>#<version>`, the version for the cache key. */
export const FILE_SRC = 'file:';

/**
 * The tree with each `file:` image read, scaled to twice its box and made a PNG data URL (satori
 * reads PNG and JPEG only; a cover may be WebP, AVIF or GIF). A file that cannot be read leaves an empty box.
 */
async function withFiles(node: OgNode): Promise<OgNode> {
  const { src, width, height, children } = node.props;
  if (node.type === 'img' && src?.startsWith(FILE_SRC)) {
    const file = src.slice(FILE_SRC.length).replace(/#[^#]*$/, '');
    const png = await sharp(file, { limitInputPixels: 40_000_000 })
      .resize((width ?? 200) * 2, (height ?? 300) * 2, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => undefined);
    return png ? { type: 'img', props: { ...node.props, src: `data:image/png;base64,${png.toString('base64')}` } } : { type: 'div', props: { style: { width: width ?? 0, height: height ?? 0 } } };
  }
  if (!Array.isArray(children)) return node;
  return { type: node.type, props: { ...node.props, children: await Promise.all(children.map((c) => (typeof c === 'string' ? c : withFiles(c)))) } };
}

const require = createRequire(import.meta.url);
let fonts: SatoriOptions['fonts'] | undefined;
function loadFonts(): SatoriOptions['fonts'] {
  const read = (weight: 400 | 700 | 800) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  fonts ??= ([400, 700, 800] as const).map((weight) => ({ name: 'Inter', data: read(weight), weight, style: 'normal' }));
  return fonts;
}

/**
 * The PNG bytes of `tree`, `width` × `height` pixels. resvg rasterizes on libuv's thread pool, so
 * images drawn side by side lay out (satori, on the calling thread) while others rasterize.
 */
export async function rasterize(tree: OgNode, width: number, height: number): Promise<Uint8Array> {
  const svg = await satori((await withFiles(tree)) as Parameters<typeof satori>[0], { width, height, fonts: loadFonts() });
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: width } })).asPng();
}
