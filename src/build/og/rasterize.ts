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

/** A satori element: a box with a style, and text or boxes inside. */
export interface OgNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (OgNode | string)[] | OgNode | string };
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
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts: loadFonts() });
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: width } })).asPng();
}
