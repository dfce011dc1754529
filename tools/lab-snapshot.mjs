#!/usr/bin/env node
/**
 * `npm run lab:snapshot`: refreshes content/lab/recent-tracks.json (the lab's data without a key)
 * from the live Last.fm API: the scrobbles of the last 30 days (and a little more) of the user
 * set in src/site.config.ts, from user.getRecentTracks pages of 200, as Last.fm sends them
 * (pages joined into one), after checking that they parse, with the time they were taken.
 * Needs LASTFM_API_KEY in the environment or in .env.
 *
 * Then it downloads the snapshot's covers into content/lab/covers/<cut>/<file> (the cuts the site
 * shows, see src/lib/lastfm/covers.ts), keeps those already there and deletes the ones no track
 * uses; the site serves them itself, and draws a placeholder for any cover that is missing.
 *
 * `npm run lab:snapshot -- --sample` writes a plausible sample instead, without network: a
 * deterministic listening history drawn from the tracks already in the snapshot (covers are not
 * downloaded).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/site.config.ts';
import { CHART_DAYS, fetchRecentTracks, MAX_LIMIT, parseSnapshot, recentTracksUrl } from '../src/lib/lastfm/index.ts';
import { seededRandom } from '../src/build/seeded-random.ts';
import { syncCovers } from '../src/lib/lastfm/cover-store.ts';
import { writeAll } from './atomic-write.ts';

const DAY = 86_400_000;
/** At most this many pages of 200 (a very busy month is cut there). */
const MAX_PAGES = 10;

const root = new URL('../', import.meta.url);
const target = fileURLToPath(new URL('content/lab/recent-tracks.json', root));
const coversDir = fileURLToPath(new URL('content/lab/covers/', root));

async function write(snapshot) {
  const checked = parseSnapshot(snapshot);
  if (!checked.ok) throw checked.error;
  // Whole or as it was: the build reads this file.
  await writeAll([{ path: target, text: `${JSON.stringify(snapshot, null, 1)}\n`, isNew: false }]);
  const { tracks, nowPlaying, total, user } = checked.value;
  console.log(
    `lab:snapshot: wrote ${tracks.length} scrobbles${nowPlaying ? ' + now playing' : ''} of ${user} (${total} in total) to content/lab/recent-tracks.json`,
  );
  return [nowPlaying, ...tracks].map((track) => track?.cover);
}

/** Stores the snapshot's covers in content/lab/covers/, downloading the missing ones when `download`. */
async function covers(urls, download) {
  const { stored, downloaded, missing, removed } = await syncCovers(urls, coversDir, download ? fetch : undefined);
  console.log(
    `lab:snapshot: ${stored} covers in content/lab/covers (${downloaded} downloaded), ${missing.length} shown as placeholders${removed ? `, ${removed} unused files deleted` : ''}`,
  );
  for (const { url, reason } of download ? missing : []) console.warn(`  ${url}: ${reason}`);
}

/** Joins raw pages into one, as if Last.fm had sent them at once. */
function joinPages(pages) {
  const track = pages.flatMap((page) => [page.recenttracks.track].flat());
  const attr = pages[0].recenttracks['@attr'];
  const perPage = track.filter((t) => t.date).length;
  return { ...attr, page: '1', perPage: String(perPage), totalPages: String(Math.max(1, Math.ceil(Number(attr.total) / perPage))), track };
}

async function live() {
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
  const takenAt = Date.now();
  const pages = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = { user, apiKey, page, limit: MAX_LIMIT };
    // Validate through the same client the site uses (timeout, error bodies, shape)…
    const checked = await fetchRecentTracks(params);
    if (!checked.ok) {
      const { kind, message, code, status } = checked.error;
      console.error(`lab:snapshot: Last.fm request failed (${kind}${code ? ` ${code}` : ''}${status ? `, HTTP ${status}` : ''}): ${message}`);
      process.exit(1);
    }
    // …then keep the raw answer, so the snapshot keeps Last.fm's own format.
    const response = await fetch(recentTracksUrl(params), { signal: AbortSignal.timeout(5_000) });
    pages.push(await response.json());
    const { tracks, totalPages } = checked.value;
    if (page >= totalPages || (tracks.at(-1)?.date ?? 0) < takenAt - CHART_DAYS * DAY) break;
  }
  const { track, ...attr } = joinPages(pages);
  await covers(await write({ takenAt: new Date(takenAt).toISOString(), recenttracks: { track, '@attr': attr } }), true);
}

function sample() {
  const current = JSON.parse(readFileSync(target, 'utf8'));
  const takenAt = Date.UTC(2026, 10, 22, 21, 40);
  // Seeded: the same sample on every run.
  const next = seededRandom(17);
  // The catalogue: every distinct track of the current snapshot, grouped by album.
  const byKey = new Map();
  for (const t of [current.recenttracks.track].flat()) {
    const { date, '@attr': _attr, ...track } = t;
    byKey.set(`${track.artist.name}\u0000${track.name}`, track);
  }
  const albums = new Map();
  for (const track of [...byKey.values()].sort((a, b) => a.url.localeCompare(b.url))) {
    const key = `${track.artist.name}\u0000${track.album['#text']}`;
    albums.set(key, [...(albums.get(key) ?? []), track]);
  }
  // Favourites first: a few albums take most of the plays, as in a real history.
  const weighted = [...albums.values()].map((tracks, i) => ({ tracks, weight: 1 / (1 + ((i * 7) % albums.size)) ** 0.6 }));
  const totalWeight = weighted.reduce((sum, a) => sum + a.weight, 0);
  const pickAlbum = () => {
    let r = next() * totalWeight;
    return (weighted.find((a) => (r -= a.weight) < 0) ?? weighted[0]).tracks;
  };
  const dateText = (ms) =>
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
      .format(ms)
      .replace(' at', ',');

  const scrobbles = [];
  for (let day = 0; day <= CHART_DAYS + 1; day++) {
    const start = Math.floor(takenAt / DAY) * DAY - day * DAY;
    const weekend = [0, 6].includes(new Date(start).getUTCDay());
    if (next() < 0.1) continue; // a day without music
    const sessions = 1 + Math.floor(next() * (weekend ? 4 : 3));
    for (let s = 0; s < sessions; s++) {
      // Today ends with a session still going when the snapshot is taken.
      let at = day === 0 && s === 0 ? takenAt - 40 * 60_000 : start + (7 + next() * 15) * 3_600_000;
      // A session: a few albums, each played through (the catalogue holds few tracks of each).
      const queue = Array.from({ length: 2 + Math.floor(next() * 4) }, pickAlbum).flat();
      for (const track of queue) {
        if (at < takenAt - 4 * 60_000) scrobbles.push({ at: Math.floor(at / 1000) * 1000, track });
        at += (150 + next() * 140) * 1000;
      }
    }
  }
  scrobbles.sort((a, b) => b.at - a.at);
  const playing = scrobbles[0].track;
  const track = [
    { ...playing, '@attr': { nowplaying: 'true' } },
    ...scrobbles.map(({ at, track }) => ({ ...track, date: { uts: String(at / 1000), '#text': dateText(at) } })),
  ];
  const attr = current.recenttracks['@attr'];
  return write({
    takenAt: new Date(takenAt).toISOString(),
    recenttracks: {
      track,
      '@attr': { ...attr, page: '1', perPage: String(scrobbles.length), totalPages: String(Math.ceil(Number(attr.total) / scrobbles.length)) },
    },
  });
}

if (process.argv.includes('--sample')) await covers(await sample(), false);
else await live();
