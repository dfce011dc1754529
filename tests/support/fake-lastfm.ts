/**
 * A local stand-in of Last.fm's API for tests (`LASTFM_API_URL` points `npm run lab:snapshot` at
 * it): plain Node `http` on 127.0.0.1. `user.getRecentTracks` answers the tracks it is given in one
 * page, as Last.fm sends them; the weekly chart methods answer the weeks it is given (a week it has
 * no chart for is empty); `fault` makes every request fail with Last.fm's error body, and
 * `faultAfter` every request after that many.
 */
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Last.fm's error codes for the statuses the tests use (29: rate limit, 8: operation failed). */
const ERRORS: Record<number, { error: number; message: string }> = {
  429: { error: 29, message: 'Rate Limit Exceeded - Your IP has made too many requests in a short period' },
  500: { error: 8, message: 'Operation failed - Most likely the backend service failed. Please try again.' },
};

/** A week's artists (`name: plays`); its albums and tracks are named after them. */
export interface FakeWeek {
  /** Seconds since the epoch, as Last.fm sends them. */
  from: number;
  to: number;
  artists: Record<string, number>;
}

export interface FakeLastfm {
  url: string;
  /** A status every request gets instead of tracks (429, 500), or none. */
  fault: 429 | 500 | undefined;
  /** Requests answered with a fault after this many requests in all (a rate limit mid-way). */
  faultAfter: number | undefined;
  requests: number;
  /** Every request's method and week: `user.getweeklyartistchart 1767960000`. */
  log: string[];
  /** When each request arrived (milliseconds since the epoch). */
  times: number[];
  close(): Promise<void>;
}

/** The answer of a weekly chart method, as Last.fm shapes it. */
function weeklyAnswer(method: string, week: FakeWeek | undefined): unknown {
  const artists = Object.entries(week?.artists ?? {});
  const attr = { from: String(week?.from ?? 0), to: String(week?.to ?? 0) };
  const rank = (i: number) => ({ rank: String(i + 1) });
  if (method === 'user.getweeklyartistchart') {
    return { weeklyartistchart: { artist: artists.map(([name, plays], i) => ({ name, mbid: '', playcount: String(plays), '@attr': rank(i) })), '@attr': attr } };
  }
  const kind = method === 'user.getweeklyalbumchart' ? 'album' : 'track';
  const rows = artists.map(([name, plays], i) => ({ name: `${name} ${kind}`, artist: { '#text': name, mbid: '' }, playcount: String(plays), '@attr': rank(i) }));
  return { [`weekly${kind}chart`]: { [kind]: rows, '@attr': attr } };
}

export async function startFakeLastfm(user: string, tracks: unknown[], weeks: FakeWeek[] = []): Promise<FakeLastfm> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    fake.requests++;
    const params = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    const method = params.get('method') ?? '';
    fake.times.push(Date.now());
    fake.log.push(`${method}${params.has('from') ? ` ${params.get('from')}` : ''}`);
    const fault = fake.fault ?? (fake.faultAfter !== undefined && fake.requests > fake.faultAfter ? 429 : undefined);
    if (fault) {
      response.writeHead(fault, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(ERRORS[fault]));
    }
    if (method === 'user.getweeklychartlist') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chart = weeks.map((w) => ({ '#text': '', from: String(w.from), to: String(w.to) }));
      return response.end(JSON.stringify({ weeklychartlist: { chart, '@attr': { user } } }));
    }
    if (/^user\.getweekly(artist|album|track)chart$/.test(method)) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(weeklyAnswer(method, weeks.find((w) => String(w.from) === params.get('from')))));
    }
    if (method !== 'user.getrecenttracks') {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ error: 3, message: 'Invalid Method - No method with that name in this package' }));
    }
    const played = tracks.filter((track) => (track as { date?: unknown }).date).length;
    const attr = { user, totalPages: '1', page: '1', perPage: String(played), total: String(played) };
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ recenttracks: { track: tracks, '@attr': attr } }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeLastfm = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fault: undefined,
    faultAfter: undefined,
    requests: 0,
    log: [],
    times: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
