import type { LabTrack } from './types.ts';

/** Where the data shown comes from: Last.fm just now, or the committed snapshot. */
export type DataSource = 'live' | 'snapshot';

/** A scrobble older than this is not "recent": the card then says nothing is playing. */
export const RECENT_PLAY_MS = 24 * 60 * 60 * 1000;

export type PlayerState =
  /** Last.fm reports this track as playing now (live data only). */
  | { kind: 'playing'; track: LabTrack }
  /** Nothing playing; the latest track was played at `date`. */
  | { kind: 'recent'; track: LabTrack; date: number }
  /** Nothing played recently. */
  | { kind: 'idle' };

export interface PlayerStateInput {
  source: DataSource;
  /** The track Last.fm reported as playing when the data was fetched. */
  nowPlaying: LabTrack | undefined;
  /** The latest scrobble (with its date), if any. */
  latest: LabTrack | undefined;
  /** When the data describes: the visitor's clock for live data, the snapshot's time otherwise. */
  reference: number;
}

/**
 * What the "now" card may honestly say. A snapshot never claims a track is playing now: the track
 * that was playing when it was taken counts as played at that time.
 */
export function playerState({ source, nowPlaying, latest, reference }: PlayerStateInput): PlayerState {
  if (nowPlaying && source === 'live') return { kind: 'playing', track: nowPlaying };
  const last = nowPlaying ? { track: nowPlaying, date: reference } : latest?.date !== undefined ? { track: latest, date: latest.date } : undefined;
  if (!last || reference - last.date > RECENT_PLAY_MS) return { kind: 'idle' };
  return { kind: 'recent', ...last };
}
