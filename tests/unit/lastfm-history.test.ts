import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../src/lib/lastfm/errors';
import { fetchSnapshot, liveHistory, snapshotHistory, type SnapshotSource } from '../../src/lib/lastfm/history';
import type { LabTrack } from '../../src/lib/lastfm/types';

const track = (n: number): LabTrack => ({ artist: `Artist ${n}`, name: `Track ${n}`, loved: false, nowPlaying: false, date: n });
const TRACKS = Array.from({ length: 23 }, (_, i) => track(i + 1));
const respond = (body: string, init?: ResponseInit) => vi.fn<typeof fetch>(async () => new Response(body, init));

describe('liveHistory', () => {
  const params = { user: 'camillelaurent', apiKey: 'k3y', page: 2, perPage: 10 };

  it('asks Last.fm for the page and gives it with the total and the track playing now', async () => {
    const body = {
      recenttracks: {
        track: [
          { artist: 'Nina Simone', name: 'Feeling Good', '@attr': { nowplaying: 'true' } },
          { artist: 'Björk', name: 'Jóga', date: { uts: '1700000000' } },
        ],
        '@attr': { page: '2', perPage: '10', totalPages: '7', total: '61' },
      },
    };
    const fake = respond(JSON.stringify(body));
    const result = await liveHistory(params, { fetch: fake });
    expect(new URL(String(fake.mock.calls[0]![0])).searchParams.get('limit')).toBe('10');
    expect(result.ok && result.value).toMatchObject({ source: 'live', page: 2, totalPages: 7, total: 61, nowPlaying: { name: 'Feeling Good' } });
    expect(result.ok && result.value.tracks.map((t) => t.name)).toEqual(['Jóga']);
  });

  it('gives Last.fm’s faults as they are', async () => {
    const result = await liveHistory(params, { fetch: respond('{"error":29,"message":"Rate Limit Exceeded"}') });
    expect(!result.ok && result.error).toMatchObject({ kind: 'api', code: 29 });
  });
});

describe('fetchSnapshot', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the tracks the site serves', async () => {
    expect(await fetchSnapshot('/lab-snapshot.json', { fetch: respond(JSON.stringify(TRACKS)) })).toEqual(ok(TRACKS));
  });

  it('gives each fault its kind', async () => {
    const kind = async (fetcher: typeof fetch) => {
      const result = await fetchSnapshot('/lab-snapshot.json', { fetch: fetcher });
      return !result.ok && result.error.kind;
    };
    expect(await kind(respond('[]', { status: 404 }))).toBe('http');
    for (const body of ['[{"name":', '{"tracks":[]}', '[{"name":"No artist"}]']) expect(await kind(respond(body)), body).toBe('malformed');
    expect(await kind(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBe('network');
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const pending = kind(hanging);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toBe('timeout');
  });
});

describe('snapshotHistory', () => {
  const source = (all: SnapshotSource['all']): SnapshotSource => ({ first: TRACKS.slice(0, 10), size: TRACKS.length, all });

  it('serves pages within the first tracks without asking for the rest', async () => {
    const all = vi.fn(async () => ok(TRACKS));
    const result = await snapshotHistory(source(all), 2, 5);
    expect(result).toEqual(ok({ source: 'snapshot', tracks: TRACKS.slice(5, 10), page: 2, totalPages: 5 }));
    expect(all).not.toHaveBeenCalled();
  });

  it('asks for every track past them; past the end, gives the last page', async () => {
    const all = vi.fn(async () => ok(TRACKS));
    expect(await snapshotHistory(source(all), 3, 10)).toEqual(ok({ source: 'snapshot', tracks: TRACKS.slice(20), page: 3, totalPages: 3 }));
    expect(await snapshotHistory(source(all), 40, 10)).toMatchObject({ ok: true, value: { page: 3, tracks: TRACKS.slice(20) } });
  });

  it('gives the fetch’s fault', async () => {
    const down = await fetchSnapshot('/lab-snapshot.json', { fetch: respond('down', { status: 503 }) });
    const result = await snapshotHistory(source(async () => down), 2, 10);
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 503 });
  });
});
