import { safeHttpsUrl } from '../safe-url.ts';
import { COVER_CUTS } from './parse.ts';
import type { LabTrack } from './types.ts';

/**
 * The snapshot's covers are served by the site, never by Last.fm: a downloaded cover from
 * `<base>lab-covers/<cut>/<file>` (the cuts Last.fm serves, kept by `npm run lab:snapshot` in
 * `content/lab/covers/<cut>/<file>`). A cover the site does not hold is drawn by CSS
 * (`coverTone`): no image at all.
 */
export const LAB_COVER_ROUTE = 'lab-covers';

/** A Last.fm cover: its host and folder, and the file every cut of it shares. */
const LASTFM_COVER = /^(https:\/\/[^/?#]+\/i\/u\/)(?:34s|64s|174s|300x300)\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;
/** A cover served by the site, under any base. */
const SELF_HOSTED = /^\/(?:[^/?#\\\s]+\/)*lab-covers\/(?:64s|174s|300x300)\/[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;

export interface CoverCut {
  /** Where Last.fm serves it. */
  url: string;
  /** Where the site keeps it, in `content/lab/covers/` and under `<base>lab-covers/`: `174s/<file>`. */
  path: string;
}

/** Every cut the site shows of a Last.fm cover; `undefined` for a URL of another shape. */
export function coverCuts(url: string | undefined): CoverCut[] | undefined {
  const match = url ? LASTFM_COVER.exec(url) : null;
  if (!match) return undefined;
  return COVER_CUTS.map((cut) => ({ url: `${match[1]}${cut}/${match[2]}`, path: `${cut}/${match[2]}` }));
}

/** A cover's `src`: one served by the site, or an `https:` URL; anything else is `undefined`. */
export function coverSrc(value: unknown): string | undefined {
  return typeof value === 'string' && SELF_HOSTED.test(value) ? value : safeHttpsUrl(value);
}

/** A 53-bit string hash (cyrb53): stable across runs and machines. */
function hash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** How many hues a drawn cover takes (every 15°), turns of its second hue, motifs and angles. */
export const COVER_HUES = 24;
export const COVER_TURNS = 3;
export const COVER_MOTIFS = 8;
export const COVER_ANGLES = 4;

export interface CoverArt {
  /** Its first hue (`hue` × 15°), and how far the second turns from it. */
  hue: number;
  turn: number;
  /** Its shape and pattern: rings, stripes, a sun, dots, quarters, a fold, waves, a grid. */
  motif: number;
  /** Which way the motif lies. */
  angle: number;
}

/**
 * A drawn cover, for a cover the site does not hold or a track without one: a motif over a
 * gradient of two mid-dark hues, all taken from the artist and title (`data-hue`, `data-turn`,
 * `data-motif`, `data-angle` in LabPlayer.css). The same album always gets the same one; two
 * albums rarely share one (2,304 of them). CSS draws it: no image request, a few bytes a cover.
 */
export function coverTone(artist: string, title: string): CoverArt {
  let h = hash(`${artist}\u0000${title}`);
  const take = (n: number) => {
    const value = h % n;
    h = Math.floor(h / n);
    return value;
  };
  return { hue: take(COVER_HUES), turn: take(COVER_TURNS), motif: take(COVER_MOTIFS), angle: take(COVER_ANGLES) };
}

export interface SelfHostedCovers {
  tracks: LabTrack[];
  /** Downloaded cuts the tracks use (`174s/<file>`). */
  stored: Set<string>;
}

/**
 * Points the tracks' covers at the site under `base`: a cover whose every cut is stored
 * (`isStored('174s/<file>')`) at its largest cut. Any other is dropped (the lab draws one).
 */
export function selfHostCovers(tracks: readonly LabTrack[], isStored: (path: string) => boolean, base: string): SelfHostedCovers {
  const stored = new Set<string>();
  const held = (track: LabTrack): LabTrack => {
    const { cover, ...rest } = track;
    const cuts = coverCuts(cover) ?? [];
    if (cuts.length === 0 || !cuts.every(({ path }) => isStored(path))) return rest;
    for (const { path } of cuts) stored.add(path);
    return { ...rest, cover: `${base}${LAB_COVER_ROUTE}/${cuts.at(-1)!.path}` };
  };
  return { tracks: tracks.map((track) => (track.cover ? held(track) : track)), stored };
}
