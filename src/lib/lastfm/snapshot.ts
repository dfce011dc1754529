import { fail, LastfmError, ok, type LastfmResult } from './errors.ts';
import { parseRecentTracks } from './parse.ts';
import type { RecentTracks } from './types.ts';

/** The committed snapshot: Last.fm's recent tracks, and when they were fetched. */
export interface Snapshot extends RecentTracks {
  /** When the snapshot was taken, in milliseconds since the epoch. */
  takenAt: number;
}

/**
 * Reads `content/lab/recent-tracks.json`: `{ "takenAt": ISO date, "recenttracks": … }`, the
 * `recenttracks` part exactly as `user.getRecentTracks` sends it (pages joined into one).
 */
export function parseSnapshot(body: unknown): LastfmResult<Snapshot> {
  const recent = parseRecentTracks(body);
  if (!recent.ok) return recent;
  const takenAt = typeof body === 'object' && body !== null ? Date.parse(String((body as { takenAt?: unknown }).takenAt)) : NaN;
  if (!Number.isFinite(takenAt)) return fail(new LastfmError('malformed', 'Unexpected snapshot: no valid "takenAt" date'));
  return ok({ ...recent.value, takenAt });
}
