/**
 * Draws one preview image from its layout tree: satori lays it out and writes SVG, resvg rasterizes
 * it, sharp writes the PNG. What every card shares is drawn once per thread and reused: the root's
 * background, laid under each card, and each size of box shadow, a blurred picture behind its box.
 * A card so drawn is within a few shades of resvg's own drawing of the whole tree, at less than half
 * the time (about 50 ms instead of 170 ms here: resvg's blur and full-size gradients were most of it).
 * Imports packages only, with no relative import, so that the drawing thread
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
/** The faces the cards are set in (Inter 400, 700, 800), read once. */
export function ogFonts(): SatoriOptions['fonts'] {
  const read = (weight: 400 | 700 | 800) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  fonts ??= ([400, 700, 800] as const).map((weight) => ({ name: 'Inter', data: read(weight), weight, style: 'normal' }));
  return fonts;
}

type Style = NonNullable<OgNode['props']['style']>;
const box = (style: Style, ...children: OgNode[]): OgNode => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });
/** Lays `tree` out (satori) and rasterizes it (resvg): premultiplied RGBA pixels. */
async function draw(tree: OgNode, width: number, height: number): Promise<Buffer> {
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts: ogFonts() });
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: width } })).pixels;
}

/** Work a drawing thread does once and keeps: the backgrounds and the shadows it has drawn, by what they look like. */
const kept = new Map<string, Promise<unknown>>();
const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as Promise<T>;
};

/**
 * The root's background (a colour, white if none, and gradients over the whole picture) is the same
 * on every card: drawn once, then each card is drawn on a transparent root and laid over it. resvg spends more on
 * two full-size gradients than on everything else a card draws.
 */
function background(style: Style, width: number, height: number): Promise<Buffer> {
  const { backgroundColor, backgroundImage } = style;
  const only = box({ width, height, backgroundColor: backgroundColor ?? '#fff', ...(backgroundImage ? { backgroundImage } : {}) });
  return once(`background ${width}×${height} ${JSON.stringify(only)}`, async () => {
    // Opaque: its RGB channels alone, the way each card starts.
    const data = await draw(only, width, height);
    const rgb = Buffer.alloc((data.length / 4) * 3);
    for (let pixel = 0, at = 0; pixel < data.length; pixel += 4, at += 3) data.copy(rgb, at, pixel, pixel + 3);
    return rgb;
  });
}

/** `0 8px 24px rgba(…)`: a box shadow without spread or inset, the only kind the cards draw. */
const SHADOW = /^(-?\d+)(?:px)?\s+(-?\d+)(?:px)?\s+(\d+)px\s+(rgba?\([^)]*\))$/;

/**
 * A box shadow as a picture behind its box: the box's rounded shape in the shadow's colour, blurred
 * once per size by sharp (a CSS blur radius is twice the Gaussian's deviation). resvg's own blur
 * filter, which satori writes for `boxShadow`, takes longer than the rest of the card.
 */
function shadowImage(width: number, height: number, radius: number, [x, y, blur, color]: [number, number, number, string]) {
  const pad = Math.ceil(blur * 1.5);
  const [outerWidth, outerHeight] = [width + 2 * pad, height + 2 * pad];
  const src = once(`shadow ${width}×${height} ${radius} ${blur} ${color}`, async () => {
    const [r = 0, g = 0, b = 0, alpha = 1] = (/\(([^)]*)\)/.exec(color)?.[1] ?? '').split(',').map(Number);
    // The shape as a mask (white on black), blurred, scaled to the colour's opacity: the shadow's alpha.
    const shape =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outerWidth}" height="${outerHeight}"><rect width="100%" height="100%"/>` +
      `<rect x="${pad}" y="${pad}" width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`;
    const mask = await sharp(Buffer.from(shape)).extractChannel(0).blur(Math.max(0.3, blur / 2)).linear(alpha, 0).raw().toBuffer();
    const png = await sharp({ create: { width: outerWidth, height: outerHeight, channels: 3, background: { r, g, b } } })
      .joinChannel(mask, { raw: { width: outerWidth, height: outerHeight, channels: 1 } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  });
  return { src, left: x - pad, top: y - pad, width: outerWidth, height: outerHeight };
}

/** The tree with each box shadow (on a box of known size) drawn as a picture behind the box instead. */
async function withShadows(node: OgNode): Promise<OgNode> {
  const { style = {}, children } = node.props;
  const shadow = typeof style.boxShadow === 'string' ? SHADOW.exec(style.boxShadow) : null;
  const [width, height] = [style.width, style.height];
  if (shadow && typeof width === 'number' && typeof height === 'number') {
    const { boxShadow: _, ...rest } = style;
    const [, x, y, blur, color] = shadow;
    const { src, left, top, width: w, height: h } = shadowImage(width, height, Number(style.borderRadius ?? 0), [Number(x), Number(y), Number(blur), color!]);
    const behind: OgNode = { type: 'img', props: { src: await src, width: w, height: h, style: { position: 'absolute', left, top, width: w, height: h } } };
    // Both placed, in this order: the picture under the box (a box in the flow would paint under it).
    const shadowless = await withShadows({ ...node, props: { ...node.props, style: { ...rest, position: 'absolute', left: 0, top: 0 } } });
    return box({ position: 'relative', width, height, flexShrink: 0 }, behind, shadowless);
  }
  if (!Array.isArray(children)) return node;
  return { type: node.type, props: { ...node.props, children: await Promise.all(children.map((c) => (typeof c === 'string' ? c : withShadows(c)))) } };
}

/**
 * The PNG bytes of `tree`, `width` × `height` pixels. resvg rasterizes on libuv's thread pool, so
 * images drawn side by side lay out (satori, on the calling thread) while others rasterize.
 */
export async function rasterize(tree: OgNode, width: number, height: number): Promise<Uint8Array> {
  const { backgroundColor, backgroundImage, ...style } = tree.props.style ?? {};
  const transparent = { ...tree, props: { ...tree.props, style } };
  const [under, data] = await Promise.all([
    background({ backgroundColor, backgroundImage }, width, height),
    withShadows(await withFiles(transparent)).then((card) => draw(card, width, height)),
  ]);
  // The background, then the card over it: resvg's pixels are premultiplied, so where the card
  // covers part of a pixel, each channel is the card's plus the background's share left showing.
  const picture = Buffer.from(under);
  for (let pixel = 0, at = 0; pixel < data.length; pixel += 4, at += 3) {
    const alpha = data[pixel + 3]!;
    if (alpha === 0) continue;
    const showing = 255 - alpha;
    for (let channel = 0; channel < 3; channel++) {
      picture[at + channel] = data[pixel + channel]! + Math.round((picture[at + channel]! * showing) / 255);
    }
  }
  return sharp(picture, { raw: { width, height, channels: 3 } }).png().toBuffer();
}
