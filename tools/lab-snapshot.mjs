#!/usr/bin/env node
/**
 * `npm run lab:snapshot`: refreshes content/lab/recent-tracks.json (the lab's data without a key)
 * from the live Last.fm API — the latest 200 scrobbles of the user set in src/site.config.ts,
 * as Last.fm sends them, after checking that they parse.
 * Needs LASTFM_API_KEY in the environment or in .env.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/site.config.ts';
import { fetchRecentTracks, MAX_LIMIT, recentTracksUrl } from '../src/lib/lastfm/index.ts';

const root = new URL('../', import.meta.url);
const target = fileURLToPath(new URL('content/lab/recent-tracks.json', root));
const envFile = fileURLToPath(new URL('.env', root));
if (!process.env.LASTFM_API_KEY && existsSync(envFile)) process.loadEnvFile(envFile);

const apiKey = process.env.LASTFM_API_KEY?.trim();
const user = SITE.lastfmUser?.trim();
const missing = [
  !apiKey && 'LASTFM_API_KEY is not set (environment or .env; see .env.example)',
  !user && 'lastfmUser is empty in src/site.config.ts',
].filter(Boolean);
if (missing.length) {
  console.error(`lab:snapshot: cannot refresh the snapshot:\n  - ${missing.join('\n  - ')}`);
  process.exit(1);
}

const params = { user, apiKey, page: 1, limit: MAX_LIMIT };
// Validate through the same client the site uses (timeout, error bodies, shape)…
const checked = await fetchRecentTracks(params);
if (!checked.ok) {
  const { kind, message, code, status } = checked.error;
  console.error(`lab:snapshot: Last.fm request failed (${kind}${code ? ` ${code}` : ''}${status ? `, HTTP ${status}` : ''}): ${message}`);
  process.exit(1);
}
// …then store the raw answer, so the snapshot keeps Last.fm's own format.
const response = await fetch(recentTracksUrl(params), { signal: AbortSignal.timeout(5_000) });
const raw = await response.json();
writeFileSync(target, `${JSON.stringify(raw, null, 2)}\n`);
const { tracks, nowPlaying, total } = checked.value;
console.log(
  `lab:snapshot: wrote ${tracks.length} scrobbles${nowPlaying ? ' + now playing' : ''} of ${user} (${total} in total) to content/lab/recent-tracks.json`,
);
