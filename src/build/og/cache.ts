/**
 * Preview images kept between builds: each PNG is stored under the hash of what it draws (the
 * layout tree, text and colours included), so a build draws only the images whose item changed.
 * Once the cache is warm, a build links each image from it into the output: no read, no write.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, rename, unlink, writeFile } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ogImage, ogTree, type OgImageText } from './image.ts';

/** Where the images are kept: `OG_CACHE_DIR`, or npm's usual cache folder (outside git). */
const CACHE_DIR = process.env.OG_CACHE_DIR || join(process.cwd(), 'node_modules', '.cache', 'og-images');

/** The key of one image: it changes when anything drawn changes. */
export function ogImageKey(text: OgImageText): string {
  return createHash('sha256').update(JSON.stringify(ogTree(text))).digest('hex').slice(0, 32);
}

/** Draws `text`'s image into `file`: here on this thread, or on a build's drawing thread (drawer.ts). */
export type DrawOgImage = (text: OgImageText, file: string) => Promise<void>;
const drawHere: DrawOgImage = async (text, file) => writeFile(file, await ogImage(text));

let drawn = 0;
/**
 * The cached file of `text`'s image, drawn and stored first when it is not there yet. It is drawn
 * under a name of its own, then renamed: a build stopped mid-write leaves no broken image under a
 * key, and two items with the same image, drawn side by side, do not write over each other.
 */
async function cachedOgImageFile(text: OgImageText, dir: string, draw: DrawOgImage): Promise<string> {
  const file = join(dir, `${ogImageKey(text)}.png`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}-${++drawn}.tmp`;
    await draw(text, temporary);
    await rename(temporary, file);
  }
  return file;
}

/** The PNG of `text`, from the cache when it was drawn before; drawn and stored otherwise. */
export async function cachedOgImage(text: OgImageText, dir: string = CACHE_DIR): Promise<Uint8Array> {
  return readFileSync(await cachedOgImageFile(text, dir, drawHere));
}

/**
 * Puts `text`'s image at `target` (whose folder exists): a hard link to the cached file, or a copy
 * where the cache sits on another file system. A file already at `target` is replaced.
 */
export async function placeOgImage(text: OgImageText, target: string, { dir = CACHE_DIR, draw = drawHere }: { dir?: string; draw?: DrawOgImage } = {}): Promise<void> {
  const file = await cachedOgImageFile(text, dir, draw);
  await unlink(target).catch(() => {});
  await link(file, target).catch(() => copyFile(file, target));
}
