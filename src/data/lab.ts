import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizeBase } from '../i18n/index.ts';
import { oncePerKey } from '../once-per-key.ts';
import { parseSnapshot, type Snapshot } from '../lib/lastfm/index.ts';
import { selfHostCovers } from '../lib/lastfm/covers.ts';
import { SITE } from '../site.config.ts';
import { SITE_TIME_ZONE } from './clock.ts';
import { labInsights, type LabInsights } from '../lib/lastfm/insights.ts';

/** Where `npm run lab:snapshot` keeps the snapshot's covers: `<cut>/<Last.fm file>`. */
export const COVERS_DIR = resolve('content/lab/covers');

/** A cover file's bytes, read when its page is built. */
export type CoverFile = () => Uint8Array;

const FILES = import.meta.glob<unknown>('/content/lab/recent-tracks.json', { eager: true, import: 'default' });
const RAW = Object.values(FILES)[0];

/**
 * Whether the site has a snapshot (`npm run lab:snapshot` writes it). Without one the lab says how
 * to make one, and draws an empty history (or the live one, with a Last.fm key).
 */
export const HAS_SNAPSHOT = RAW !== undefined;

/** What the lab reads when there is no snapshot: no plays, taken at the build. */
const noSnapshot = () => ({
  takenAt: new Date().toISOString(),
  recenttracks: { track: [], '@attr': { user: SITE.lastfmUser, page: '1', perPage: '50', totalPages: '0', total: '0' } },
});

/**
 * The committed snapshot, validated at build (a malformed file fails the build), its covers
 * served by the site (the downloaded ones; the lab draws the rest). Also the files to serve under
 * `<base>lab-covers/`.
 */
const load = oncePerKey(() => {
  const parsed = parseSnapshot(RAW ?? noSnapshot(), (message) => console.warn(`[lab] content/lab/recent-tracks.json: ${message}`));
  if (!parsed.ok) throw new Error(`content/lab/recent-tracks.json: ${parsed.error.message}`);
  const { nowPlaying, tracks } = parsed.value;
  const covers = selfHostCovers(nowPlaying ? [nowPlaying, ...tracks] : tracks, (path) => existsSync(join(COVERS_DIR, path)), normalizeBase());
  const snapshot: Snapshot = { ...parsed.value, tracks: nowPlaying ? covers.tracks.slice(1) : covers.tracks };
  if (nowPlaying) snapshot.nowPlaying = covers.tracks[0]!;
  const files = new Map<string, CoverFile>();
  for (const path of covers.stored) files.set(path, () => readFileSync(join(COVERS_DIR, path)));
  return { snapshot, files };
});

export function loadSnapshot(): Snapshot {
  return load().snapshot;
}

/** The snapshot's build-time sections (clock, this month, streaks, rediscoveries), worked out once per build. */
export const snapshotInsights = oncePerKey((): LabInsights => {
  const { tracks, takenAt } = loadSnapshot();
  return labInsights(tracks, takenAt, SITE_TIME_ZONE);
});

/** The snapshot's cover files, by path under `<base>lab-covers/` (`174s/<file>`). */
export function labCoverFiles(): Map<string, CoverFile> {
  return load().files;
}

