import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_INTERVAL_MS, createLab, MAX_POLL_BACKOFF, POLL_INTERVAL_MS, pollsToSkip, type LabConfig, type LabEnv } from '../../src/islands/LabPlayer/controller';
import type { LabTrack } from '../../src/lib/lastfm/types';
import { fakeAddressBar } from '../support/fake-address-bar';

const NOW = Date.UTC(2026, 10, 22, 21, 40);
const MINUTE = 60_000;

/** The snapshot: 120 scrobbles, one every 4 minutes back from NOW. */
const SNAPSHOT: LabTrack[] = Array.from({ length: 120 }, (_, i) => ({
  artist: `Artist ${i + 1}`,
  name: `Track ${i + 1}`,
  loved: false,
  nowPlaying: false,
  date: NOW - i * 4 * MINUTE,
}));

const config: LabConfig = {
  user: 'camillelaurent',
  snapshotUrl: '/lab-snapshot.json',
  snapshotSize: SNAPSHOT.length,
  latest: SNAPSHOT[0],
  timeZone: 'Europe/Paris',
  nowPlaying: SNAPSHOT[0],
  takenAt: NOW,
  total: 48_213,
};

/** A raw `user.getRecentTracks` page of `total` live scrobbles, `Live n`, the first playing `playing`. */
function lastfmPage(page: number, limit: number, playing: string | undefined, total = 1234) {
  const start = (page - 1) * limit;
  const track = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i): unknown => ({
    artist: { name: 'Live artist' },
    name: `Live ${start + i + 1}`,
    date: { uts: String(Math.floor(NOW / 1000) - (start + i) * 240) },
  }));
  if (playing && page === 1) track.unshift({ artist: { name: 'Nina Simone' }, name: playing, '@attr': { nowplaying: 'true' } });
  return { recenttracks: { track, '@attr': { page: String(page), perPage: String(limit), totalPages: String(Math.ceil(total / limit)), total: String(total) } } };
}

/**
 * A browser stand-in: an address bar, a history of entries with Back and Forward, a tab that can
 * be hidden, and a fetch that serves the snapshot and a fake Last.fm (`fault` makes it fail).
 */
function fakeBrowser(url = '/en/lab/', { key }: { key?: string } = {}) {
  const bar = fakeAddressBar(url);
  let visible = true;
  const watchers = new Set<() => void>();
  const lastfm = { playing: 'Feeling Good' as string | undefined, fault: undefined as number | undefined };
  let snapshotStatus = 200;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const at = new URL(String(input), 'https://site.example');
    if (at.pathname === '/lab-snapshot.json') return snapshotStatus === 200 ? Response.json(SNAPSHOT) : new Response('down', { status: snapshotStatus });
    if (lastfm.fault) return new Response('down', { status: lastfm.fault });
    const param = (name: string) => Number(at.searchParams.get(name));
    return Response.json(lastfmPage(param('page'), param('limit'), lastfm.playing, at.searchParams.has('from') ? 300 : 1234));
  });
  const env: LabEnv = {
    ...bar.env,
    fetch,
    visible: () => visible,
    onVisibility: (listener) => {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    storedKey: () => key,
    setInterval: (callback, ms) => setInterval(callback, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
  const requests = (limit?: string) =>
    fetch.mock.calls.map(([input]) => new URL(String(input), 'https://site.example')).filter((u) => u.hostname !== 'site.example' && (!limit || u.searchParams.get('limit') === limit));
  return {
    env,
    fetch,
    lastfm,
    requests,
    snapshotFetches: () => fetch.mock.calls.filter(([input]) => String(input) === '/lab-snapshot.json').length,
    failSnapshot: (status: number) => (snapshotStatus = status),
    entries: bar.entries,
    address: bar.address,
    back: bar.back,
    forward: bar.forward,
    fragment: bar.fragment,
    setVisible: (value: boolean) => {
      visible = value;
      for (const listener of watchers) listener();
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const names = (tracks: LabTrack[]) => [tracks[0]?.name, tracks.at(-1)?.name];

describe('lab controller, from the snapshot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the page the server rendered before and after starting, without a request', async () => {
    const browser = fakeBrowser();
    const lab = createLab(config, browser.env);
    expect(lab.$started.get()).toBe(false);
    expect(lab.$now.get()).toBeUndefined();
    expect(lab.$view.get()).toMatchObject({ page: 1, perPage: 25, totalPages: 5, total: 48_213, source: 'snapshot' });
    lab.start();
    await settle();
    expect(lab.$started.get()).toBe(true);
    expect(lab.$live.get()).toBe(false);
    expect(lab.$now.get()).toBe(NOW);
    // The HTML's own page: its tracks are not sent twice.
    expect(lab.$view.get()).toMatchObject({ server: true, tracks: [] });
    expect(lab.$view.get().latest?.name).toBe('Track 1');
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.entries()).toEqual(['/en/lab/']);
    vi.advanceTimersByTime(CLOCK_INTERVAL_MS);
    expect(lab.$now.get()).toBe(NOW + CLOCK_INTERVAL_MS);
  });

  it('pages through the snapshot, fetched once, one history entry per change', async () => {
    const browser = fakeBrowser();
    const lab = createLab(config, browser.env);
    lab.start();
    expect(await lab.goTo(2)).toBe(true);
    expect(names(lab.$view.get().tracks)).toEqual(['Track 26', 'Track 50']);
    expect(browser.address()).toBe('/en/lab/?page=2');
    await lab.goTo(3);
    expect(names(lab.$view.get().tracks)).toEqual(['Track 51', 'Track 75']);
    // Page 3 of 25 started at track 51: page 6 of 10 shows it.
    await lab.resize(10);
    expect(lab.$view.get()).toMatchObject({ page: 6, perPage: 10, totalPages: 12 });
    expect(names(lab.$view.get().tracks)).toEqual(['Track 51', 'Track 60']);
    expect(browser.entries()).toEqual(['/en/lab/', '/en/lab/?page=2', '/en/lab/?page=3', '/en/lab/?page=6&pageSize=10']);
    // A size the menu does not offer changes nothing.
    expect(await lab.resize(30)).toBe(false);
    expect(browser.snapshotFetches()).toBe(1);
    expect(lab.$busy.get()).toBe(false);
  });

  it('starts on a static history page: shows it as it is, pages from there and comes back with Back', async () => {
    const browser = fakeBrowser('/en/lab/page/2/');
    const lab = createLab({ ...config, page: 2, labPath: '/en/lab/' }, browser.env);
    expect(lab.$view.get()).toMatchObject({ page: 2, totalPages: 5 });
    expect(lab.$view.get().latest?.name).toBe('Track 1');
    lab.start();
    await settle();
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.entries()).toEqual(['/en/lab/page/2/']);
    await lab.goTo(3);
    expect(names(lab.$view.get().tracks)).toEqual(['Track 51', 'Track 75']);
    expect(browser.address()).toBe('/en/lab/?page=3');
    browser.back();
    await settle();
    expect(browser.address()).toBe('/en/lab/page/2/');
    expect(lab.$view.get().page).toBe(2);
    expect(names(lab.$view.get().tracks)).toEqual(['Track 26', 'Track 50']);
    expect(browser.entries()).toEqual(['/en/lab/page/2/', '/en/lab/?page=3']);
  });

  it('a bad address falls back to the defaults; a page past the end shows the last, and says so in the address', async () => {
    const bad = fakeBrowser('/en/lab/?page=abc&pageSize=7');
    const lab = createLab(config, bad.env);
    lab.start();
    await settle();
    expect(lab.$view.get()).toMatchObject({ page: 1, perPage: 25 });
    expect(bad.fetch).not.toHaveBeenCalled();

    const far = fakeBrowser('/en/lab/?page=9&pageSize=50#history');
    const other = createLab(config, far.env);
    other.start();
    await settle();
    expect(other.$view.get()).toMatchObject({ page: 3, perPage: 50, totalPages: 3 });
    expect(names(other.$view.get().tracks)).toEqual(['Track 101', 'Track 120']);
    expect(far.entries()).toEqual(['/en/lab/?page=3&pageSize=50#history']);
  });

  it('a failed fetch keeps the page shown and says so; the next change fetches again', async () => {
    const browser = fakeBrowser();
    const lab = createLab(config, browser.env);
    lab.start();
    browser.failSnapshot(503);
    expect(await lab.goTo(2)).toBe(false);
    expect(lab.$fault.get()).toBe('http');
    expect(lab.$view.get()).toMatchObject({ page: 1, server: true });
    expect(browser.address()).toBe('/en/lab/');
    browser.failSnapshot(200);
    await lab.goTo(2);
    expect(lab.$fault.get()).toBeUndefined();
    expect(lab.$view.get().page).toBe(2);
    expect(browser.snapshotFetches()).toBe(2);
  });

  it('Back and Forward show the pager’s own entries in place; a fragment changes nothing', async () => {
    const browser = fakeBrowser();
    const lab = createLab(config, browser.env);
    lab.start();
    await lab.goTo(2);
    await lab.resize(10);
    browser.back();
    await settle();
    expect(lab.$view.get()).toMatchObject({ page: 2, perPage: 25 });
    browser.back();
    await settle();
    expect(lab.$view.get()).toMatchObject({ page: 1, perPage: 25 });
    browser.forward();
    await settle();
    expect(lab.$view.get()).toMatchObject({ page: 2, perPage: 25 });
    // Traversals write no entry.
    expect(browser.entries()).toEqual(['/en/lab/', '/en/lab/?page=2', '/en/lab/?page=3&pageSize=10']);
    const shown = lab.$view.get();
    browser.fragment('#history');
    await settle();
    expect(lab.$view.get()).toBe(shown);
  });

  it('the pager’s links: static pages while the snapshot shows at the default size, else the lab’s own with a query', async () => {
    const browser = fakeBrowser('/en/lab/page/2/');
    const lab = createLab({ ...config, labPath: '/en/lab/' }, browser.env);
    expect([lab.pageHref(1), lab.pageHref(3)]).toEqual(['/en/lab/#history', '/en/lab/page/3/#history']);
    lab.start();
    await lab.resize(10);
    expect([lab.pageHref(1), lab.pageHref(12)]).toEqual(['/en/lab/?pageSize=10', '/en/lab/?page=12&pageSize=10']);
    // Without the lab's path, the current one.
    expect(createLab(config, fakeBrowser('/lab/').env).pageHref(2)).toBe('/lab/page/2/#history');
  });

  it('the “now” card speaks of the moment the snapshot was taken, whatever the clock says', async () => {
    vi.setSystemTime(NOW + 3 * 24 * 60 * MINUTE);
    const lab = createLab(config, fakeBrowser().env);
    // The track playing then counts as played then.
    expect(lab.$player.get()).toEqual({ kind: 'recent', track: SNAPSHOT[0], date: NOW });
    lab.start();
    expect(lab.$player.get()).toEqual({ kind: 'recent', track: SNAPSHOT[0], date: NOW });
    // Nothing played within a day of the snapshot: nothing to say.
    const late = createLab({ ...config, nowPlaying: undefined, takenAt: NOW + 25 * 60 * MINUTE }, fakeBrowser().env);
    expect(late.$player.get()).toEqual({ kind: 'idle' });
  });

  it('stops following history and the clock when stopped', async () => {
    const browser = fakeBrowser();
    const lab = createLab(config, browser.env);
    const stop = lab.start();
    await lab.goTo(2);
    stop();
    browser.back();
    await settle();
    expect(lab.$view.get().page).toBe(2);
    vi.advanceTimersByTime(CLOCK_INTERVAL_MS);
    expect(lab.$now.get()).toBe(NOW);
  });
});

describe('lab controller, live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('with a key, shows Last.fm’s page the address asks for, then draws the charts from live data', async () => {
    const browser = fakeBrowser('/en/lab/?page=2', { key: 'test-key' });
    const lab = createLab(config, browser.env);
    lab.start();
    expect(lab.$live.get()).toBe(true);
    await settle();
    expect(lab.$view.get()).toMatchObject({ source: 'live', page: 2, totalPages: 50, total: 1234 });
    expect(names(lab.$view.get().tracks)).toEqual(['Live 26', 'Live 50']);
    // Page 2 carries no track playing now: the snapshot's stays until page 1 says otherwise.
    expect(lab.$view.get().nowPlaying?.name).toBe('Track 1');
    expect(Object.fromEntries(browser.requests('25')[0]!.searchParams)).toMatchObject({ api_key: 'test-key', user: 'camillelaurent', page: '2' });
    expect(browser.requests('200').map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    expect(lab.$charts.get()).toMatchObject({ total: 300 });
    await lab.goTo(1);
    expect(lab.$view.get().nowPlaying?.name).toBe('Feeling Good');
    expect(lab.$view.get().latest?.name).toBe('Live 1');
    expect(browser.entries()).toEqual(['/en/lab/?page=2', '/en/lab/']);
  });

  it('live, the “now” card says what plays now, and what played last as the clock moves on', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    const lab = createLab({ ...config, labPath: '/en/lab/' }, browser.env);
    lab.start();
    await settle();
    expect(lab.$player.get()).toMatchObject({ kind: 'playing', track: { name: 'Feeling Good' } });
    // Live pages are the lab's own, with a query.
    expect(lab.pageHref(2)).toBe('/en/lab/?page=2');
    browser.lastfm.playing = undefined;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(lab.$player.get()).toMatchObject({ kind: 'recent', track: { name: 'Live 1' }, date: Math.floor(NOW / 1000) * 1000 });
    // A day later (the tab hidden, so nothing is fetched) the card has nothing recent to say.
    browser.setVisible(false);
    await vi.advanceTimersByTimeAsync(25 * 60 * MINUTE);
    expect(lab.$player.get()).toEqual({ kind: 'idle' });
  });

  it('the build’s key wins over the tab’s', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'tab-key' });
    createLab({ ...config, apiKey: 'build-key' }, browser.env).start();
    await settle();
    expect(browser.requests('25')[0]!.searchParams.get('api_key')).toBe('build-key');
  });

  it('a failed page keeps the last good data and says so; the next success clears it', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    const lab = createLab(config, browser.env);
    lab.start();
    await settle();
    const good = lab.$view.get();
    browser.lastfm.fault = 500;
    expect(await lab.goTo(2)).toBe(false);
    expect(lab.$fault.get()).toBe('http');
    expect(lab.$view.get()).toBe(good);
    expect(browser.address()).toBe('/en/lab/');
    lab.dismiss();
    expect(lab.$fault.get()).toBeUndefined();
    await lab.goTo(2);
    expect(lab.$fault.get()).toBe('http');
    browser.lastfm.fault = undefined;
    await lab.goTo(2);
    expect(lab.$fault.get()).toBeUndefined();
    expect(lab.$view.get().page).toBe(2);
  });

  it('a failing first request leaves the snapshot shown, in live mode', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    browser.lastfm.fault = 500;
    const lab = createLab(config, browser.env);
    lab.start();
    await settle();
    expect(lab.$live.get()).toBe(true);
    expect(lab.$fault.get()).toBe('http');
    expect(lab.$view.get().source).toBe('snapshot');
    expect(lab.$charts.get()).toBeUndefined();
  });

  it('a newer page replaces one on its way', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    const lab = createLab(config, browser.env);
    lab.start();
    await settle();
    const [second, third] = [lab.goTo(2), lab.goTo(3)];
    expect(await second).toBe(false);
    expect(await third).toBe(true);
    expect(lab.$view.get().page).toBe(3);
    expect(lab.$fault.get()).toBeUndefined();
    expect(browser.entries()).toEqual(['/en/lab/', '/en/lab/?page=3']);
  });

  it('refreshes the track playing now every 30 s while the tab is seen, never while hidden', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    const lab = createLab(config, browser.env);
    lab.start();
    await settle();
    expect(browser.requests('1')).toHaveLength(0);
    browser.lastfm.playing = 'Sinnerman';
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(browser.requests('1')).toHaveLength(1);
    expect(lab.$view.get().nowPlaying?.name).toBe('Sinnerman');

    browser.setVisible(false);
    await vi.advanceTimersByTimeAsync(4 * POLL_INTERVAL_MS);
    expect(browser.requests('1')).toHaveLength(1);

    // Back in view: at once, then every 30 s again.
    browser.lastfm.playing = undefined;
    browser.setVisible(true);
    await settle();
    expect(browser.requests('1')).toHaveLength(2);
    expect(lab.$view.get().nowPlaying).toBeUndefined();
    expect(lab.$view.get().latest?.name).toBe('Live 1');

    // A failed refresh says so and keeps what was shown.
    browser.lastfm.playing = 'Feeling Good';
    browser.lastfm.fault = 500;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(browser.requests('1')).toHaveLength(3);
    expect(lab.$fault.get()).toBe('http');
    expect(lab.$view.get().latest?.name).toBe('Live 1');
  });

  it('waits longer after each failed refresh, up to ten minutes, and every 30 s again once one succeeds', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(pollsToSkip)).toEqual([0, 1, 3, 7, 15, 19, 19]);
    expect((MAX_POLL_BACKOFF * POLL_INTERVAL_MS) / 60_000).toBe(10);
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    createLab(config, browser.env).start();
    await settle();
    browser.lastfm.fault = 500;
    const tries = async (polls: number) => {
      const before = browser.requests('1').length;
      await vi.advanceTimersByTimeAsync(polls * POLL_INTERVAL_MS);
      return browser.requests('1').length - before;
    };
    // Tries after 1 poll, then 2, 4, 8 polls: 4 tries in 15 polls, where a fixed 30 s made 15.
    expect(await tries(15)).toBe(4);
    browser.lastfm.fault = undefined;
    await vi.advanceTimersByTimeAsync(16 * POLL_INTERVAL_MS);
    expect(await tries(3)).toBe(3);
  });

  it('stops polling when stopped', async () => {
    const browser = fakeBrowser('/en/lab/', { key: 'test-key' });
    const stop = createLab(config, browser.env).start();
    await settle();
    stop();
    browser.setVisible(true);
    await vi.advanceTimersByTimeAsync(4 * POLL_INTERVAL_MS);
    expect(browser.requests('1')).toHaveLength(0);
  });
});
