import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLastfmJson, fetchRecentTracks, REQUEST_TIMEOUT_MS } from '../../src/lib/lastfm/client';
import { recentTracksUrl } from '../../src/lib/lastfm/request';

/** A page as Last.fm sends it, of a user with 48,213 scrobbles. */
const PAGE = {
  recenttracks: {
    track: [{ artist: { name: 'Sade' }, name: 'Smooth Operator', date: { uts: '1763847360' }, loved: '1' }],
    '@attr': { user: 'camillelaurent', totalPages: '964', page: '2', perPage: '10', total: '48213' },
  },
};

describe('fetchRecentTracks', () => {
  const params = { user: 'camillelaurent', apiKey: 'k3y', page: 2, limit: 10 };
  const respond = (body: string, init?: ResponseInit) => vi.fn<typeof fetch>(async () => new Response(body, init));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the page and parses it', async () => {
    const fake = respond(JSON.stringify(PAGE), { status: 200 });
    const result = await fetchRecentTracks(params, { fetch: fake });
    expect(result.ok && result.value.total).toBe(48213);
    expect(fake).toHaveBeenCalledWith(recentTracksUrl(params), expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('gives a typed api error for a Last.fm error body, also with an error status', async () => {
    for (const status of [200, 403]) {
      const result = await fetchRecentTracks(params, {
        fetch: respond('{"error":29,"message":"Rate Limit Exceeded"}', { status }),
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ kind: 'api', code: 29, status });
    }
  });

  it('gives an http error for a 500 without an error body', async () => {
    const result = await fetchRecentTracks(params, { fetch: respond('<h1>Oops</h1>', { status: 500 }) });
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('gives a malformed error for a body that is not JSON or not the expected JSON', async () => {
    for (const body of ['{"recenttracks":', '<html>', '{"foo":1}']) {
      const result = await fetchRecentTracks(params, { fetch: respond(body, { status: 200 }) });
      expect(!result.ok && result.error.kind, body).toBe('malformed');
    }
  });

  it('gives a network error when the request fails, without throwing', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await fetchRecentTracks(params, { fetch: offline });
    expect(!result.ok && result.error).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
  });

  it('times out after 5 s and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = fetchRecentTracks(params, { fetch: hanging });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(signal?.aborted).toBe(true);
    expect(REQUEST_TIMEOUT_MS).toBe(5_000);
    expect(!result.ok && result.error.kind).toBe('timeout');
  });

  it('times out when the body never finishes arriving', async () => {
    vi.useFakeTimers();
    const slowBody = vi.fn<typeof fetch>(async (_input, init) => {
      const response = new Response('{}');
      vi.spyOn(response, 'text').mockImplementation(
        () => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      return response;
    });
    const pending = fetchRecentTracks(params, { fetch: slowBody });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('reports a cancellation by the caller as aborted, not as a timeout', async () => {
    const controller = new AbortController();
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const pending = fetchRecentTracks(params, { fetch: hanging, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('fetchLastfmJson', () => {
  const respond = (body: string, init?: ResponseInit) => vi.fn<typeof fetch>(async () => new Response(body, init));
  const url = 'https://ws.audioscrobbler.com/2.0/?method=user.getweeklychartlist';

  it('gives any method’s JSON, and its faults typed as fetchRecentTracks types them', async () => {
    expect(await fetchLastfmJson(url, { fetch: respond('{"weeklychartlist":{}}') })).toEqual({ ok: true, value: { weeklychartlist: {} } });
    const limited = await fetchLastfmJson(url, { fetch: respond('{"error":29,"message":"Rate Limit Exceeded"}', { status: 429 }) });
    expect(!limited.ok && limited.error).toMatchObject({ kind: 'api', code: 29, status: 429 });
    const broken = await fetchLastfmJson(url, { fetch: respond('<h1>Oops</h1>', { status: 502 }) });
    expect(!broken.ok && broken.error).toMatchObject({ kind: 'http', status: 502 });
    const garbled = await fetchLastfmJson(url, { fetch: respond('{"weekly', { status: 200 }) });
    expect(!garbled.ok && garbled.error.kind).toBe('malformed');
  });
});
