/**
 * What every image the site keeps must be (a reading's cover, a lab cover, a Notion image): a
 * JPEG, PNG, GIF, WebP or AVIF by its first bytes, that decodes whole, within MAX_IMAGE_PIXELS.
 * A 47 KB PNG can say 20,000 × 20,000 pixels: decoded by a phone's browser, it takes gigabytes.
 * The owner tools check an image before they write it, the build before it resizes or serves it.
 */
import sharp, { type Metadata } from 'sharp';

/** The most pixels an image may have: 40 megapixels (a cover is about 0.2). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The file types an image may be, by their first bytes. */
const SIGNATURES: [ext: string, test: (b: Uint8Array) => boolean][] = [
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a],
  ['gif', (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'],
  ['webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
  ['avif', (b) => ascii(b, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 12))],
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The extension of the image these bytes are (`jpg`, `png`, `gif`, `webp`, `avif`), or `undefined`. */
export function imageType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find(([, test]) => test(bytes))?.[0];
}

/** The extensions an image may have. */
export const IMAGE_EXTENSIONS = SIGNATURES.map(([ext]) => ext);

/** libvips' first line, without its preamble: `cannot be decoded (VipsJpeg: premature end of JPEG image)`. */
const undecodable = (error: unknown) =>
  new Error(`cannot be decoded (${String((error as Error).message).split('\n')[0]!.replace(/^Input (buffer|file) has corrupt header: /, '')})`);

/**
 * Decodes the whole image (bytes or a file's path) within MAX_IMAGE_PIXELS; its size. Throws an
 * error saying why it is refused: `20000 × 20000 pixels, over the limit of 40 megapixels`, or
 * `cannot be decoded (…)` for a truncated or garbled file.
 */
export async function checkImage(input: Uint8Array | string, maxPixels = MAX_IMAGE_PIXELS): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header alone, whatever its size: the size is said below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw undecodable(error);
  }
  const { width = 0, height = 0 } = meta;
  const pixels = width * height * (meta.pages ?? 1);
  if (pixels > maxPixels) throw new Error(`${width} × ${height} pixels${meta.pages ? ` × ${meta.pages} frames` : ''}, over the limit of ${maxPixels / 1e6} megapixels`);
  try {
    // Every pixel read (`stats` goes through the image in strips): a cut-off or garbled file fails here.
    await sharp(input, { failOn: 'truncated', limitInputPixels: maxPixels, pages: -1 }).stats();
  } catch (error) {
    throw undecodable(error);
  }
  return { width, height };
}
