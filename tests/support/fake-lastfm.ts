/**
 * A local stand-in of Last.fm's API for tests (`LASTFM_API_URL` points `npm run lab:snapshot` at
 * it): plain Node `http` on 127.0.0.1. `user.getRecentTracks` answers the tracks it is given in one
 * page, as Last.fm sends them; `fault` makes every request fail with Last.fm's error body.
 */
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Last.fm's error codes for the statuses the tests use (29: rate limit, 8: operation failed). */
const ERRORS: Record<number, { error: number; message: string }> = {
  429: { error: 29, message: 'Rate Limit Exceeded - Your IP has made too many requests in a short period' },
  500: { error: 8, message: 'Operation failed - Most likely the backend service failed. Please try again.' },
};

export interface FakeLastfm {
  url: string;
  /** A status every request gets instead of tracks (429, 500), or none. */
  fault: 429 | 500 | undefined;
  requests: number;
  close(): Promise<void>;
}

export async function startFakeLastfm(user: string, tracks: unknown[]): Promise<FakeLastfm> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    fake.requests++;
    const method = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('method');
    if (fake.fault) {
      response.writeHead(fake.fault, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(ERRORS[fake.fault]));
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
    requests: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
