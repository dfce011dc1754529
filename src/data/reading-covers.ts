/**
 * The reading list's covers: the files `npm run readings -- covers` keeps in
 * `content/readings/covers/<id>.<ext>`, resized at build by astro:assets into AVIF and WebP at a
 * few widths. The site serves them itself; an item without one shows its title card.
 *
 * Each file is decoded whole first, within MAX_IMAGE_PIXELS: one too large or that cannot be
 * decoded is imported as nothing, with a warning naming it (../integrations/reading-covers.ts), and
 * its item shows its title card; it is never served as it is.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { ReadingCover } from '../lib/readings/model.ts';

const FOLDER = '/content/readings/covers/';
const FILES = import.meta.glob<ImageMetadata | undefined>('/content/readings/covers/**/*.{jpg,png,gif,webp,avif}', { eager: true, import: 'default' });
/** Each cover's file, by item id. */
const BY_ID = new Map(Object.entries(FILES).flatMap(([path, image]) => (image ? [[path.slice(FOLDER.length).replace(/\.\w+$/, ''), image] as const] : [])));

/** The widths made: a card's cover at 1× and 2×, the item page's at 2×. */
const WIDTHS = [96, 192, 384];
/** The width of the fallback `src` (a browser without `srcset`). */
const FALLBACK_WIDTH = 192;

/** An item's cover, resized (once per build and item), or `undefined` when it has none. */
export async function readingCover(id: string): Promise<ReadingCover | undefined> {
  const image = BY_ID.get(id);
  if (!image) return undefined;
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, image.width)))];
  const fallback = Math.min(FALLBACK_WIDTH, image.width);
  const [avif, webp] = await Promise.all(['avif', 'webp'].map((format) => getImage({ src: image, widths, width: fallback, format })));
  return {
    avif: avif!.srcSet.attribute,
    webp: webp!.srcSet.attribute,
    src: webp!.src,
    width: image.width,
    height: image.height,
  };
}

/** Each kept cover's file on disk, by item id: what an item's preview card draws. */
const FILE_BY_ID = new Map(Object.entries(FILES).flatMap(([path, image]) => (image ? [[path.slice(FOLDER.length).replace(/\.\w+$/, ''), path.slice(1)] as const] : [])));

/**
 * An item's cover file for its preview card, `<absolute path>#<size>-<time>` (the drawing thread
 * reads it; the suffix changes the card's cache key when the file changes), or `undefined`.
 */
export function readingCoverFile(id: string): string | undefined {
  const path = FILE_BY_ID.get(id);
  if (!path) return undefined;
  const file = resolve(path);
  const { size, mtimeMs } = statSync(file);
  return `${file}#${size}-${Math.round(mtimeMs)}`;
}
