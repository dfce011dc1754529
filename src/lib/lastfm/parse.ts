import { safeHttpsUrl, safeUrl } from '../safe-url.ts';
import { fail, LastfmError, ok, type LastfmResult } from './errors.ts';
import type { LabTrack, RecentTracks } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Last.fm writes text either as a plain string or as `{ "#text": "…" }`. */
export function lastfmText(value: unknown): string | undefined {
  const raw = isObject(value) ? (value['#text'] ?? value.name) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Last.fm numbers arrive as strings ("48213"). */
export function lastfmCount(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : undefined;
}

/** Image sizes from smallest to largest. */
const IMAGE_SIZES = ['small', 'medium', 'large', 'extralarge', 'mega'];
/** Last.fm's grey star, served when a track has no artwork: no cover for us. */
const PLACEHOLDER_HASH = '2a96cbd8b46e442fc41c2b86b821562f';

/** The largest `https:` image of a Last.fm image list; empty URLs and the star placeholder skipped. */
export function largestImage(images: unknown): string | undefined {
  if (!Array.isArray(images)) return undefined;
  let best: { rank: number; url: string } | undefined;
  images.forEach((image, index) => {
    if (!isObject(image)) return;
    const url = safeHttpsUrl(image['#text']);
    if (!url || url.includes(PLACEHOLDER_HASH)) return;
    const sizeRank = IMAGE_SIZES.indexOf(String(image.size));
    // Unknown sizes rank by position (Last.fm lists them small → large).
    const rank = sizeRank === -1 ? index - IMAGE_SIZES.length : sizeRank;
    if (!best || rank >= best.rank) best = { rank, url };
  });
  return best?.url;
}

/** The widths Last.fm serves a cover at, named in its URL (`…/i/u/174s/<file>`), smallest first. */
const COVER_WIDTHS = [
  ['64s', 64],
  ['174s', 174],
  ['300x300', 300],
] as const;
/** The cuts the site shows a cover at: what `npm run lab:snapshot` downloads of each. */
export const COVER_CUTS: readonly string[] = COVER_WIDTHS.map(([name]) => name);
/** A cover on Last.fm, or one of the snapshot's covers served by the site (`<base>lab-covers/174s/<file>`). */
const COVER_URL = /^(https:\/\/[^/?#]+\/i\/u\/|\/(?:[^/?#\\\s]+\/)*lab-covers\/)(?:34s|64s|174s|300x300)\/([^/?#]+)$/;

/**
 * A cover for a box of `size` CSS pixels: the smallest width Last.fm serves that fills the box,
 * and every width for denser screens (`srcSet`, with `sizes` = the box). The snapshot's covers,
 * served by the site, come in the same widths. A URL of another shape is kept as it is.
 */
export function coverImage(url: string, size: number): { src: string; srcSet?: string } {
  const match = COVER_URL.exec(url);
  if (!match) return { src: url };
  const at = (name: string) => `${match[1]}${name}/${match[2]}`;
  const [fit] = COVER_WIDTHS.find(([, width]) => width >= size) ?? COVER_WIDTHS[COVER_WIDTHS.length - 1];
  return { src: at(fit), srcSet: COVER_WIDTHS.map(([name, width]) => `${at(name)} ${width}w`).join(', ') };
}

/** The latest time a `Date` holds (8.64e15 ms, in the year 275760): a play date past it is no time. */
const MAX_TIME = 8.64e15;

/** One raw track → a normalized track, or `undefined` when it lacks a name, an artist or a date (`dropped` hears why, for a date that is no time). */
export function normalizeTrack(raw: unknown, dropped?: (message: string) => void): LabTrack | undefined {
  if (!isObject(raw)) return undefined;
  const name = lastfmText(raw.name);
  const artist = lastfmText(raw.artist);
  if (!name || !artist) return undefined;
  const nowPlaying = isObject(raw['@attr']) && String(raw['@attr'].nowplaying) === 'true';
  const uts = isObject(raw.date) ? lastfmCount(raw.date.uts) : undefined;
  if (!nowPlaying && uts === undefined) return undefined;
  if (!nowPlaying && uts! * 1000 > MAX_TIME) {
    dropped?.(`track "${artist} – ${name}" left out: its play date (uts ${uts}) is not a valid time`);
    return undefined;
  }

  const track: LabTrack = { artist, name, loved: String(raw.loved) === '1', nowPlaying };
  const album = lastfmText(raw.album);
  if (album) track.album = album;
  const cover = largestImage(raw.image);
  if (cover) track.cover = cover;
  const url = safeUrl(raw.url);
  if (url) track.url = url;
  if (!nowPlaying && uts !== undefined) track.date = uts * 1000;
  return track;
}

/** A Last.fm error body (`{"error":29,"message":"Rate Limit Exceeded"}`) as an error, else `undefined`. */
export function apiError(body: unknown, status?: number): LastfmError | undefined {
  if (!isObject(body) || body.error === undefined) return undefined;
  const code = lastfmCount(body.error);
  const message = typeof body.message === 'string' && body.message ? body.message : 'Last.fm error';
  return new LastfmError('api', message, { ...(code !== undefined && { code }), ...(status !== undefined && { status }) });
}

/**
 * Validates a decoded `user.getRecentTracks` answer and normalizes it. Handles Last.fm's quirks:
 * a single track sent as an object instead of an array, `#text` fields, empty image URLs, missing
 * albums, numbers as strings. Tracks that fail validation are left out; a body of the wrong shape
 * is a `malformed` error, an error body an `api` error.
 */
export function parseRecentTracks(body: unknown, dropped?: (message: string) => void): LastfmResult<RecentTracks> {
  const error = apiError(body);
  if (error) return fail(error);
  if (!isObject(body) || !isObject(body.recenttracks)) {
    return fail(new LastfmError('malformed', 'Unexpected answer: no "recenttracks" object'));
  }
  const { track: rawTracks, '@attr': attr } = body.recenttracks;
  if (!isObject(attr)) return fail(new LastfmError('malformed', 'Unexpected answer: no "@attr" object'));
  const list: unknown[] = Array.isArray(rawTracks) ? rawTracks : rawTracks === undefined ? [] : [rawTracks];

  const tracks: LabTrack[] = [];
  let nowPlaying: LabTrack | undefined;
  for (const raw of list) {
    const track = normalizeTrack(raw, dropped);
    if (!track) continue;
    if (track.nowPlaying) nowPlaying ??= track;
    else tracks.push(track);
  }
  tracks.sort((a, b) => (b.date ?? 0) - (a.date ?? 0));

  const page = Math.max(1, lastfmCount(attr.page) ?? 1);
  const perPage = Math.max(1, lastfmCount(attr.perPage) ?? (tracks.length || 50));
  const total = lastfmCount(attr.total) ?? tracks.length;
  const totalPages = Math.max(1, lastfmCount(attr.totalPages) ?? Math.ceil(total / perPage));
  const result: RecentTracks = {
    user: typeof attr.user === 'string' ? attr.user : '',
    tracks,
    page,
    perPage,
    totalPages,
    total,
  };
  if (nowPlaying) result.nowPlaying = nowPlaying;
  return ok(result);
}
