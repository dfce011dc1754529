import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { COVER_CUTS } from '../../lib/lastfm/parse.ts';
import { coverCuts, type CoverCut } from '../../lib/lastfm/covers.ts';
import { LASTFM_IMAGE_ORIGIN } from '../../lib/external-origins.ts';
import { download } from '../download.ts';
import { checkImage, imageType } from '../images.ts';
import { writeAll } from '../../../tools/atomic-write.ts';

/** A cut larger than this is refused (Last.fm's weigh 2–40 KB). */
export const MAX_COVER_BYTES = 512 * 1024;
/** Each cut must arrive within this time. */
const TIMEOUT_MS = 10_000;
/** Downloads at a time. */
const CONCURRENCY = 4;

export interface CoverReport {
  /** Covers whose every cut is in the folder (`downloaded` included). */
  stored: number;
  downloaded: number;
  /** Covers shown as placeholders, with why when a download failed. */
  missing: { url: string; reason: string }[];
  /** Files of covers no track uses any more, deleted. */
  removed: number;
}

async function exists(path: string) {
  return stat(path).then(() => true, () => false);
}

/**
 * One cut's bytes, checked: from Last.fm's image host only (../download.ts: redirects, addresses,
 * read up to MAX_COVER_BYTES in time), an image of its type, decoded whole within the pixel limit.
 */
async function fetchCut(cut: CoverCut, fetcher: typeof fetch): Promise<Uint8Array> {
  const { bytes } = await download(cut.url, { allowed: (url) => url.origin === LASTFM_IMAGE_ORIGIN, maxBytes: MAX_COVER_BYTES, timeoutMs: TIMEOUT_MS, fetcher });
  const type = cut.path.split('.').pop()!;
  if (imageType(bytes) !== type) throw new Error(`not a ${type} image`);
  await checkImage(bytes);
  return bytes;
}

/**
 * Makes `dir` hold every cut (`<cut>/<file>`) of the given Last.fm covers: cuts already there are
 * kept, missing ones downloaded with `fetcher` (none without it), a cover written only once all its
 * cuts arrived. Files of covers not in the list are deleted. A cover that cannot be stored is
 * reported and shown as a placeholder by the site.
 */
export async function syncCovers(urls: readonly (string | undefined)[], dir: string, fetcher?: typeof fetch): Promise<CoverReport> {
  const covers = new Map<string, CoverCut[]>();
  const missing: CoverReport['missing'] = [];
  for (const url of new Set(urls)) {
    if (!url) continue;
    const cuts = coverCuts(url);
    if (cuts) covers.set(cuts[0]!.path.split('/').pop()!, cuts);
    else missing.push({ url, reason: 'not a Last.fm cover URL' });
  }

  const kept = new Set<string>();
  let stored = 0;
  let downloaded = 0;
  const queue = [...covers.values()];
  const worker = async () => {
    for (let cuts = queue.shift(); cuts; cuts = queue.shift()) {
      const paths = cuts.map((cut) => cut.path);
      if ((await Promise.all(paths.map((path) => exists(join(dir, path))))).every(Boolean)) {
        paths.forEach((path) => kept.add(path));
        stored++;
        continue;
      }
      const url = cuts.at(-1)!.url;
      if (!fetcher) {
        missing.push({ url, reason: 'not downloaded' });
        continue;
      }
      try {
        const files = await Promise.all(cuts.map((cut) => fetchCut(cut, fetcher)));
        // Every cut whole, or none (../../../tools/atomic-write.ts).
        await writeAll(cuts.map((cut, i) => ({ path: join(dir, cut.path), text: files[i]!, isNew: false })));
        for (const cut of cuts) kept.add(cut.path);
        stored++;
        downloaded++;
      } catch (error) {
        missing.push({ url, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  let removed = 0;
  for (const cut of COVER_CUTS) {
    const files = await readdir(join(dir, cut)).catch(() => [] as string[]);
    for (const file of files) {
      if (kept.has(`${cut}/${file}`)) continue;
      await rm(join(dir, cut, file), { force: true });
      removed++;
    }
  }
  return { stored, downloaded, missing, removed };
}
