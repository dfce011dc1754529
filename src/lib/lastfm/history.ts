/**
 * The lab's one history source: a page of scrobbles, live from Last.fm or from the committed
 * snapshot, as the same typed result. Every fault is a `LastfmError` of its kind.
 */
import { fetchAnswer, fetchRecentTracks, parseJson, type FetchOptions } from './client.ts';
import { fail, LastfmError, ok, type LastfmResult } from './errors.ts';
import { pageCount, pageSlice } from './pager.ts';
import type { LabTrack } from './types.ts';

interface Page {
  /** The page's tracks, newest first. */
  tracks: LabTrack[];
  /** The page shown: from the snapshot, the last one when the one asked for is past its end. */
  page: number;
  totalPages: number;
}

export interface SnapshotPage extends Page {
  source: 'snapshot';
}

/** A page from Last.fm, with what it sends along with every page. */
export interface LivePage extends Page {
  source: 'live';
  /** Every scrobble of the user. */
  total: number;
  /** The track playing now, when Last.fm reports one. */
  nowPlaying: LabTrack | undefined;
}

/** One page of the history, live or from the snapshot. */
export type HistoryPage = SnapshotPage | LivePage;

/** A page of the user's history from Last.fm. */
export async function liveHistory(
  { user, apiKey, page, perPage }: { user: string; apiKey: string; page: number; perPage: number },
  options: FetchOptions = {},
): Promise<LastfmResult<LivePage>> {
  const result = await fetchRecentTracks({ user, apiKey, page, limit: perPage }, options);
  if (!result.ok) return result;
  const { tracks, totalPages, total, nowPlaying } = result.value;
  return ok({ source: 'live', tracks, page: result.value.page, totalPages, total, nowPlaying });
}

const isTrack = (value: unknown): value is LabTrack =>
  typeof value === 'object' && value !== null && typeof (value as LabTrack).name === 'string' && typeof (value as LabTrack).artist === 'string';

/** The snapshot's whole history, as the site serves it (a JSON array of tracks). */
export async function fetchSnapshot(url: string, options: FetchOptions = {}): Promise<LastfmResult<LabTrack[]>> {
  const answer = await fetchAnswer(url, options);
  if (!answer.ok) return fail(answer.error);
  const { status, body } = answer.value;
  if (!answer.value.ok) return fail(new LastfmError('http', `HTTP ${status}`, { status }));
  const parsed = parseJson(body);
  if (!parsed || !Array.isArray(parsed.json) || !parsed.json.every(isTrack)) {
    return fail(new LastfmError('malformed', 'The snapshot is not a list of tracks'));
  }
  return ok(parsed.json);
}

export interface SnapshotSource {
  /** The first tracks, which the page carries. */
  first: readonly LabTrack[];
  /** How many tracks the snapshot holds. */
  size: number;
  /** Every track (`fetchSnapshot`), asked for only when a page goes past `first`. */
  all: () => Promise<LastfmResult<LabTrack[]>>;
}

/** A page of the snapshot's history; past its end, its last page. */
export async function snapshotHistory(source: SnapshotSource, page: number, perPage: number): Promise<LastfmResult<HistoryPage>> {
  let tracks: readonly LabTrack[] = source.first;
  let size = source.size;
  if (page * perPage > source.first.length) {
    const all = await source.all();
    if (!all.ok) return all;
    tracks = all.value;
    size = tracks.length;
  }
  const totalPages = pageCount(size, perPage);
  const shown = Math.min(page, totalPages);
  return ok({ source: 'snapshot', tracks: pageSlice(tracks, shown, perPage), page: shown, totalPages });
}
