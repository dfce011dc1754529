/**
 * Covers for the reading list, downloaded once by the owner tools and kept with the content
 * (`content/readings/covers/<id>.<ext>`, committed): the site serves them itself, resized at build;
 * neither the build nor the visitor fetches a cover from elsewhere.
 *
 * Where a cover comes from: a book's, from Open Library by its ISBN (a 404 means it has none); a
 * video's, its thumbnail (YouTube's for a YouTube address, else the item's `image`). Only those
 * hosts are asked, over https, redirects included (at most 3), one request a second per host.
 * Every file is checked: an image by its first bytes (JPEG, PNG, WebP, AVIF, GIF), within
 * MAX_COVER_BYTES, in time, decoded whole within MAX_IMAGE_PIXELS (40 megapixels); anything else
 * (an HTML page served as `image/jpeg`, a hang, a huge or truncated file) is reported, nothing is
 * written, and the item keeps its title card. A cover is only ever written in its folder: an item
 * whose `slug` would lead elsewhere is skipped and reported.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { writeAll } from '../atomic-write.ts';
import { download, NotFound } from '../../src/build/download.ts';
import { checkImage, IMAGE_EXTENSIONS, imageType } from '../../src/build/images.ts';
import { slugProblem } from '../../src/build/readings/source-checks.ts';

/** Open Library's cover host; READINGS_COVERS_OPENLIBRARY_URL points it elsewhere (tests). */
export const openLibraryBase = () => (process.env.READINGS_COVERS_OPENLIBRARY_URL || 'https://covers.openlibrary.org').replace(/\/+$/, '');
/** YouTube's thumbnail host; READINGS_COVERS_YOUTUBE_URL points it elsewhere (tests). */
export const youtubeBase = () => (process.env.READINGS_COVERS_YOUTUBE_URL || 'https://i.ytimg.com').replace(/\/+$/, '');

/** A cover larger than this is refused (Open Library's large covers weigh 20–200 KB). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
/** Each cover must arrive within this time. */
export const COVER_TIMEOUT_MS = 15_000;
/** Time between two requests to one host (Open Library asks for a modest rate); a local stand-in is not paced. */
export const COVER_PACE_MS = 1_000;
/** Downloads at a time. */
const CONCURRENCY = 4;

/**
 * The hosts a cover may come from, redirects included: Open Library's covers, the Internet
 * Archive's servers they redirect to, YouTube's and Vimeo's thumbnails.
 */
const COVER_HOSTS = /^(?:covers\.openlibrary\.org|(?:[\w-]+\.)*archive\.org|i\.ytimg\.com|img\.youtube\.com|i\.vimeocdn\.com)$/;

/** The local stand-ins the environment names (tests), asked as they are. */
const standIns = () =>
  [process.env.READINGS_COVERS_OPENLIBRARY_URL, process.env.READINGS_COVERS_YOUTUBE_URL].flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });

/** The extensions a stored cover may have. */
export const COVER_EXTENSIONS = IMAGE_EXTENSIONS;

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

/** Where the build reads covers (`src/data/reading-covers.ts`), from the project's folder. */
export const BUILD_COVERS_DIR = 'content/readings/covers';

/**
 * The covers folder of a reading folder: its `covers/`, when that is where the build reads them;
 * else an error (a READINGS_CONTENT_DIR elsewhere would keep covers the site never shows).
 */
export function coversFolder(dir: string): string {
  const folder = join(dir, 'covers');
  if (resolve(folder) !== resolve(BUILD_COVERS_DIR)) {
    throw new Error(`${folder} is not where the build reads covers (${BUILD_COVERS_DIR} in the project): unset READINGS_CONTENT_DIR to download them`);
  }
  return folder;
}

/** The file of an item's stored cover in `dir`, or `undefined`. */
export function storedCover(dir: string, id: string): string | undefined {
  const path = COVER_EXTENSIONS.map((ext) => join(dir, `${id}.${ext}`)).find((file) => existsSync(file));
  return path;
}

/**
 * Why an item's cover cannot be written in `dir`: a `slug` the build refuses, or an id whose file
 * would land outside the folder (`../../escape/PWNED`); `undefined` when it can.
 */
export function outsideProblem(dir: string, item: CoverItem): string | undefined {
  const slug = slugProblem(item.data.slug);
  if (slug) return `skipped: ${slug}`;
  const folder = resolve(dir);
  if (!resolve(folder, `${item.id}.jpg`).startsWith(folder + sep)) return `skipped: its cover would be written outside ${dir} (id "${item.id}")`;
  return undefined;
}

/** A download that found no cover: the host has none (404). */
export const NoCover = NotFound;

export interface CoverOptions {
  timeoutMs?: number;
  maxBytes?: number;
  paceMs?: number;
}

/**
 * One cover's bytes and type, checked (../../src/build/download.ts for the address, the size and
 * the time; ../../src/build/images.ts for the image). Throws `NoCover` on a 404, an `Error`
 * saying why otherwise.
 */
export async function downloadCover(url: string, { timeoutMs = COVER_TIMEOUT_MS, maxBytes = MAX_COVER_BYTES, paceMs }: CoverOptions = {}): Promise<{ bytes: Uint8Array; ext: string }> {
  const local = standIns();
  const origin = new URL(url).origin;
  const { bytes, type } = await download(url, {
    allowed: (address) => COVER_HOSTS.test(address.hostname),
    local,
    maxBytes,
    timeoutMs,
    paceMs: paceMs ?? (local.includes(origin) ? 0 : COVER_PACE_MS),
  });
  const ext = imageType(bytes);
  if (!ext) throw new Error(`not an image (${bytes.length} bytes of ${type})`);
  await checkImage(bytes).catch((error: Error) => {
    throw new Error(`not a usable image: ${error.message}`);
  });
  return { bytes, ext };
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
export async function fetchCovers(items: readonly CoverItem[], dir: string, options: CoverOptions = {}): Promise<CoverReport> {
  const report: CoverReport = { downloaded: [], none: [], failed: [], kept: 0 };
  const queue = items.filter((item) => {
    const url = coverSource(item);
    if (!url) return false;
    const outside = outsideProblem(dir, item);
    if (outside) {
      report.failed.push({ id: item.id, url, reason: outside });
      return false;
    }
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
  // Failures of the network are said once, with their cause and how to try again; the others, cover by cover.
  const { network, other } = Object.groupBy(report.failed, ({ reason }) => (networkCause(reason) ? 'network' : 'other'));
  const lines = (other ?? []).map(({ id, url, reason }) => `cover of ${id}: ${reason} (${url}); it keeps its title card`);
  const causes = Map.groupBy(network ?? [], ({ reason }) => networkCause(reason)!);
  for (const [cause, failed] of causes) {
    const what = failed.length === 1 ? `1 cover not downloaded (${failed[0]!.id})` : `${failed.length} covers not downloaded`;
    lines.push(`${what}: ${cause}; retry with npm run readings -- covers`);
  }
  for (const id of report.downloaded) lines.push(`cover of ${id} saved in ${dir}`);
  const none = report.none.length ? `, ${report.none.length} without one at the source (${report.none.join(', ')})` : '';
  lines.push(`covers: ${report.downloaded.length} downloaded, ${report.failed.length} failed${none}, ${report.kept} already there`);
  return lines;
}

/** A failure of the network, in words with Node's code (`no connection (ENOTFOUND)`), or undefined for any other. */
export function networkCause(reason: string): string | undefined {
  const code = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ENETUNREACH|EHOSTUNREACH|ETIMEDOUT)\b/.exec(reason)?.[1];
  if (code) return `${code === 'ECONNREFUSED' || code === 'ECONNRESET' ? 'the host refused' : 'no connection'} (${code})`;
  if (/^timeout after/.test(reason)) return `no answer in time (${reason})`;
  if (/fetch failed/.test(reason)) return 'no connection';
  return undefined;
}

/** Files in `dir` that are no item's cover (kept: the owner decides). */
export function strayCovers(dir: string, ids: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((file) => !file.startsWith('.') && !ids.has(file.replace(/\.[^.]+$/, '')));
}
