import type { Page, Route } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import snapshotJson from '../../content/lab/recent-tracks.json' with { type: 'json' };
import { labInsights, listeningCharts, parseSnapshot } from '../../src/lib/lastfm';
import { coverTone } from '../../src/lib/lastfm/covers';
import { DEFAULT_PER_PAGE } from '../../src/lib/lastfm/pager';
import { expect, LOCALES, localizedPath, recordPageLoads, test, type Locale } from './fixtures';
import { axeViolations, stylesheetsApplied } from './quality/checks';

const STRINGS = { fr, en } as const;
const TAGS = { fr: 'fr-FR', en: 'en-US' } as const;
/** Same hook as the island's KEY_OVERRIDE_STORAGE: a Last.fm key for this tab only. */
const KEY_STORAGE = 'lab:lastfm-key';
const API = 'https://ws.audioscrobbler.com/2.0/**';

/** The owner's zone (src/site.config.ts): every time of the lab is said in it. */
const ZONE = 'Europe/Paris';
/** A visitor far from it: what the page says must not follow the visitor's clock. */
const VISITOR_ZONE = 'America/New_York';
const parisTime = (locale: Locale, date: number) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(date);

const parsedSnapshot = parseSnapshot(snapshotJson);
if (!parsedSnapshot.ok) throw parsedSnapshot.error;
const SNAPSHOT = parsedSnapshot.value;
/** The history's rows per page by default. */
const PER = DEFAULT_PER_PAGE;
const SNAPSHOT_PAGES = Math.ceil(SNAPSHOT.tracks.length / PER);
const CHARTS = listeningCharts(SNAPSHOT.tracks, SNAPSHOT.takenAt, 30, 8, ZONE);
const INSIGHTS = labInsights(SNAPSHOT.tracks, SNAPSHOT.takenAt, ZONE);

const text = (locale: Locale, key: keyof typeof en, vars: Record<string, string | number> = {}) =>
  (STRINGS[locale][key] as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const count = (locale: Locale, n: number) => new Intl.NumberFormat(TAGS[locale]).format(n);

const player = (page: Page) => page.locator('.lab-player');
const rows = (page: Page) => page.locator('[data-track]');
const pagerStatus = (page: Page) => page.locator('[data-pager-status]');
/** The pager below the history (a second, shorter one sits above it). */
const pager = (page: Page, locale: Locale) => page.getByRole('navigation', { name: STRINGS[locale]['lab.pager.label'] });
const asOf = (page: Page) => page.locator('[data-as-of]');
// Hydration can take a while on a busy machine.
const ready = (page: Page) => expect(player(page)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });

/** The history's requests (not the charts' pages of 200, nor the now-playing polls of 1). */
const historyRequests = (fake: FakeLastfm) => fake.requests.filter((url) => !['1', '200'].includes(url.searchParams.get('limit')!));

// --- A fake Last.fm -------------------------------------------------------------------------

const LIVE_TOTAL = 1234;
/** Scrobbles of the last 30 days (what a request with `from` gets). */
const CHART_TOTAL = 300;

/**
 * A raw `user.getRecentTracks` page as Last.fm sends it; live track names are `Live track <n>`,
 * scrobbled every 4 minutes back from `latest`.
 */
function lastfmPage(page: number, limit: number, nowPlaying: string | undefined, latest: number, total = LIVE_TOTAL) {
  const start = (page - 1) * limit;
  const tracks: unknown[] = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => {
    const n = start + i + 1;
    return {
      artist: { url: `https://www.last.fm/music/Artist+${n}`, name: `Live artist ${n}`, mbid: '' },
      name: `Live track ${n}`,
      image: [
        { size: 'small', '#text': '' },
        { size: 'extralarge', '#text': n % 3 ? `https://lastfm.freetls.fastly.net/i/u/300x300/${String(n).padStart(32, '0')}.jpg` : '' },
      ],
      album: { mbid: '', '#text': n % 4 ? `Live album ${n}` : '' },
      url: `https://www.last.fm/music/Artist+${n}/_/Live+track+${n}`,
      date: { uts: String(Math.floor(latest / 1000) - (n - 1) * 240), '#text': '' },
      loved: n % 5 === 0 ? '1' : '0',
    };
  });
  if (nowPlaying && page === 1) {
    tracks.unshift({
      artist: { url: 'https://www.last.fm/music/Nina+Simone', name: 'Nina Simone', mbid: '' },
      name: nowPlaying,
      image: [{ size: 'extralarge', '#text': 'https://lastfm.freetls.fastly.net/i/u/300x300/ffffffffffffffffffffffffffffffff.jpg' }],
      album: { mbid: '', '#text': 'I Put a Spell on You' },
      url: 'https://www.last.fm/music/Nina+Simone/_/Feeling+Good',
      '@attr': { nowplaying: 'true' },
      loved: '0',
    });
  }
  return {
    recenttracks: {
      track: tracks.length === 1 ? tracks[0] : tracks,
      '@attr': {
        user: 'camillelaurent',
        totalPages: String(Math.ceil(total / limit)),
        page: String(page),
        perPage: String(limit),
        total: String(total),
      },
    },
  };
}

type Fault = 'timeout' | 'api' | 'http' | 'malformed' | 'network';

interface FakeLastfm {
  requests: URL[];
  nowPlaying: string | undefined;
  /** When the newest scrobble was made. */
  latest: number;
  /** When set, every following request fails this way. */
  fault: Fault | undefined;
}

/** The player hydrates on the visitor's first activity on the page (without a build-time key). */
async function activity(page: Page) {
  // Two moves: a move to where the pointer already is fires nothing (after a reload, say).
  await page.mouse.move(5, 5);
  await page.mouse.move(9, 9);
}

async function fakeLastfm(page: Page, nowPlaying: string | undefined = 'Feeling Good'): Promise<FakeLastfm> {
  const fake: FakeLastfm = { requests: [], nowPlaying, latest: Date.now() - 60_000, fault: undefined };
  await page.addInitScript((key) => sessionStorage.setItem(key, 'test-key'), KEY_STORAGE);
  await page.route(API, async (route: Route) => {
    const url = new URL(route.request().url());
    fake.requests.push(url);
    const headers = { 'Access-Control-Allow-Origin': '*' };
    switch (fake.fault) {
      case 'timeout':
        return; // never answers
      case 'api':
        return route.fulfill({ status: 200, headers, json: { error: 29, message: 'Rate Limit Exceeded' } });
      case 'http':
        return route.fulfill({ status: 500, headers, body: 'Internal Server Error' });
      case 'malformed':
        return route.fulfill({ status: 200, headers, contentType: 'application/json', body: '{"recenttracks":{"track":[' });
      case 'network':
        return route.abort('internetdisconnected');
      default: {
        const p = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return route.fulfill({ status: 200, headers, json: lastfmPage(p, limit, fake.nowPlaying, fake.latest, url.searchParams.has('from') ? CHART_TOTAL : LIVE_TOTAL) });
      }
    }
  });
  return fake;
}

/** The words of a `{{time}}` sentence before the time. */
const lead = (locale: Locale, key: keyof typeof en) => (STRINGS[locale][key] as string).split('{{time}}')[0]!;
const iso = (date: number) => new Date(date).toISOString();

/**
 * The sections drawn at build from the snapshot's 90 days: the listening clock, this month against
 * the last, streaks and rediscoveries, each with its numbers (opened here).
 */
async function expectInsights(page: Page, locale: Locale) {
  const t = STRINGS[locale];
  const sections = page.locator('[data-insights]');
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(text(locale, 'labStats.title', { days: 90 }));
  // They say where they come from, and when.
  await expect(page.locator('[data-insights-source]')).toContainText(parisTime(locale, SNAPSHOT.takenAt));
  const plays = (n: number) => text(locale, n === 1 ? 'labStats.plays_one' : 'labStats.plays_other', { n: count(locale, n) });
  const day = (key: string) => new Intl.DateTimeFormat(TAGS[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${key}T12:00:00Z`));

  // The clock: a 24 × 7 drawing, the busiest hour in words, the same figures in a table.
  const clock = sections.locator('[data-clock]');
  await expect(clock).toContainText(text(locale, 'labStats.period', { days: 90, to: day(INSIGHTS.period.last), plays: plays(SNAPSHOT.tracks.length) }));
  await expect(clock.getByRole('img', { name: new RegExp(t['labStats.clock.img']) })).toBeVisible();
  const hour = new Intl.DateTimeFormat(TAGS[locale], { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, INSIGHTS.clock.busiestHour!.hour));
  await expect(clock.locator('[data-busiest]')).toContainText(hour);
  await clock.getByText(t['labStats.numbers']).click();
  await expect(clock.locator('tbody tr')).toHaveCount(24);
  await expect(clock.locator('thead th')).toHaveCount(8);
  const cells = await clock.locator('tbody td').allTextContents();
  expect(cells.map((c) => Number(c.replace(/\D/g, '')))).toEqual(Array.from({ length: 24 }, (_, h) => INSIGHTS.clock.grid.map((row) => row[h]!)).flat());

  // This month against the last: the total's change, the top artists with their trend.
  const compare = sections.locator('[data-compare]');
  await expect(compare.locator('[data-change]')).toContainText(plays(INSIGHTS.compare.current.total));
  await expect(compare.locator('[data-change]')).toContainText(new Intl.NumberFormat(TAGS[locale], { style: 'percent', signDisplay: 'exceptZero' }).format(INSIGHTS.compare.change! / 100));
  const artists = compare.locator('[data-compare-list="artists"] li');
  await expect(artists).toHaveCount(INSIGHTS.compare.artists.length);
  for (const [i, artist] of INSIGHTS.compare.artists.entries()) {
    await expect(artists.nth(i)).toContainText(artist.name);
    await expect(artists.nth(i)).toContainText(t[`labStats.trend.${artist.trend}`]);
  }
  await compare.getByText(t['labStats.numbers']).click();
  await expect(compare.locator('tbody tr')).toHaveCount(INSIGHTS.compare.artists.length + INSIGHTS.compare.albums.length);

  // Streaks, with their dates.
  const streaks = sections.locator('[data-streaks]');
  const current = INSIGHTS.streaks.current!;
  await expect(streaks.locator('[data-current-streak]')).toContainText(day(current.from));
  await expect(streaks.locator('[data-longest-streak]')).toContainText(day(INSIGHTS.streaks.longest!.to));
  await expect(streaks.getByRole('img', { name: new RegExp(t['labStats.streaks.img']) })).toBeVisible();

  // Rediscoveries: artists played often a while ago and not since.
  const rediscover = sections.locator('[data-rediscover] [data-rediscover-list] li');
  await expect(rediscover).toHaveCount(INSIGHTS.rediscover.length);
  expect(INSIGHTS.rediscover.length).toBeGreaterThan(0);
  await expect(rediscover.first()).toContainText(INSIGHTS.rediscover[0]!.artist);
}

// --- Snapshot mode --------------------------------------------------------------------------

for (const locale of LOCALES) {
  const path = localizedPath(locale, 'lab', '/');
  const t = STRINGS[locale];
  const status = (page: number, total: number) => text(locale, 'lab.pager.status', { page, total: count(locale, total) });

  test.describe(`lab ${path}, snapshot (no key, Last.fm unreachable)`, () => {
    test('says it is a snapshot and when, draws the charts, has no axe violation, and keeps the history in the page and its page in the URL', async ({ page, errors }) => {
      test.setTimeout(120_000);
      // The page forces dark whatever the OS prefers: one locale with each.
      await page.emulateMedia({ colorScheme: locale === 'fr' ? 'light' : 'dark' });
      const lastfmCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://ws.audioscrobbler.com')) lastfmCalls.push(request.url());
      });
      // Four minutes after the snapshot was taken.
      await page.clock.setFixedTime(SNAPSHOT.takenAt + 4 * 60_000);
      await page.goto(path);
      await activity(page);
      await ready(page);

      // The card does not claim a track is playing: the one playing when the snapshot was taken was last played then.
      const card = page.locator('.lab-now');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(t['lab.latest']);
      await expect(page.locator('[data-now-playing], .equalizer')).toHaveCount(0);
      await expect(page.locator('[data-last-played]')).toContainText(SNAPSHOT.nowPlaying!.name);
      // Played when the snapshot was taken: the one "as of" line above every section gives the time, once.
      await expect(card.locator('.lab-now-when')).toHaveText(t['lab.playingAtSnapshot']);
      await expect(asOf(page)).toHaveCount(1);
      await expect(asOf(page)).toContainText(lead(locale, 'lab.asOf'));
      await expect(asOf(page).locator('time')).toHaveAttribute('datetime', iso(SNAPSHOT.takenAt));
      await expect(asOf(page)).toContainText(new Intl.DateTimeFormat(TAGS[locale], { day: 'numeric', month: 'long', timeZone: ZONE }).format(SNAPSHOT.takenAt));
      // One clock, the owner's, named once.
      await expect(asOf(page).locator('time')).toHaveText(parisTime(locale, SNAPSHOT.takenAt));
      await expect(page.locator('[data-time-zone]')).toHaveText(text(locale, 'lab.timeZone', { city: 'Paris' }));
      await expect(page.locator('.lab-player time')).toHaveCount(await rows(page).count() + (await page.locator('.lab-day-heading').count()) + 1);
      await expect(page.locator('.badge[data-source]')).toHaveCount(0);
      await expect(page.locator('[data-total]')).toHaveText(count(locale, SNAPSHOT.total));

      // Charts of the snapshot's last 30 days, each with words and numbers.
      const charts = page.locator('[data-charts]');
      await expect(charts).toHaveAttribute('data-charts', 'snapshot');
      const bars = charts.getByRole('img', { name: t['lab.charts.perDay'] });
      await expect(bars).toBeVisible();
      await expect(bars.locator('rect')).toHaveCount(30);
      // A y scale: round gridlines from 0 past the busiest day, labelled, and the peak bar marked and named.
      const peak = Math.max(...CHARTS.days.map((d) => d.count));
      const ticks = await bars.locator('line.gridline').evaluateAll((lines) => lines.map((line) => Number(line.getAttribute('data-tick'))));
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(peak);
      await expect(bars.locator('[data-scale] .tick text')).toHaveText(ticks.map((n) => count(locale, n)));
      await expect(bars.locator('rect[data-peak]')).toHaveCount(1);
      await expect(bars).toHaveAccessibleName(new RegExp(`${count(locale, peak)} scrobbles`));
      expect(await page.locator('.lab-player [style]').count()).toBe(0);
      await charts.getByText(t['lab.charts.numbers']).click();
      await expect(charts.locator('tbody tr')).toHaveCount(30);
      await expect(charts.locator('tbody tr td').last()).toHaveText(count(locale, CHARTS.days.at(-1)!.count));
      await expect(charts.locator('[id$="-per-day-summary"]')).toContainText(count(locale, CHARTS.total));
      await expect(charts.locator('[data-top-artists] li')).toHaveCount(CHARTS.artists.length);
      await expect(charts.locator('[data-top-artists] li').first()).toContainText(CHARTS.artists[0]!.name);
      await expect(charts.locator('[data-top-albums] li')).toHaveCount(CHARTS.albums.length);
      await expect(charts.locator('[data-top-albums] li').first()).toContainText(CHARTS.albums[0]!.name);
      // The sample holds no downloaded cover: every album's is drawn.
      await expect(charts.locator('[data-top-albums] .cover[data-drawn]')).toHaveCount(CHARTS.albums.length);
      await expect(charts.locator('[data-top-albums] img')).toHaveCount(0);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await axeViolations(page), 'axe, the numbers open').toEqual([]);

      // History: the spec's texts, covers with a size, placeholders, loved marks; plays under their day, each at its time of day.
      await expect(page.getByText(t['lab.order'], { exact: true })).toBeVisible();
      await expect(rows(page)).toHaveCount(PER);
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
      // A snapshot's days are dates: "today" would be the visitor's, not the snapshot's.
      await expect(page.locator('.lab-day-heading').first()).toHaveText(
        new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'full', timeZone: ZONE }).format(SNAPSHOT.tracks[0]!.date!),
      );
      const firstTime = rows(page).first().locator('time');
      await expect(firstTime).toHaveAttribute('datetime', iso(SNAPSHOT.tracks[0]!.date!));
      await expect(firstTime).toHaveText(/^\d{1,2}:\d{2}( [AP]M)?$/);
      await expect(firstTime).toHaveAttribute('title', /2026/);
      // The snapshot's covers the site holds come at the size they show (the downloaded 64 px cut,
      // larger cuts for denser screens); the committed sample holds none, so every row's cover is
      // drawn from its album: no image, a gradient of the album's hue.
      const firstPage = SNAPSHOT.tracks.slice(0, PER);
      await expect(page.locator('[data-track] .cover')).toHaveCount(PER);
      await expect(page.locator('[data-track] img')).toHaveCount(0);
      const drawn = await page.locator('[data-track] .cover[data-drawn]').evaluateAll((boxes) =>
        boxes.map((box) => ({
          art: { hue: Number(box.getAttribute('data-hue')), turn: Number(box.getAttribute('data-turn')), motif: Number(box.getAttribute('data-motif')), angle: Number(box.getAttribute('data-angle')) },
          background: getComputedStyle(box).backgroundImage,
        })),
      );
      expect(drawn.map(({ art }) => art)).toEqual(firstPage.map((track) => coverTone(track.artist, track.album ?? track.name)));
      // A motif over the album's two hues; as many looks as albums on the page.
      for (const { background } of drawn) expect(background).toMatch(/gradient\(.*linear-gradient\(135deg/);
      const albums = new Set(firstPage.map((track) => `${track.artist}\u0000${track.album ?? track.name}`));
      expect(new Set(drawn.map((box) => box.background)).size).toBe(albums.size);
      await expect(page.locator('[data-track] [data-loved]')).toHaveCount(firstPage.filter((track) => track.loved).length);
      await expect(page.locator('[data-loved]').first()).toContainText(t['lab.loved']);
      const link = rows(page).first().getByRole('link');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText(t['meta.newTab']);

      // No scroll trap: the list is no scroll box, and the wheel over it scrolls the page.
      // (The history is laid out as it nears the viewport: measure it there.)
      const list = page.locator('.lab-list');
      await list.scrollIntoViewIfNeeded();
      await expect
        .poll(() => list.evaluate((el) => el.clientHeight > 0 && el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'auto'))
        .toBe(true);
      await rows(page).nth(2).hover();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);

      // The pager writes page and size to the URL; Back, reload and a shared link restore them.
      await pager(page, locale).getByRole('link', { name: t['lab.pager.next'] }).click();
      await expect(pagerStatus(page)).toHaveText(status(2, SNAPSHOT_PAGES));
      await expect(page).toHaveURL(/\/lab\/\?page=2$/);
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[PER]!.name);
      const perPage = page.getByRole('combobox', { name: t['lab.perPageLabel'] });
      await expect(perPage.locator('option')).toHaveText([10, 25, 50].map((n) => text(locale, 'lab.perPage', { n })));
      await perPage.selectOption('10');
      // The page of 10 that holds the first row shown.
      await expect(page).toHaveURL(new RegExp(`\\?page=${Math.floor(PER / 10) + 1}&pageSize=10$`));
      await expect(rows(page)).toHaveCount(10);
      await expect(rows(page).first().locator('time')).toHaveAttribute('datetime', iso(SNAPSHOT.tracks[Math.floor(PER / 10) * 10]!.date!));
      // Back is applied in place: neither a document load nor the client router's fetch of the page.
      const pageLoads = recordPageLoads(page);
      await page.goBack();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(pagerStatus(page)).toHaveText(status(2, SNAPSHOT_PAGES));
      await expect(rows(page)).toHaveCount(PER);
      expect(pageLoads).toEqual([]);
      await page.reload();
      await activity(page);
      await ready(page);
      await expect(pagerStatus(page)).toHaveText(status(2, SNAPSHOT_PAGES));
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[PER]!.name);

      await page.goto(`${path}?page=${SNAPSHOT_PAGES}`);
      await activity(page);
      await expect(pagerStatus(page)).toHaveText(status(SNAPSHOT_PAGES, SNAPSHOT_PAGES));
      await expect(rows(page)).toHaveCount(SNAPSHOT.tracks.length - PER * (SNAPSHOT_PAGES - 1));
      await expect(pager(page, locale).getByRole('link', { name: t['lab.pager.next'] })).toHaveCount(0);
      await expect(pager(page, locale).getByRole('link', { name: t['lab.pager.previous'] })).toHaveAttribute('href', `${path}page/${SNAPSHOT_PAGES - 1}/#history`);
      // Weeks old: the day in full.
      await expect(page.locator('.lab-day-heading').first()).toHaveText(/2026/);

      // Malformed values fall back to the defaults.
      await page.goto(`${path}?page=abc&pageSize=7`);
      await activity(page);
      await ready(page);
      await expect(pagerStatus(page)).toHaveText(status(1, SNAPSHOT_PAGES));
      await expect(perPage).toHaveValue(String(PER));
      expect(lastfmCalls).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  test.describe(`lab ${path}, one clock`, () => {
    test.use({ timezoneId: VISITOR_ZONE });
    test('says every time in the owner’s zone, the same before and after the island wakes; the snapshot’s 90 days drawn at build', async ({ page, errors }) => {
      test.setTimeout(90_000);
      await test.step('says every time in the owner’s zone, the same before and after the island wakes', async () => {
        const times = () =>
          page.locator('main time').evaluateAll((els) => els.map((el) => `${el.getAttribute('datetime')} ${el.textContent} ${el.getAttribute('title') ?? ''}`));
        await page.goto(path);
        await expect(player(page)).not.toHaveAttribute('data-hydrated', '');
        const before = await times();
        expect(before.length).toBeGreaterThan(PER);
        const zoneLine = await page.locator('[data-time-zone]').textContent();
        await activity(page);
        await ready(page);
        expect(await times()).toEqual(before);
        await expect(page.locator('[data-time-zone]')).toHaveText(zoneLine!);
        // The first play, at its time of day in Paris, whatever the visitor's clock says.
        const first = SNAPSHOT.tracks[0]!.date!;
        await expect(rows(page).first().locator('time')).toHaveText(new Intl.DateTimeFormat(TAGS[locale], { timeStyle: 'short', timeZone: ZONE }).format(first));
        await expect(rows(page).first().locator('time')).toHaveAttribute('title', parisTime(locale, first));
      });
      await test.step('draws the listening clock, this month against the last, streaks and rediscoveries, each with its numbers', async () => {
        await expectInsights(page, locale);
        // Drawn at build, not by the island: only on the lab itself, not on its history's other pages.
        await page.goto(`${path}page/2/`);
        await expect(page.locator('[data-insights]')).toHaveCount(0);
      });
      expect(errors).toEqual([]);
    });
  });

  test.describe(`lab ${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: 'light' });
    test('is dark and shows the snapshot, its date, the charts and the first page, the snapshot’s 90 days, and pages through the whole snapshot with links to static pages', async ({ page }) => {
      // Five documents in a row: room for a loaded machine.
      test.setTimeout(90_000);
      await page.goto(path);
      await test.step('is dark and shows the snapshot, its date, the charts and the first page', async () => {
        // Forced dark, though the OS prefers light and no script runs.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
        await expect(page.locator('[data-total]')).toHaveText(count(locale, SNAPSHOT.total));
        await expect(page.locator('[data-last-played]')).toContainText(SNAPSHOT.nowPlaying!.name);
        await expect(page.locator('[data-now-playing], .equalizer')).toHaveCount(0);
        await expect(asOf(page)).toHaveCount(1);
        await expect(asOf(page).locator('time')).toHaveAttribute('datetime', iso(SNAPSHOT.takenAt));
        await expect(page.getByRole('img', { name: t['lab.charts.perDay'] }).locator('rect')).toHaveCount(30);
        await expect(page.locator('[data-top-artists] li')).toHaveCount(CHARTS.artists.length);
        await expect(rows(page)).toHaveCount(PER);
        await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
        // The day in full (the HTML cannot know the visitor's clock), the time of day on each row.
        await expect(page.locator('.lab-day-heading').first()).toHaveText(/2026/);
        // Times are the owner's, and the page says so once.
        await expect(page.locator('[data-time-zone]')).toHaveText(text(locale, 'lab.timeZone', { city: 'Paris' }));
        await expect(asOf(page).locator('time')).toHaveText(parisTime(locale, SNAPSHOT.takenAt));
        await expect(pagerStatus(page)).toHaveText(status(1, SNAPSHOT_PAGES));
        // No disabled control: the size menu needs the island and stays out of sight without it.
        await expect(page.locator('.lab-player :disabled')).toHaveCount(0);
        await expect(page.getByRole('combobox', { name: t['lab.perPageLabel'] })).toBeHidden();
      });

      await test.step('draws the listening clock, this month against the last, streaks and rediscoveries, each with its numbers', async () => {
        await expectInsights(page, locale);
      });

      await test.step('pages through the whole snapshot with links to static pages', async () => {
        await pager(page, locale).getByRole('link', { name: t['lab.pager.next'] }).click();
        await expect(page).toHaveURL(new RegExp(`${path}page/2/#history$`));
        await expect(pagerStatus(page)).toHaveText(status(2, SNAPSHOT_PAGES));
        await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[PER]!.name);
        // The 90 days are drawn at build only on the lab itself, not on its history's other pages.
        await expect(page.locator('[data-insights]')).toHaveCount(0);
        // Landed on the history, its heading clear of the sticky header.
        const headerBottom = await page.locator('body > header, header').first().evaluate((el) => el.getBoundingClientRect().bottom);
        expect(await page.locator('#history h2').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
        await expect(pager(page, locale).getByRole('link', { name: t['lab.pager.previous'] })).toHaveAttribute('rel', 'prev');
        await expect(pager(page, locale).getByRole('link', { name: t['lab.pager.next'] })).toHaveAttribute('rel', 'next');
        await expect(page.locator('link[rel="next"], link[rel="prev"]')).toHaveCount(0);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}page/2/$`));
        // The shorter pager above the list goes on too.
        await page.locator('[data-pager-top]').getByRole('link', { name: t['lab.pager.next'] }).click();
        await expect(pagerStatus(page)).toHaveText(status(3, SNAPSHOT_PAGES));
        await pager(page, locale).getByRole('link', { name: t['lab.pager.last'] }).click();
        await expect(pagerStatus(page)).toHaveText(status(SNAPSHOT_PAGES, SNAPSHOT_PAGES));
        await expect(rows(page)).toHaveCount(SNAPSHOT.tracks.length - PER * (SNAPSHOT_PAGES - 1));
        await expect(rows(page).last()).toContainText(SNAPSHOT.tracks.at(-1)!.name);
        await expect(rows(page).last().locator('time')).toHaveAttribute('datetime', iso(SNAPSHOT.tracks.at(-1)!.date!));
        await pager(page, locale).getByRole('link', { name: t['lab.pager.first'] }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#history$`));
        await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
      });
    });
  });

  test.describe(`lab ${path} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('cuts no timestamp, and the next page starts below the sticky header', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      // Before the island runs (no touch or scroll yet), the size menu it needs leaves no empty line under the history's lede.
      await expect(page.locator('.lab-player:not([data-hydrated])')).toHaveCount(1);
      // The history lies below the first screen: it has its styles once the stylesheets have applied.
      await stylesheetsApplied(page);
      const bottom = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await bottom('.lab-history-head')).toBeLessThanOrEqual((await bottom('.lab-history-head p')) + 1);
      const times = page.locator('[data-track] time');
      await expect(times).toHaveCount(PER);
      await page.locator('#history').scrollIntoViewIfNeeded();
      const cut = await times.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth).map((el) => el.textContent));
      expect(cut).toEqual([]);
      // Once the island runs, paging from the bottom brings the history's heading into view, clear of the header.
      await activity(page);
      await ready(page);
      const next = pager(page, locale).getByRole('link', { name: t['lab.pager.next'] });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(pagerStatus(page)).toHaveText(status(2, SNAPSHOT_PAGES));
      const headerBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
      await expect.poll(() => page.locator('#history h2').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
      expect(await page.locator('#history h2').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
      const cutAfter = await times.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length);
      expect(cutAfter).toBe(0);
    });
  });

  // --- Live mode ----------------------------------------------------------------------------

  test.describe(`lab ${path}, live (Last.fm mocked)`, () => {
    // A visitor far from the owner's zone: the times said stay the owner's.
    test.use({ timezoneId: VISITOR_ZONE });
    test('shows now playing, says the owner’s times and how long ago for the last day’s plays, redraws the charts from live data and pages on demand', async ({ page, errors }) => {
      test.setTimeout(90_000);
      const fake = await fakeLastfm(page);
      await page.goto(path);
      await activity(page);
      await ready(page);
      await test.step('live, says the owner’s times too, and how long ago for the last day’s plays', async () => {
        await expect(rows(page).first()).toContainText('Live track 1');
        const first = rows(page).first().locator('time');
        await expect(first).toHaveText(locale === 'fr' ? /^il y a \d+\smin$/ : /^\d+\smin\. ago$/);
        await expect(first).toHaveAttribute('title', parisTime(locale, fake.latest));
        await expect(page.locator('[data-time-zone]')).toHaveText(text(locale, 'lab.timeZone', { city: 'Paris' }));
        // The sections drawn at build stay the snapshot's, and say so.
        await expect(page.locator('[data-insights-source]')).toContainText(parisTime(locale, SNAPSHOT.takenAt));
        await expect(page.locator('[data-as-of]')).toHaveCount(0);
      });
      await expect(page.locator('[data-source="live"]')).toHaveText(t['lab.source.live']);
      await expect(page.locator('.lab-now').getByRole('heading', { level: 2 })).toHaveText(t['lab.nowPlaying']);
      await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
      await expect(asOf(page)).toHaveCount(0);
      await expect(page.locator('[data-total]')).toHaveText(count(locale, LIVE_TOTAL));
      await expect(rows(page).first()).toContainText('Live track 1');
      await expect(rows(page)).toHaveCount(PER);
      await expect(pagerStatus(page)).toHaveText(status(1, Math.ceil(LIVE_TOTAL / PER)));
      // Live covers come from Last.fm at the size they show (48 px: its 64 px cut), with larger cuts for denser screens.
      const firstCover = rows(page).first().locator('img');
      await expect(firstCover).toHaveAttribute('srcset', /^https:\/\/lastfm\.freetls\.fastly\.net\/i\/u\/64s\/\S+ 64w, \S+\/174s\/\S+ 174w, \S+\/300x300\/\S+ 300w$/);
      await expect(firstCover).toHaveAttribute('sizes', '48px');
      await firstCover.scrollIntoViewIfNeeded();
      await expect.poll(() => firstCover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/64s\//);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(Object.fromEntries(historyRequests(fake)[0]!.searchParams)).toMatchObject({
        method: 'user.getrecenttracks',
        user: 'camillelaurent',
        api_key: 'test-key',
        extended: '1',
        format: 'json',
        page: '1',
        limit: String(PER),
      });

      // Charts: every scrobble since 30 days, in pages of 200.
      const charts = page.locator('[data-charts]');
      await expect(charts).toHaveAttribute('data-charts', 'live', { timeout: 20_000 });
      await expect(charts.locator('[id$="-per-day-summary"]')).toContainText(count(locale, CHART_TOTAL));
      await expect(charts.locator('[data-top-artists] li').first()).toContainText('Live artist');
      const chartRequests = fake.requests.filter((url) => url.searchParams.get('limit') === '200');
      expect(chartRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
      expect(Number(chartRequests[0]!.searchParams.get('from'))).toBeLessThan(Date.now() / 1000 - 29 * 86_400);

      // The equaliser dances only when motion is welcome.
      const bar = page.locator('.equalizer > span').first();
      expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toContain('lab-eq');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

      await pager(page, locale).getByRole('link', { name: t['lab.pager.next'] }).click();
      await expect(rows(page).first()).toContainText(`Live track ${PER + 1}`);
      expect(historyRequests(fake).at(-1)!.searchParams.get('page')).toBe('2');
      await expect(page).toHaveURL(/\?page=2$/);
      await page.getByRole('combobox', { name: t['lab.perPageLabel'] }).selectOption('10');
      // Page 2 started at track PER + 1: the page of 10 that holds it shows.
      const tenPage = Math.floor(PER / 10) + 1;
      await expect(rows(page)).toHaveCount(10);
      await expect(rows(page).first()).toContainText(`Live track ${(tenPage - 1) * 10 + 1}`);
      expect(Object.fromEntries(historyRequests(fake).at(-1)!.searchParams)).toMatchObject({ page: String(tenPage), limit: '10' });
      await expect(pagerStatus(page)).toHaveText(status(tenPage, 124));
      await pager(page, locale).getByRole('link', { name: t['lab.pager.last'] }).click();
      await expect(rows(page)).toHaveCount(4, { timeout: 15_000 });
      await expect(rows(page).first()).toContainText('Live track 1231');
      await expect(page).toHaveURL(/\?page=124&pageSize=10$/);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('lab live states and faults', () => {
  test('nothing playing: the latest play, then "listen to nothing" after a silent day', async ({ page, errors }) => {
    test.setTimeout(60_000);
    const fake = await fakeLastfm(page, '');
    await page.goto('/en/lab/');
    await activity(page);
    await ready(page);
    await expect(page.locator('[data-last-played]')).toContainText('Live track 1');
    // The card's time in the history's style: the day, then the time of day.
    await expect(page.locator('.lab-now-when')).toContainText(lead('en', 'lab.lastPlayed'));
    await expect(page.locator('.lab-now-when time')).toHaveText(/^Today, \d{1,2}:\d{2} [AP]M$/);
    await expect(page.locator('.equalizer')).toHaveCount(0);

    fake.latest = Date.now() - 3 * 86_400_000;
    await page.reload();
    await activity(page);
    await ready(page);
    await expect(rows(page).first()).toContainText('Live track 1');
    await expect(page.locator('[data-idle]')).toHaveText(en['lab.idle']);
    await expect(page.locator('[data-now-playing], [data-last-played]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a failing first request falls back to the snapshot and says so', async ({ page, errors }) => {
    test.setTimeout(60_000);
    const fake = await fakeLastfm(page);
    fake.fault = 'http';
    await page.goto('/lab/');
    await activity(page);
    await ready(page);
    // One notice: the cause, then the snapshot in its place.
    await expect(page.getByRole('status').locator('p')).toHaveCount(1);
    await expect(page.getByRole('status').locator('[data-fault="http"][data-fallback]')).toHaveText(`${fr['lab.fault.http']} ${fr['lab.fallback']}`);
    await expect(page.locator('.badge[data-source]')).toHaveCount(0);
    await expect(asOf(page)).toBeVisible();
    await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
    await expect(page.locator('[data-charts]')).toHaveAttribute('data-charts', 'snapshot');
    expect(errors).toEqual([]);
  });

  test('each fault shows a notice and keeps the last good data', async ({ page, errors }) => {
    test.setTimeout(60_000);
    // The clock runs, and jumps over a hung request's 5 s timeout.
    await page.clock.install();
    const fake = await fakeLastfm(page);
    await page.goto('/en/lab/');
    await activity(page);
    await ready(page);
    await expect(rows(page).first()).toContainText('Live track 1');
    const next = pager(page, 'en').getByRole('link', { name: en['lab.pager.next'] });
    const notice = page.getByRole('status').locator('[data-fault]');

    for (const fault of ['timeout', 'api', 'http', 'malformed', 'network'] as const) {
      fake.fault = fault;
      const sent = historyRequests(fake).length;
      await next.click();
      await expect.poll(() => historyRequests(fake).length).toBeGreaterThan(sent);
      if (fault === 'timeout') {
        await expect(notice).toHaveCount(0);
        await page.clock.fastForward(5_000);
      }
      await expect(notice).toHaveAttribute('data-fault', fault);
      await expect(notice).toHaveText(`${en[`lab.fault.${fault}`]} ${en['lab.fault.kept']}`);
      // The previous data stays.
      await expect(rows(page).first()).toContainText('Live track 1');
      await expect(rows(page)).toHaveCount(PER);
      await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
      await expect(pagerStatus(page)).toHaveText(text('en', 'lab.pager.status', { page: 1, total: Math.ceil(LIVE_TOTAL / PER) }));
      await expect(page.locator('[data-fallback]')).toHaveCount(0);
      // The notice does not block: the next success clears it.
      fake.fault = undefined;
      await next.click();
      await expect(rows(page).first()).toContainText(`Live track ${PER + 1}`);
      await expect(notice).toHaveCount(0);
      await pager(page, 'en').getByRole('link', { name: en['lab.pager.first'] }).click();
      await expect(rows(page).first()).toContainText('Live track 1');
    }
    expect(errors).toEqual([]);
  });

  test('refreshes now playing every 30 s while visible, never while hidden, and keeps it through a fault', async ({ page, errors }) => {
    test.setTimeout(90_000);
    const hidden = (value: boolean) =>
      page.evaluate((isHidden) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
        document.dispatchEvent(new Event('visibilitychange'));
      }, value);
    // Jumps (fastForward) rather than runs: a request's own 5 s timeout must not fire while its answer is on its way.
    await page.clock.install();
    const fake = await fakeLastfm(page);
    const polls = () => fake.requests.filter((url) => url.searchParams.get('limit') === '1').length;
    await page.goto('/en/lab/');
    await activity(page);
    await ready(page);
    await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
    expect(polls()).toBe(0);

    fake.nowPlaying = 'Sinnerman';
    await page.clock.fastForward(30_000);
    await expect.poll(polls).toBe(1);
    await expect(page.locator('[data-now-playing]')).toContainText('Sinnerman', { timeout: 15_000 });

    await hidden(true);
    await page.clock.fastForward(120_000);
    expect(polls()).toBe(1);

    fake.nowPlaying = undefined;
    await hidden(false);
    // Back in view: refreshed at once (nothing playing now: the latest play), then every 30 s again.
    await expect.poll(polls).toBe(2);
    await expect(page.locator('[data-last-played]')).toBeVisible();
    fake.nowPlaying = 'Feeling Good';
    fake.fault = 'http';
    await page.clock.fastForward(30_000);
    await expect.poll(polls).toBe(3);
    await expect(page.getByRole('status').locator('[data-fault="http"]')).toBeVisible();
    await expect(page.locator('[data-last-played]')).toBeVisible();
    await page.getByRole('button', { name: en['lab.fault.dismiss'] }).click();
    await expect(page.locator('[data-fault]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

// axe on the lab, numbers open, with the OS in light (fr) and dark (en): the snapshot tests above.
