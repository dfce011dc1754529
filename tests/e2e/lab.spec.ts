import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import snapshotJson from '../../content/lab/recent-tracks.json' with { type: 'json' };
import { parseRecentTracks } from '../../src/lib/lastfm/parse';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';

const STRINGS = { fr, en } as const;
const TAGS = { fr: 'fr-FR', en: 'en-US' } as const;
/** Same hook as the island's KEY_OVERRIDE_STORAGE: a Last.fm key for this tab only. */
const KEY_STORAGE = 'lab:lastfm-key';
const API = 'https://ws.audioscrobbler.com/2.0/**';

const parsedSnapshot = parseRecentTracks(snapshotJson);
if (!parsedSnapshot.ok) throw parsedSnapshot.error;
const SNAPSHOT = parsedSnapshot.value;

const text = (locale: Locale, key: keyof typeof en, vars: Record<string, string | number> = {}) =>
  (STRINGS[locale][key] as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const count = (locale: Locale, n: number) => new Intl.NumberFormat(TAGS[locale]).format(n);

const player = (page: Page) => page.locator('.lab-player');
const rows = (page: Page) => page.locator('[data-track]');
const pagerStatus = (page: Page) => page.locator('[data-pager-status]');
// Hydration can take a while on a busy machine.
const ready = (page: Page) => expect(player(page)).toHaveAttribute('data-ready', '', { timeout: 20_000 });

// --- A fake Last.fm -------------------------------------------------------------------------

const LIVE_TOTAL = 1234;
const LIVE_NOW = Date.UTC(2026, 10, 23, 9, 0);

/** A raw `user.getRecentTracks` page as Last.fm sends it; live track names are `Live track <n>`. */
function lastfmPage(page: number, limit: number, nowPlaying: string | undefined) {
  const start = (page - 1) * limit;
  const tracks: unknown[] = Array.from({ length: Math.max(0, Math.min(limit, LIVE_TOTAL - start)) }, (_, i) => {
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
      date: { uts: String(Math.floor(LIVE_NOW / 1000) - n * 240), '#text': '' },
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
        totalPages: String(Math.ceil(LIVE_TOTAL / limit)),
        page: String(page),
        perPage: String(limit),
        total: String(LIVE_TOTAL),
      },
    },
  };
}

type Fault = 'timeout' | 'api' | 'http' | 'malformed' | 'network';

interface FakeLastfm {
  requests: URL[];
  nowPlaying: string | undefined;
  /** When set, every following request fails this way. */
  fault: Fault | undefined;
}

/** The player hydrates on the visitor's first activity on the page (without a build-time key). */
async function activity(page: Page) {
  await page.mouse.move(5, 5);
}

async function fakeLastfm(page: Page, nowPlaying: string | undefined = 'Feeling Good'): Promise<FakeLastfm> {
  const fake: FakeLastfm = { requests: [], nowPlaying, fault: undefined };
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
        return route.fulfill({ status: 200, headers, json: lastfmPage(p, limit, fake.nowPlaying) });
      }
    }
  });
  return fake;
}

// --- Snapshot mode --------------------------------------------------------------------------

for (const locale of LOCALES) {
  const path = localizedPath(locale, 'lab', '/');

  test.describe(`lab ${path}, snapshot mode (no key, Last.fm unreachable)`, () => {
    test('shows total, now playing and the first page of the history', async ({ page, errors }) => {
      const lastfmCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://ws.audioscrobbler.com')) lastfmCalls.push(request.url());
      });
      await page.goto(path);
      await activity(page);
      await ready(page);
      await expect(page.getByRole('heading', { level: 2, name: text(locale, 'lab.nowPlaying') })).toBeVisible();
      await expect(page.locator('[data-total]')).toHaveText(count(locale, SNAPSHOT.total));
      const now = page.locator('[data-now-playing]');
      await expect(now).toContainText(SNAPSHOT.nowPlaying!.name);
      await expect(now).toContainText(SNAPSHOT.nowPlaying!.artist);
      await expect(page.locator('[data-source="snapshot"]')).toHaveText(text(locale, 'lab.source.snapshot'));
      await expect(page.getByText(text(locale, 'lab.order'))).toBeVisible();
      await expect(rows(page)).toHaveCount(50);
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: 4 }));
      await expect(page.getByRole('combobox', { name: text(locale, 'lab.perPageLabel') })).toHaveValue('50');
      expect(lastfmCalls).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('pages through the snapshot and changes the page size', async ({ page, errors }) => {
      await page.goto(path);
      await activity(page);
      await ready(page);
      const t = STRINGS[locale];
      await page.getByRole('button', { name: t['lab.pager.next'] }).click();
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 2, total: 4 }));
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[50]!.artist);
      await expect(rows(page).first().locator('time')).toHaveAttribute('datetime', new Date(SNAPSHOT.tracks[50]!.date!).toISOString());

      await page.getByRole('button', { name: t['lab.pager.last'] }).click();
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 4, total: 4 }));
      await expect(rows(page)).toHaveCount(SNAPSHOT.tracks.length - 150);
      await expect(page.getByRole('button', { name: t['lab.pager.next'] })).toBeDisabled();
      await expect(page.getByRole('button', { name: t['lab.pager.last'] })).toBeDisabled();

      await page.getByRole('button', { name: t['lab.pager.first'] }).click();
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: 4 }));
      await expect(page.getByRole('button', { name: t['lab.pager.previous'] })).toBeDisabled();

      const perPage = page.getByRole('combobox', { name: t['lab.perPageLabel'] });
      await expect(perPage.locator('option')).toHaveText([10, 25, 50].map((n) => text(locale, 'lab.perPage', { n })));
      await perPage.selectOption('10');
      await expect(rows(page)).toHaveCount(10);
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: 20 }));
      await page.getByRole('button', { name: t['lab.pager.previous'] }).isDisabled();
      await page.getByRole('button', { name: t['lab.pager.next'] }).click();
      await expect(rows(page).first().locator('time')).toHaveAttribute('datetime', new Date(SNAPSHOT.tracks[10]!.date!).toISOString());
      expect(errors).toEqual([]);
    });

    test('shows covers lazily with a size, placeholders, loved marks and relative times', async ({ page, errors }) => {
      // Four minutes after the newest scrobble.
      await page.clock.setFixedTime(SNAPSHOT.tracks[0]!.date! + 4 * 60_000);
      await page.goto(path);
      await activity(page);
      await ready(page);
      const relative = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: 'auto' }).format(-4, 'minute');
      await expect(rows(page).first().locator('time')).toHaveText(relative);
      // Older than a day: an absolute date.
      const old = SNAPSHOT.tracks.findIndex((track) => track.date! < SNAPSHOT.tracks[0]!.date! - 86_400_000);
      expect(old).toBeGreaterThan(0);
      expect(old).toBeLessThan(50);
      await expect(rows(page).nth(old).locator('time')).toHaveText(/\d{4}/);

      const covers = page.locator('[data-track] img');
      expect(await covers.count()).toBeGreaterThan(20);
      const attributes = await covers.evaluateAll((imgs) =>
        imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('src')?.slice(0, 'https://lastfm.freetls.fastly.net/'.length)].join(' ')),
      );
      expect(new Set(attributes)).toEqual(new Set(['lazy 48 48 https://lastfm.freetls.fastly.net/']));
      const withoutCover = SNAPSHOT.tracks.slice(0, 50).filter((track) => !track.cover).length;
      expect(withoutCover).toBeGreaterThan(0);
      await expect(page.locator('[data-track] .cover-placeholder')).toHaveCount(withoutCover);
      const loved = SNAPSHOT.tracks.slice(0, 50).filter((track) => track.loved).length;
      expect(loved).toBeGreaterThan(0);
      await expect(page.locator('[data-track] [data-loved]')).toHaveCount(loved);
      await expect(page.locator('[data-loved]').first()).toContainText(text(locale, 'lab.loved'));

      const box = page.locator('.lab-scroll');
      await expect(box).toHaveAttribute('data-lenis-prevent');
      const scrolls = await box.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto');
      expect(scrolls).toBe(true);
      const link = rows(page).first().getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText(text(locale, 'meta.newTab'));
      expect(errors).toEqual([]);
    });
  });

  test.describe(`lab ${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test('shows the snapshot’s first page in the HTML', async ({ page }) => {
      await page.goto(path);
      await activity(page);
      await expect(page.locator('[data-total]')).toHaveText(count(locale, SNAPSHOT.total));
      await expect(page.locator('[data-now-playing]')).toContainText(SNAPSHOT.nowPlaying!.name);
      await expect(rows(page)).toHaveCount(50);
      await expect(rows(page).first()).toContainText(SNAPSHOT.tracks[0]!.name);
      // Times are absolute (the HTML cannot know the visitor's clock).
      await expect(rows(page).first().locator('time')).toHaveText(/\d{4}/);
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: 4 }));
      // Controls that need the island are disabled rather than dead.
      await expect(page.getByRole('button', { name: text(locale, 'lab.pager.next') })).toBeDisabled();
    });
  });

  // --- Live mode ----------------------------------------------------------------------------

  test.describe(`lab ${path}, live mode (Last.fm mocked)`, () => {
    test('loads now playing and pages on demand', async ({ page, errors }) => {
      const fake = await fakeLastfm(page);
      await page.goto(path);
      await activity(page);
      await ready(page);
      await expect(page.locator('[data-source="live"]')).toHaveText(text(locale, 'lab.source.live'));
      await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
      await expect(page.locator('[data-total]')).toHaveText(count(locale, LIVE_TOTAL));
      await expect(rows(page).first()).toContainText('Live track 1');
      await expect(rows(page)).toHaveCount(50);
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: count(locale, 25) }));

      const first = fake.requests[0]!;
      expect(Object.fromEntries(first.searchParams)).toMatchObject({
        method: 'user.getrecenttracks',
        user: 'camillelaurent',
        api_key: 'test-key',
        extended: '1',
        format: 'json',
        page: '1',
        limit: '50',
      });

      await page.getByRole('button', { name: text(locale, 'lab.pager.next') }).click();
      await expect(rows(page).first()).toContainText('Live track 51');
      expect(fake.requests.at(-1)!.searchParams.get('page')).toBe('2');
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 2, total: count(locale, 25) }));

      await page.getByRole('combobox', { name: text(locale, 'lab.perPageLabel') }).selectOption('10');
      // Page 2 of 50 started at track 51: page 6 of 10 shows it.
      await expect(rows(page)).toHaveCount(10);
      await expect(rows(page).first()).toContainText('Live track 51');
      expect(Object.fromEntries(fake.requests.at(-1)!.searchParams)).toMatchObject({ page: '6', limit: '10' });
      await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 6, total: count(locale, 124) }));

      await page.getByRole('button', { name: text(locale, 'lab.pager.last') }).click();
      await expect(rows(page)).toHaveCount(4);
      await expect(rows(page).first()).toContainText('Live track 1231');
      expect(errors).toEqual([]);
    });

    test('shows the idle message when nothing is playing', async ({ page, errors }) => {
      await fakeLastfm(page, '');
      await page.goto(path);
      await activity(page);
      await ready(page);
      await expect(rows(page).first()).toContainText('Live track 1');
      await expect(page.locator('[data-idle]')).toHaveText(text(locale, 'lab.idle'));
      await expect(page.locator('[data-now-playing]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    for (const fault of ['timeout', 'api', 'http', 'malformed', 'network'] as const) {
      test(`a ${fault} fault shows a notice and keeps the last good data`, async ({ page, errors }) => {
        await page.clock.install();
        const fake = await fakeLastfm(page);
        await page.goto(path);
        await activity(page);
        await ready(page);
        await expect(rows(page).first()).toContainText('Live track 1');

        fake.fault = fault;
        await page.getByRole('button', { name: text(locale, 'lab.pager.next') }).click();
        if (fault === 'timeout') {
          await expect.poll(() => fake.requests.length).toBe(2);
          await page.clock.runFor(5_000);
        }
        const notice = page.getByRole('status').locator('[data-fault]');
        await expect(notice).toHaveAttribute('data-fault', fault);
        await expect(notice).toContainText(text(locale, `lab.fault.${fault}`));
        // The previous data stays.
        await expect(rows(page).first()).toContainText('Live track 1');
        await expect(rows(page)).toHaveCount(50);
        await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
        await expect(pagerStatus(page)).toHaveText(text(locale, 'lab.pager.status', { page: 1, total: count(locale, 25) }));

        // The notice does not block: it can be dismissed, and the next success clears it.
        fake.fault = undefined;
        await page.getByRole('button', { name: text(locale, 'lab.pager.next') }).click();
        await expect(rows(page).first()).toContainText('Live track 51');
        await expect(notice).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }

    test('a fault while refreshing now playing keeps the track shown', async ({ page, errors }) => {
      await page.clock.install();
      const fake = await fakeLastfm(page);
      await page.goto(path);
      await activity(page);
      await ready(page);
      await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
      fake.fault = 'http';
      await page.clock.runFor(30_000);
      await expect(page.getByRole('status').locator('[data-fault="http"]')).toBeVisible();
      await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
      await page.getByRole('button', { name: text(locale, 'lab.fault.dismiss') }).click();
      await expect(page.locator('[data-fault]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('lab polling', () => {
  const hidden = (page: Page, value: boolean) =>
    page.evaluate((isHidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
      document.dispatchEvent(new Event('visibilitychange'));
    }, value);

  test('refreshes now playing every 30 s while visible, never while hidden', async ({ page, errors }) => {
    await page.clock.install();
    const fake = await fakeLastfm(page);
    const polls = () => fake.requests.filter((url) => url.searchParams.get('limit') === '1').length;
    await page.goto('/en/lab/');
    await activity(page);
    await ready(page);
    await expect(page.locator('[data-now-playing]')).toContainText('Feeling Good');
    expect(polls()).toBe(0);

    fake.nowPlaying = 'Sinnerman';
    await page.clock.runFor(30_000);
    await expect.poll(polls).toBe(1);
    await expect(page.locator('[data-now-playing]')).toContainText('Sinnerman');

    await hidden(page, true);
    await page.clock.runFor(120_000);
    expect(polls()).toBe(1);

    fake.nowPlaying = undefined;
    await hidden(page, false);
    // Back in view: refreshed at once, then every 30 s again.
    await expect.poll(polls).toBe(2);
    await expect(page.locator('[data-idle]')).toBeVisible();
    await page.clock.runFor(30_000);
    await expect.poll(polls).toBe(3);
    expect(errors).toEqual([]);
  });
});

test.describe('lab theme and accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`OS in ${colorScheme} mode`, () => {
      test.use({ colorScheme });
      for (const locale of LOCALES) {
        const path = localizedPath(locale, 'lab', '/');
        test(`${path} is dark and has no axe violation`, async ({ page, errors }) => {
          test.setTimeout(90_000);
          await page.goto(path);
          await activity(page);
          await ready(page);
          await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    });
  }

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`reduced motion: ${reducedMotion}`, () => {
      test.use({ reducedMotion });
      test(`the equalizer ${reducedMotion === 'reduce' ? 'stands still' : 'moves'}`, async ({ page, errors }) => {
        await page.goto('/en/lab/');
        await activity(page);
        const animation = await page
          .locator('.equalizer > span')
          .first()
          .evaluate((el) => getComputedStyle(el).animationName);
        if (reducedMotion === 'reduce') expect(animation).toBe('none');
        else expect(animation).toContain('lab-eq');
        expect(errors).toEqual([]);
      });
    });
  }
});
