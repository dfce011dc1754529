/**
 * Covers for the reading list, downloaded once by the owner tools and kept with the content
 * (`content/readings/covers/<id>.<ext>`, committed): the site serves them itself, resized at build;
 * neither the build nor the visitor fetches a cover from elsewhere.
 *
 * Where a cover comes from: a book's, from Open Library by its ISBN (a 404 means it has none); a
 * video's, its thumbnail (YouTube's for a YouTube address, else the item's `image`). Every file is
 * checked: an image by its first bytes (JPEG, PNG, WebP, AVIF, GIF), within MAX_COVER_BYTES, in
 * time; anything else (an HTML page served as `image/jpeg`, a hang, a huge file) is reported and
 * the item keeps its title card.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeAll } from '../atomic-write.ts';

/** Open Library's cover host; READINGS_COVERS_OPENLIBRARY_URL points it elsewhere (tests). */
export const openLibraryBase = () => (process.env.READINGS_COVERS_OPENLIBRARY_URL || 'https://covers.openlibrary.org').replace(/\/+$/, '');
/** YouTube's thumbnail host; READINGS_COVERS_YOUTUBE_URL points it elsewhere (tests). */
export const youtubeBase = () => (process.env.READINGS_COVERS_YOUTUBE_URL || 'https://i.ytimg.com').replace(/\/+$/, '');

/** A cover larger than this is refused (Open Library's large covers weigh 20–200 KB). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
/** Each cover must arrive within this time. */
export const COVER_TIMEOUT_MS = 15_000;
/** Downloads at a time. */
const CONCURRENCY = 4;

/** The file types a cover may be, by their first bytes. */
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

/** The extensions a stored cover may have. */
export const COVER_EXTENSIONS = SIGNATURES.map(([ext]) => ext);

/** A YouTube video's id from its address (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`, `live/`), or `undefined`. */
export function youtubeId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const host = u.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = u.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = u.pathname === '/watch' ? u.searchParams.get('v') : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(u.pathname)?.[1];
  }
  return id && /^[\w-]{11}$/.test(id) ? id : undefined;
}

/** The item fields a cover is found by. */
export interface CoverItem {
  id: string;
  data: Record<string, unknown>;
}

/** Where an item's cover is downloaded from, or `undefined` when it has none to look for (an article, a book without ISBN). */
export function coverSource({ data }: CoverItem): string | undefined {
  if (data.type === 'book' && data.isbn !== undefined) {
    const isbn = String(data.isbn).replace(/[\s-]/g, '');
    return /^(\d{9}[\dX]|\d{13})$/i.test(isbn) ? `${openLibraryBase()}/b/isbn/${isbn}-L.jpg?default=false` : undefined;
  }
  if (data.type === 'video') {
    const id = youtubeId(typeof data.url === 'string' ? data.url : undefined);
    if (id) return `${youtubeBase()}/vi/${id}/hqdefault.jpg`;
    if (typeof data.image === 'string' && data.image.startsWith('https://')) return data.image;
  }
  return undefined;
}

/** The file of an item's stored cover in `dir`, or `undefined`. */
export function storedCover(dir: string, id: string): string | undefined {
  const path = COVER_EXTENSIONS.map((ext) => join(dir, `${id}.${ext}`)).find((file) => existsSync(file));
  return path;
}

/** A download that found no cover: the host has none (404), or the answer was unusable. */
export class NoCover extends Error {}

/**
 * One cover's bytes and type: the answer read up to `maxBytes` (a larger one is cut off and
 * refused), within `timeoutMs` in all. Throws `NoCover` on a 404, an `Error` saying why otherwise.
 */
export async function downloadCover(url: string, { timeoutMs = COVER_TIMEOUT_MS, maxBytes = MAX_COVER_BYTES, fetcher = fetch } = {}): Promise<{ bytes: Uint8Array; ext: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetcher(url, { signal, redirect: 'follow' });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new NoCover('none (HTTP 404)');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new Error(`too large (${declared} bytes, at most ${maxBytes})`);
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    for await (const chunk of response.body ?? []) {
      length += chunk.length;
      if (length > maxBytes) throw new Error(`too large (over ${maxBytes} bytes)`);
      chunks.push(chunk);
    }
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    const ext = imageType(bytes);
    if (!ext) throw new Error(`not an image (${length} bytes of ${response.headers.get('content-type') || 'no type'})`);
    return { bytes, ext };
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    throw error;
  }
}

export interface CoverReport {
  downloaded: string[];
  /** Items whose host has no cover (404). */
  none: string[];
  /** Items whose download failed, and why. */
  failed: { id: string; url: string; reason: string }[];
  /** Items that already had one. */
  kept: number;
}

/**
 * Downloads the cover of each item that has a source and no stored cover into `dir`
 * (`<id>.<ext>`, each file whole or absent). Never throws for a cover: failures are reported.
 */
export async function fetchCovers(items: readonly CoverItem[], dir: string, options: Parameters<typeof downloadCover>[1] = {}): Promise<CoverReport> {
  const report: CoverReport = { downloaded: [], none: [], failed: [], kept: 0 };
  const queue = items.filter((item) => {
    if (!coverSource(item)) return false;
    if (storedCover(dir, item.id)) {
      report.kept++;
      return false;
    }
    return true;
  });
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const url = coverSource(item)!;
      try {
        const { bytes, ext } = await downloadCover(url, options);
        await writeAll([{ path: join(dir, `${item.id}.${ext}`), text: bytes, isNew: true }]);
        report.downloaded.push(item.id);
      } catch (error) {
        if (error instanceof NoCover) report.none.push(item.id);
        else report.failed.push({ id: item.id, url, reason: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.downloaded.sort();
  report.none.sort();
  return report;
}

/** The report as the tools print it: a line per failure, then the counts. */
export function coverReportLines(report: CoverReport, dir: string): string[] {
  const lines = report.failed.map(({ id, url, reason }) => `cover of ${id}: ${reason} (${url}); it keeps its title card`);
  for (const id of report.downloaded) lines.push(`cover of ${id} saved in ${dir}`);
  const none = report.none.length ? `, ${report.none.length} without one at the source (${report.none.join(', ')})` : '';
  lines.push(`covers: ${report.downloaded.length} downloaded, ${report.failed.length} failed${none}, ${report.kept} already there`);
  return lines;
}

/** Files in `dir` that are no item's cover (kept: the owner decides). */
export function strayCovers(dir: string, ids: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((file) => !file.startsWith('.') && !ids.has(file.replace(/\.[^.]+$/, '')));
}
