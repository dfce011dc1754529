import raw from '../../../content/lab/recent-tracks.json' with { type: 'json' };
import { parseSnapshot, type Snapshot } from '../../lib/lastfm/index.ts';

/** The committed Last.fm snapshot, validated at build: a malformed file fails the build. */
export function loadSnapshot(): Snapshot {
  const parsed = parseSnapshot(raw);
  if (!parsed.ok) throw new Error(`content/lab/recent-tracks.json: ${parsed.error.message}`);
  return parsed.value;
}

/** Where the build writes the snapshot's history for the island (under the site's base). */
export const SNAPSHOT_FILE = 'lab-snapshot.json';
