import { safeHttpsUrl } from '../safe-url.ts';
import { COVER_CUTS } from './parse.ts';
import type { LabTrack } from './types.ts';

/**
 * The snapshot's covers are served by the site, never by Last.fm: a downloaded cover from
 * `<base>lab-covers/<cut>/<file>` (the cuts Last.fm serves, kept by `npm run lab:snapshot` in
 * `content/lab/covers/<cut>/<file>`), any other from a placeholder drawn at build,
 * `<base>lab-covers/<hash>.webp`.
 */
export const LAB_COVER_ROUTE = 'lab-covers';

/** A Last.fm cover: its host and folder, and the file every cut of it shares. */
const LASTFM_COVER = /^(https:\/\/[^/?#]+\/i\/u\/)(?:34s|64s|174s|300x300)\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;
/** A cover served by the site, under any base. */
const SELF_HOSTED = /^\/(?:[^/?#\\\s]+\/)*lab-covers\/(?:(?:64s|174s|300x300)\/[0-9a-f]{32}\.(?:jpg|png|gif|webp)|[0-9a-f]{14}\.webp)$/;

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

/**
 * The placeholder of a cover the site does not hold: a square with a diagonal gradient of two
 * hues taken from the artist and title, and a record's shape in it. The colours are mid-dark, so
 * the square reads on light and dark pages alike. The build serves it as a small WebP
 * (`src/build/cover-placeholder.ts`): a browser draws an SVG image on the main thread, and the
 * lab's first screen of them cost its load about 90 ms of blocking time at 4× CPU.
 */
export function placeholderSvg(artist: string, title: string): string {
  const h = hash(`${artist}\u0000${title}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + (Math.floor(h / 360) % 60)) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 100 100">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},52%,46%)"/><stop offset="1" stop-color="hsl(${hue2},58%,24%)"/></linearGradient></defs>`,
    '<rect width="100" height="100" fill="url(#g)"/>',
    '<circle cx="84" cy="84" r="44" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="10"/>',
    '<circle cx="84" cy="84" r="24" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="4"/>',
    '</svg>',
  ].join('');
}

/** A placeholder's file name: a hash of its drawing, so a changed drawing gets a new name. */
export function placeholderFile(svg: string): string {
  return `${hash(svg).toString(16).padStart(14, '0')}.webp`;
}

export interface SelfHostedCovers {
  tracks: LabTrack[];
  /** Downloaded cuts the tracks use (`174s/<file>`). */
  stored: Set<string>;
  /** Placeholders the tracks use: file name → SVG. */
  placeholders: Map<string, string>;
}

/**
 * Points the tracks' covers at the site under `base`: a cover whose every cut is stored
 * (`isStored('174s/<file>')`) at its largest cut, any other at its placeholder. A track without
 * a cover keeps none.
 */
export function selfHostCovers(tracks: readonly LabTrack[], isStored: (path: string) => boolean, base: string): SelfHostedCovers {
  const stored = new Set<string>();
  const placeholders = new Map<string, string>();
  const cover = (track: LabTrack): string => {
    const cuts = coverCuts(track.cover) ?? [];
    if (cuts.length > 0 && cuts.every(({ path }) => isStored(path))) {
      for (const { path } of cuts) stored.add(path);
      return `${base}${LAB_COVER_ROUTE}/${cuts.at(-1)!.path}`;
    }
    const svg = placeholderSvg(track.artist, track.album ?? track.name);
    const file = placeholderFile(svg);
    placeholders.set(file, svg);
    return `${base}${LAB_COVER_ROUTE}/${file}`;
  };
  return { tracks: tracks.map((track) => (track.cover ? { ...track, cover: cover(track) } : track)), stored, placeholders };
}
