/**
 * Preview images kept between builds: each PNG is stored under the hash of what it draws (the
 * layout tree, text and colours included), so a build draws only the images whose item changed.
 * 10,000 reading items then cost one file read each once the cache is warm.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ogImage, ogTree, type OgImageText } from './image';

/** Where the images are kept: `OG_CACHE_DIR`, or npm's usual cache folder (outside git). */
const CACHE_DIR = process.env.OG_CACHE_DIR || join(process.cwd(), 'node_modules', '.cache', 'og-images');

/** The key of one image: it changes when anything drawn changes. */
export function ogImageKey(text: OgImageText): string {
  return createHash('sha256').update(JSON.stringify(ogTree(text))).digest('hex').slice(0, 32);
}

/** The PNG of `text`, from the cache when it was drawn before; drawn and stored otherwise. */
export async function cachedOgImage(text: OgImageText, dir: string = CACHE_DIR): Promise<Uint8Array> {
  const file = join(dir, `${ogImageKey(text)}.png`);
  try {
    return readFileSync(file);
  } catch {
    const png = await ogImage(text);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, png);
    return png;
  }
}
