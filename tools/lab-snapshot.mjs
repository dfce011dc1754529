#!/usr/bin/env node
/**
 * `npm run lab:snapshot`: refreshes content/lab/recent-tracks.json (the lab's data without a key)
 * from the live Last.fm API: the scrobbles of the last 90 days (`--days N` for another span) of
 * the user set in src/site.config.ts, from user.getRecentTracks pages of 200 (at most 50 pages),
 * as Last.fm sends them (pages joined into one), after checking that they parse, with the time
 * they were taken. Needs LASTFM_API_KEY in the environment or in .env.
 *
 * Then it downloads the snapshot's covers into content/lab/covers/<cut>/<file> (the cuts the site
 * shows, see src/lib/lastfm/covers.ts), keeps those already there and deletes the ones no track
 * uses; the site serves them itself, and draws a cover for any that is missing.
 *
 * It also keeps Last.fm's weekly charts of this calendar year and the last (the owner's clock) in
 * content/lab/weekly-charts.json, for the year pages: user.getWeeklyChartList, then for each
 * finished week it does not have yet its artist, album and track charts (a finished week never
 * changes, so a week kept is never asked again), at most 5 requests a second. Each week keeps its
 * plays and its top WEEK_TOP (20) artists, albums and tracks. A fault mid-way (a rate limit) keeps
 * the weeks fetched so far; the next run asks for the rest.
 *
 * `npm run lab:snapshot -- --sample` writes a plausible sample instead, without network: a
 * deterministic listening history over the same span, drawn from the tracks already in the
 * snapshot (covers are not downloaded). Plays follow the owner's day (src/site.config.ts
 * `timeZone`): mornings and evenings on weekdays, later on weekends; favourites that stay, records
 * found lately, others loved a while and then left. Its weekly charts cover two years: seasons,
 * artists who arrive and fade, a few weeks off; the weeks the sample history covers are counted
 * from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/site.config.ts';
import { fetchLastfmJson, fetchRecentTracks, MAX_LIMIT, parseSnapshot, recentTracksUrl, zonedParts } from '../src/lib/lastfm/index.ts';
import { parseWeekList, parseWeeklyCharts, serializeWeeklyCharts, WEEK_METHODS, WEEK_MS, WEEK_TOP, weekFromAnswers, weeklyUrl } from '../src/lib/lastfm/weekly.ts';
import { checkTimeZone, DEFAULT_TIME_ZONE } from '../src/lib/zone.ts';
import { seededRandom } from '../src/build/seeded-random.ts';
import { syncCovers } from '../src/build/lastfm/cover-store.ts';
import { writeAll } from './atomic-write.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Days the snapshot keeps unless `--days N` says otherwise. */
const DEFAULT_DAYS = 90;
/** At most this many pages of 200 (10,000 scrobbles: a very busy span is cut there). */
const MAX_PAGES = 50;

/** `--days N` (1 to 366), else DEFAULT_DAYS. */
function spanDays() {
  const at = process.argv.indexOf('--days');
  if (at < 0) return DEFAULT_DAYS;
  const days = Number(process.argv[at + 1]);
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    console.error(`lab:snapshot: --days wants a whole number of days from 1 to 366, not "${process.argv[at + 1] ?? ''}"`);
    process.exit(1);
  }
  return days;
}
const DAYS = spanDays();
const TIME_ZONE = checkTimeZone(SITE.timeZone ?? DEFAULT_TIME_ZONE, 'src/site.config.ts');

const root = new URL('../', import.meta.url);
const target = fileURLToPath(new URL('content/lab/recent-tracks.json', root));
const coversDir = fileURLToPath(new URL('content/lab/covers/', root));
const weeklyTarget = fileURLToPath(new URL('content/lab/weekly-charts.json', root));
/** Last.fm asks for at most 5 requests a second: one starts at most every 200 ms. */
const REQUEST_GAP_MS = 200;

/** `fetch` to Last.fm's API, or to LASTFM_API_URL's host in its place (tests). */
function lastfmFetch(url, init) {
  const base = process.env.LASTFM_API_URL;
  if (!base) return fetch(url, init);
  const { pathname, search } = new URL(url);
  return fetch(new URL(pathname + search, base), init);
}

async function write(snapshot) {
  const checked = parseSnapshot(snapshot, (message) => console.warn(`lab:snapshot: ${message}`));
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
  const from = takenAt - DAYS * DAY;
  const pages = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = { user, apiKey, page, limit: MAX_LIMIT, from };
    // Validate through the same client the site uses (timeout, error bodies, shape)…
    const checked = await fetchRecentTracks(params, { fetch: lastfmFetch });
    if (!checked.ok) {
      const { kind, message, code, status } = checked.error;
      console.error(`lab:snapshot: Last.fm request failed (${kind}${code ? ` ${code}` : ''}${status ? `, HTTP ${status}` : ''}): ${message}`);
      process.exit(1);
    }
    // …then keep the raw answer, so the snapshot keeps Last.fm's own format.
    const response = await lastfmFetch(recentTracksUrl(params), { signal: AbortSignal.timeout(5_000) });
    pages.push(await response.json());
    const { tracks, totalPages } = checked.value;
    if (page >= totalPages || (tracks.at(-1)?.date ?? 0) < from) break;
    if (page === MAX_PAGES) console.warn(`lab:snapshot: stopped at ${MAX_PAGES} pages of ${MAX_LIMIT}: the snapshot starts later than ${DAYS} days ago`);
  }
  const { track, ...attr } = joinPages(pages);
  await covers(await write({ takenAt: new Date(takenAt).toISOString(), recenttracks: { track, '@attr': attr } }), true);
  await weekly({ user, apiKey, takenAt });
}

/** The owner's calendar year of an instant. */
const yearOf = (ms) => Number(zonedParts(ms, TIME_ZONE).day.slice(0, 4));
/** Whether a week belongs to this year or the last: the year of its middle. */
const wantedWeek = (week, takenAt) => week.to <= takenAt && yearOf(week.from + WEEK_MS / 2) >= yearOf(takenAt) - 1;

/** The weekly charts file already there, when it is of this user (a malformed one is started again). */
function storedWeeks(user) {
  if (!existsSync(weeklyTarget)) return [];
  const parsed = parseWeeklyCharts(JSON.parse(readFileSync(weeklyTarget, 'utf8')));
  if (!parsed.ok) console.warn(`lab:snapshot: content/lab/weekly-charts.json: ${parsed.error.message}; fetched again`);
  return parsed.ok && parsed.value.user === user ? parsed.value.weeks : [];
}

async function writeWeekly(charts) {
  await writeAll([{ path: weeklyTarget, text: serializeWeeklyCharts(charts), isNew: false }]);
}

/** Keeps the weekly charts of this year and the last up to date (see the note at the top). */
async function weekly({ user, apiKey, takenAt }) {
  let last = 0;
  const ask = async (method, week) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, last + REQUEST_GAP_MS - Date.now())));
    last = Date.now();
    return fetchLastfmJson(weeklyUrl(method, { user, apiKey, ...week }), { fetch: lastfmFetch });
  };
  const failed = ({ kind, message, code, status }) => `(${kind}${code ? ` ${code}` : ''}${status ? `, HTTP ${status}` : ''}): ${message}`;
  const listed = await ask('user.getweeklychartlist');
  const list = listed.ok ? parseWeekList(listed.value) : listed;
  if (!list.ok) {
    console.error(`lab:snapshot: Last.fm's weekly chart list failed ${failed(list.error)}; the weekly charts are kept as they were`);
    process.exit(1);
  }
  const kept = new Map(storedWeeks(user).filter((week) => wantedWeek(week, takenAt)).map((week) => [week.from, week]));
  const missing = list.value.filter((week) => wantedWeek(week, takenAt) && !kept.has(week.from));
  /** One week's artist, album and track charts as one, or the first fault. */
  const fetchWeek = async (week) => {
    const answers = {};
    for (const [key, method] of Object.entries(WEEK_METHODS)) {
      const answer = await ask(method, week);
      if (!answer.ok) return answer;
      answers[key] = answer.value;
    }
    return weekFromAnswers(week, answers, WEEK_TOP);
  };
  let fault;
  for (const week of missing) {
    const chart = await fetchWeek(week);
    if (!chart.ok) {
      fault = chart.error;
      break;
    }
    kept.set(week.from, chart.value);
  }
  const weeks = [...kept.values()].sort((a, b) => a.from - b.from);
  // Whole or as it was, with every week fetched before a fault.
  await writeWeekly({ user, takenAt, top: WEEK_TOP, weeks });
  const fetched = missing.filter((week) => kept.has(week.from)).length;
  console.log(`lab:snapshot: ${weeks.length} weeks of charts in content/lab/weekly-charts.json (${fetched} fetched now)`);
  if (fault) {
    console.error(`lab:snapshot: a weekly chart failed ${failed(fault)}; the weeks fetched are kept, run again later for the ${missing.length - fetched} others`);
    process.exit(1);
  }
}

/** The UTC time of `hour` (fractional) on `day` (`YYYY-MM-DD`) on the wall clock of `timeZone`. */
function wallClock(day, hour, timeZone) {
  const guess = Date.parse(`${day}T00:00:00Z`) + hour * HOUR;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone })
      .formatToParts(guess)
      .map(({ type, value }) => [type, value]),
  );
  const offset = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`) - guess;
  return guess - offset;
}

function sample() {
  const current = JSON.parse(readFileSync(target, 'utf8'));
  const takenAt = Date.UTC(2026, 10, 22, 21, 40);
  // Seeded: the same sample on every run.
  const next = seededRandom(17);
  const pick = (list) => list[Math.floor(next() * list.length)];
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
  // Each record has its time: favourites played all along, records found lately, records loved a
  // while and then left (to rediscover), and waves of a few weeks in between.
  const records = [...albums.values()].map((tracks, i) => {
    const kind = ['staple', 'wave', 'left', 'new', 'wave', 'staple', 'left', 'wave'][i % 8];
    const start = kind === 'new' ? Math.floor(next() * 25) : kind === 'left' ? 50 + Math.floor(next() * (DAYS - 50)) : kind === 'wave' ? 20 + Math.floor(next() * (DAYS - 20)) : DAYS;
    const end = kind === 'left' ? 35 + Math.floor(next() * 10) : kind === 'wave' ? Math.max(0, start - 14 - Math.floor(next() * 20)) : 0;
    const weight = (kind === 'staple' ? 1 : kind === 'new' ? 3 : kind === 'left' ? 3 : 2) / (1 + (i % 5)) ** 0.5;
    return { tracks, start, end, weight };
  });
  // Every record is played at least once where it is heard, so the catalogue stays whole.
  const unheard = new Set(records);
  const pickRecord = (ago) => {
    const open = records.filter((r) => ago <= r.start && ago >= r.end);
    const waiting = open.find((r) => unheard.has(r));
    if (waiting && next() < 0.3) return waiting;
    const total = open.reduce((sum, r) => sum + r.weight, 0);
    let r = next() * total;
    return open.find((record) => (r -= record.weight) < 0) ?? open[0] ?? records[0];
  };
  const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
  const dateText = (ms) =>
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
      .format(ms)
      .replace(' at', ',');
  // The owner's day: on weekdays a commute, sometimes lunch, the evening; on weekends later and longer.
  const weekdaySessions = [[7.3, 8.6], [12.2, 13.5], [18.3, 20], [20.5, 23.4]];
  const weekendSessions = [[10, 12.5], [14, 17.5], [19, 21], [21.5, 25.5]];

  const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(takenAt);
  const scrobbles = [];
  for (let ago = DAYS - 1; ago >= 0; ago--) {
    const day = dayOf(Date.parse(`${lastDay}T00:00:00Z`) - ago * DAY);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // A week away without music, and now and then a quiet day.
    if ((ago >= 52 && ago <= 55) || next() < 0.06) continue;
    const slots = (weekend ? weekendSessions : weekdaySessions).filter((_, i) => next() < (weekend ? [0.5, 0.6, 0.5, 0.7] : [0.7, 0.3, 0.5, 0.8])[i]);
    if (slots.length === 0) slots.push(pick(weekend ? weekendSessions : weekdaySessions));
    for (const [from, to] of slots) {
      let at = wallClock(day, from + next() * (to - from) * 0.7, TIME_ZONE);
      // Between a quarter of an hour and an hour, within the slot.
      const end = Math.min(wallClock(day, to, TIME_ZONE), at + (15 + next() * 45) * 60_000);
      // A session: records played through, one after another.
      while (at < end && at < takenAt - 4 * 60_000) {
        const record = pickRecord(ago);
        unheard.delete(record);
        for (const track of record.tracks) {
          if (at >= takenAt - 4 * 60_000) break;
          scrobbles.push({ at: Math.floor(at / 1000) * 1000, track });
          at += (150 + next() * 140) * 1000;
        }
        at += next() * 10 * 60_000;
      }
    }
  }
  // The evening of the snapshot: a record still playing when it was taken.
  const playing = pickRecord(0).tracks[0];
  scrobbles.sort((a, b) => b.at - a.at);
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

/**
 * Two years of weekly charts for the sample, from the sample's catalogue: the weeks the sample
 * history covers are counted from its plays; the weeks before are drawn, seeded. Listening follows
 * the seasons (more in winter, less in summer), a few weeks are off (holidays), and each artist has
 * its time: staples heard all along, artists who arrive in one year and fade, others who leave.
 */
async function sampleWeekly() {
  const snapshot = JSON.parse(readFileSync(target, 'utf8'));
  const takenAt = Date.parse(snapshot.takenAt);
  const played = [snapshot.recenttracks.track].flat().filter((t) => t.date);
  const next = seededRandom(59);
  // Last.fm's weeks run from Sunday noon (UTC): the last one finished before the snapshot, and 100 before it.
  const sunday = Date.UTC(2026, 10, 22, 12);
  const lastFrom = sunday - WEEK_MS * (sunday > takenAt ? 2 : 1);
  const weeks = [];
  for (let from = lastFrom; yearOf(from + WEEK_MS / 2) >= yearOf(takenAt) - 1; from -= WEEK_MS) weeks.unshift({ from, to: from + WEEK_MS });
  const historyFrom = Number(played.at(-1).date.uts) * 1000;

  // The catalogue, by artist: their albums and tracks.
  const catalogue = new Map();
  for (const t of played) {
    const artist = catalogue.get(t.artist.name) ?? catalogue.set(t.artist.name, new Map()).get(t.artist.name);
    const album = artist.get(t.album['#text']) ?? artist.set(t.album['#text'], new Set()).get(t.album['#text']);
    album.add(t.name);
  }
  const artists = [...catalogue.keys()].sort();
  // Each artist's weeks: staples all along; some arrive this year (and a few fade); others are left last year.
  const span = weeks.length;
  const lives = artists.map((name, i) => {
    const kind = ['staple', 'arrives', 'staple', 'leaves', 'wave', 'arrives', 'staple', 'wave'][i % 8];
    const start = kind === 'arrives' ? span - 46 + Math.floor(next() * 30) : kind === 'wave' ? Math.floor(next() * (span - 20)) : 0;
    const end = kind === 'leaves' ? 30 + Math.floor(next() * 20) : kind === 'wave' ? start + 8 + Math.floor(next() * 14) : span;
    return { name, start, end, weight: (kind === 'staple' ? 2 : 3) / (1 + (i % 4)) ** 0.5 };
  });
  // Weeks off: a fortnight last August, a week this spring.
  const off = new Set([span - 68, span - 67, span - 32]);
  const count = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  const charts = weeks.map((week, w) => {
    const byArtist = new Map();
    const byAlbum = new Map();
    const byTrack = new Map();
    if (week.from >= historyFrom) {
      // Counted from the sample history.
      for (const t of played) {
        const at = Number(t.date.uts) * 1000;
        if (at < week.from || at >= week.to) continue;
        count(byArtist, t.artist.name);
        count(byAlbum, `${t.album['#text']}\u0000${t.artist.name}`);
        count(byTrack, `${t.name}\u0000${t.artist.name}`);
      }
    } else if (!off.has(w)) {
      const month = Number(zonedParts(week.from + WEEK_MS / 2, TIME_ZONE).day.slice(5, 7));
      const season = 1 + 0.35 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
      const open = lives.filter((life) => w >= life.start && w < life.end);
      const total = Math.round(110 * season * (0.6 + next() * 0.8));
      const weightSum = open.reduce((sum, life) => sum + life.weight, 0);
      for (let play = 0; play < total && open.length; play++) {
        let r = next() * weightSum;
        const life = open.find((l) => (r -= l.weight) < 0) ?? open[0];
        const albums = [...catalogue.get(life.name)];
        const [album, tracks] = albums[Math.floor(next() * albums.length)];
        const list = [...tracks];
        const track = list[Math.floor(next() ** 1.5 * list.length)];
        count(byArtist, life.name);
        count(byAlbum, `${album}\u0000${life.name}`);
        count(byTrack, `${track}\u0000${life.name}`);
      }
    }
    const rows = (map, kind) =>
      [...map].map(([key, plays]) => {
        const [name, artist] = key.split('\u0000');
        return kind === 'artist' ? { name, playcount: String(plays) } : { name, artist: { '#text': artist }, playcount: String(plays) };
      });
    const chart = weekFromAnswers(
      week,
      {
        artists: { weeklyartistchart: { artist: rows(byArtist, 'artist') } },
        albums: { weeklyalbumchart: { album: rows(byAlbum, 'album') } },
        tracks: { weeklytrackchart: { track: rows(byTrack, 'track') } },
      },
      WEEK_TOP,
    );
    if (!chart.ok) throw chart.error;
    return chart.value;
  });
  await writeWeekly({ user: snapshot.recenttracks['@attr'].user, takenAt, top: WEEK_TOP, weeks: charts });
  console.log(`lab:snapshot: wrote ${charts.length} sample weeks of charts to content/lab/weekly-charts.json`);
}

if (process.argv.includes('--sample')) {
  await covers(await sample(), false);
  await sampleWeekly();
} else await live();
