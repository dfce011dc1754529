import sharp from 'sharp';

/**
 * The size a cover placeholder is drawn at, in pixels: the lab shows covers at most 112 CSS pixels
 * wide (the now-playing card), so this is sharp on a 2× screen.
 */
export const PLACEHOLDER_SIZE = 224;

/**
 * A cover placeholder's SVG (`placeholderSvg`) as the WebP the site serves. A raster image is
 * decoded off the page's main thread, where an SVG image would be drawn; at this size it is also
 * smaller than the SVG (about 700 bytes).
 */
export async function placeholderWebp(svg: string): Promise<Uint8Array> {
  return sharp(Buffer.from(svg)).resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE).webp({ quality: 75 }).toBuffer();
}
