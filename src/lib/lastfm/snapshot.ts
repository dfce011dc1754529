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
 * `recenttracks` part exactly as `user.getRecentTracks` sends it (pages joined into one). A track
 * whose play date is no time is left out, and `dropped` told which.
 */
export function parseSnapshot(body: unknown, dropped?: (message: string) => void): LastfmResult<Snapshot> {
  const recent = parseRecentTracks(body, dropped);
  if (!recent.ok) return recent;
  const takenAt = typeof body === 'object' && body !== null ? Date.parse(String((body as { takenAt?: unknown }).takenAt)) : NaN;
  if (!Number.isFinite(takenAt)) return fail(new LastfmError('malformed', 'Unexpected snapshot: no valid "takenAt" date'));
  return ok({ ...recent.value, takenAt });
}
