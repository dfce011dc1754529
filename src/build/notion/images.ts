/**
 * Images Notion hosts are signed S3 URLs that expire within hours: at build time they are
 * downloaded and served from the site under a content-hashed name, `<base>notion-images/<hash>.<ext>`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_POLICY, fetchWithRetry, type RetryPolicy } from './http.ts';
import { NOTION_API_URL } from './client.ts';
import { withBase } from '../../i18n/url.ts';
import { checkImage, imageType } from '../images.ts';

/** Where downloaded images wait for the build to copy them (the `notion-images/[file]` endpoint). */
export const NOTION_IMAGE_DIR = resolve('node_modules/.astro/notion-images');
/** The route the images are served under, below the site's base. */
export const NOTION_IMAGE_ROUTE = 'notion-images';
/** Larger files are refused: a reading's thumbnail has no need of them. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Whether `url` is a file Notion hosts: its S3 buckets and file hosts, or any URL signed to expire. */
export function isNotionHosted(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname;
  return (
    /(^|\.)prod-files-secure\.s3\.[\w-]+\.amazonaws\.com$/.test(host) ||
    /(^|\.)(file\.notion\.so|notion-static\.com|notionusercontent\.com)$/.test(host) ||
    (/\.amazonaws\.com$/.test(host) && parsed.pathname.startsWith('/secure.notion-static.com/')) ||
    [...parsed.searchParams.keys()].some((key) => /^x-amz-(signature|expires|credential)$/i.test(key))
  );
}

/**
 * Whether an image may be downloaded from `url`: over https from Notion's file hosts (its S3
 * buckets, `file.notion.so`, `notion-static.com`, `notionusercontent.com`), or from the API server
 * itself when it is not Notion's (a local stand-in answers both).
 */
export function isNotionFileHost(url: string, apiUrl: string = NOTION_API_URL): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (apiUrl.replace(/\/+$/, '') !== NOTION_API_URL && parsed.origin === new URL(apiUrl).origin) return true;
  const host = parsed.hostname;
  return (
    parsed.protocol === 'https:' &&
    (/^prod-files-secure\.s3\.[\w-]+\.amazonaws\.com$/.test(host) ||
      (/^s3[.-][\w.-]*amazonaws\.com$/.test(host) && parsed.pathname.startsWith('/secure.notion-static.com/')) ||
      /(^|\.)(file\.notion\.so|notion-static\.com|notionusercontent\.com)$/.test(host))
  );
}

/** Redirects followed at most, each to a Notion file host. */
const MAX_REDIRECTS = 3;

/** The image format from the file's first bytes (never from its name or headers); SVG and the rest are refused. */
export const imageExtension = imageType;

/** The media type of a stored image, from its extension. */
export const mediaType = (file: string): string =>
  ({ png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' })[file.split('.').pop() ?? ''] ??
  'application/octet-stream';

/** A stored image's bytes, or `undefined` when the name is not one this module writes. */
export async function readStoredImage(file: string, dir = NOTION_IMAGE_DIR): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{32}\.(png|jpg|gif|webp|avif)$/.test(file)) return undefined;
  return readFile(join(dir, file)).catch(() => undefined);
}

export interface DownloadOptions {
  /** The site's base path, with or without a trailing slash. */
  base: string;
  dir?: string;
  policy?: RetryPolicy;
  /** The API's address (`isNotionFileHost`). */
  apiUrl?: string | undefined;
}

/**
 * Downloads one image and gives its path on the site; throws with the reason it cannot. Only from
 * Notion's file hosts, following redirects only among them; the body is read up to 10 MB and no further,
 * and decoded whole within MAX_IMAGE_PIXELS (../images.ts).
 */
export async function downloadImage(url: string, { base, dir = NOTION_IMAGE_DIR, policy = DEFAULT_POLICY, apiUrl }: DownloadOptions): Promise<string> {
  let address = url;
  for (let redirects = 0; ; redirects++) {
    if (!isNotionFileHost(address, apiUrl)) throw new Error(`not a Notion file address (${new URL(address).origin})`);
    const answer = await fetchWithRetry(address, { headers: { accept: 'image/*' }, redirect: 'manual' }, policy, undefined, MAX_IMAGE_BYTES);
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400 && location) {
      if (redirects === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      address = new URL(location, address).href;
      continue;
    }
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
    const extension = imageExtension(answer.body);
    if (!extension) throw new Error('not a PNG, JPEG, GIF, WebP or AVIF image');
    await checkImage(answer.body).catch((error: Error) => {
      throw new Error(`not a usable image: ${error.message}`);
    });
    const file = `${createHash('sha256').update(answer.body).digest('hex').slice(0, 32)}.${extension}`;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, file), answer.body);
    return withBase(`${NOTION_IMAGE_ROUTE}/${file}`, base);
  }
}

/** Runs `task` on every item, at most `limit` at a time, keeping order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
