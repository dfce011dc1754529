/**
 * Every reading item's own page: reached from its card, readable without JavaScript, in both
 * locales, with its facts in order, the owner's notes, the source in a new tab, the items around
 * it, JSON-LD and a preview image of its own; listed in the sitemap.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { formatMinutes } from '../../src/i18n/format';
import { parseReadingList } from '../../src/lib/readings/items';
import { sortReadings } from '../../src/lib/readings/select';
import { type ReadingItem } from '../../src/lib/readings/model';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';
import { axeViolations } from './quality/checks';
import { DIST } from './quality/dist';

const MESSAGES = { en, fr } as const;
const TAGS = { fr: 'fr-FR', en: 'en-US' } as const;
const items = parseReadingList(JSON.parse(readFileSync(`${DIST}/readings.json`, 'utf8')));
const itemPath = (locale: Locale, id: string) => `${localizedPath(locale, 'readings', '/')}${id}/`;
const BOOK = 'the-pragmatic-programmer';
const VIDEO = 'growing-a-language';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const t = MESSAGES[locale];
    const other = LOCALES.find((l) => l !== locale)!;
    const fact = (page: Page, label: string) => page.locator('.facts > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    /** The JSON-LD of a page. */
    const jsonLd = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);

    test(`${locale}: a card's title leads to the item's page, which shows it in order, names its other-language page, canonical address, preview image and JSON-LD, and links the items around it; a video's page names its speaker and length`, async ({ page, request }) => {
      test.slow(); // a book's page, a video's, a podcast's, the first and last items', every item requested
      await test.step("a card's title leads to the item's page, which shows it in order", async () => {
        const card = page.locator(`.re-item[data-id="${BOOK}"]`);
        // The book type's pages, until the one that lists it.
        for (let n = 1; n <= 5 && (n === 1 || (await card.count()) === 0); n++) {
          await page.goto(`${localizedPath(locale, 'readings', '/')}type/book/${n > 1 ? `page/${n}/` : ''}`);
        }
        await expect(card.locator('.re-authors')).toHaveText(`${locale === 'fr' ? 'de' : 'by'} David Thomas ${locale === 'fr' ? 'et' : 'and'} Andrew Hunt`);
        // The source stays on the card, in a new tab.
        await expect(card.locator('a.re-source')).toHaveAttribute('target', '_blank');
        await card.locator('.re-name a').click();
        await expect(page).toHaveURL(new RegExp(`${itemPath(locale, BOOK)}$`));

        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText('The Pragmatic Programmer');
        await expect(page).toHaveTitle(/The Pragmatic Programmer/);
        const article = page.locator('article.reading');
        // Name; type, status, score, tags, authors; dates; description; notes; then the rest.
        const order = await article.evaluate((root) =>
          ['h1', '.authors', '.re-type', '.re-status', '.re-stars', '.tags', '.facts', '.lede', '.notes', '.source', '.around'].map((selector) => {
            const element = root.querySelector(selector);
            return element ? Array.from(root.querySelectorAll('*')).indexOf(element) : -1;
          }),
        );
        expect(order.every((index) => index >= 0), String(order)).toBe(true);
        expect(order.indexOf(Math.min(...order))).toBe(0);
        expect(order.slice(5)).toEqual([...order.slice(5)].sort((a, b) => a - b));

        await expect(page.locator('.re-type')).toHaveText(t['readings.type.book']);
        // A book done is "read" (a video "watched", a podcast "listened": readings-words.test.ts).
        await expect(page.locator('.re-status')).toHaveText(t['readings.done.read']);
        await expect(page.locator('.re-stars')).toHaveAttribute('role', 'img');
        await expect(page.locator('.tags a').first()).toHaveAttribute('href', `${localizedPath(locale, 'readings', '/')}tag/craft/`);
        const facts = page.locator('.facts');
        for (const key of ['readings.item.added', 'readings.item.started', 'readings.item.done.read', 'readings.item.pages', 'readings.item.isbn'] as const) {
          await expect(facts.locator('dt').getByText(t[key], { exact: true })).toHaveCount(1);
        }
        await expect(facts.locator('time').nth(2)).toHaveAttribute('datetime', '2025-01-12T17:30:00.000Z');
        await expect(facts).toContainText('9780135957059');
        await expect(page.locator('.notes h2')).toHaveText(t['readings.item.notes']);
        await expect(page.locator('.notes blockquote')).toContainText('Broken Windows');
        await expect(page.locator('.notes h3')).toHaveCount(1);
        const source = page.locator('.source a');
        await expect(source).toHaveAttribute('href', /^https:\/\/pragprog\.com\//);
        await expect(source).toHaveAttribute('target', '_blank');
        await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(page.locator('.back a')).toHaveAttribute('href', localizedPath(locale, 'readings', '/'));
      });

      await test.step('a book has no speaker nor length among its facts', async () => {
        await expect(page.locator('.facts dt').getByText(t['readings.item.minutes'], { exact: true })).toHaveCount(0);
      });

      await test.step('the item page names its other-language page, its canonical address and its own preview image', async () => {
        const origin = new URL(page.url()).origin;
        const site = (await page.locator('link[rel="canonical"]').getAttribute('href'))!.replace(/\/(en\/)?readings\/.*$/, '');
        await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${itemPath(locale, BOOK)}`);
        await expect.soft(page.locator(`link[rel="alternate"][hreflang="${TAGS[other]}"]`)).toHaveAttribute('href', `${site}${itemPath(other, BOOK)}`);
        await expect.soft(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
        const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
        expect.soft(image).toBe(`${site}/og/readings/${BOOK}.png`);
        const png = await request.get(`${origin}/og/readings/${BOOK}.png`);
        expect(png.headers()['content-type']).toBe('image/png');
        const bytes = await png.body();
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      });

      await test.step("a book's JSON-LD is a Book with its authors, ISBN, pages and the owner's review", async () => {
        expect(await jsonLd(page)).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Book',
          name: 'The Pragmatic Programmer',
          author: [
            { '@type': 'Person', name: 'David Thomas' },
            { '@type': 'Person', name: 'Andrew Hunt' },
          ],
          isbn: '9780135957059',
          numberOfPages: 352,
          review: { '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } },
        });
      });

      const ordered: ReadingItem[] = sortReadings(items, 'createdTime', locale);
      await test.step("previous and next follow the list's default order", async () => {
        const i = ordered.findIndex((item) => item.id === BOOK);
        await expect(page.locator('.around .prev')).toHaveAttribute('href', itemPath(locale, ordered[i - 1]!.id));
        await expect(page.locator('.around .next')).toHaveAttribute('href', itemPath(locale, ordered[i + 1]!.id));
        await page.goto(itemPath(locale, ordered[0]!.id));
        await expect(page.locator('.around .prev')).toHaveCount(0);
        await page.goto(itemPath(locale, ordered.at(-1)!.id));
        await expect(page.locator('.around .next')).toHaveCount(0);
      });

      await test.step("a video's page names its speaker and its length among its facts; its JSON-LD is a VideoObject", async () => {
        await page.goto(itemPath(locale, VIDEO));
        await expect(fact(page, t['readings.item.speakers_one'])).toHaveText('Guy Steele');
        await expect(fact(page, t['readings.item.minutes'])).toHaveText(formatMinutes(53, locale));
        await expect(fact(page, t['readings.item.minutes'])).toHaveText(locale === 'fr' ? '53\u00a0min' : '53 min');
        expect(await jsonLd(page)).toMatchObject({ '@type': 'VideoObject', creator: [{ '@type': 'Person', name: 'Guy Steele' }], duration: 'PT53M' });
        // Two speakers: the label in the plural, the names joined as the language does.
        await page.goto(itemPath(locale, 'corecursive-the-untold-story-of-sqlite'));
        await expect(fact(page, t['readings.item.speakers_other'])).toHaveText(`Richard Hipp ${locale === 'fr' ? 'et' : 'and'} Adam Gordon Bell`);
      });

      await test.step('other kinds get their own JSON-LD type', async () => {
        const kinds = { article: 'Article', video: 'VideoObject', podcast: 'PodcastEpisode' } as const;
        for (const [type, schemaType] of Object.entries(kinds)) {
          const item = items.find((candidate) => candidate.type === type && candidate.score === undefined) ?? items.find((candidate) => candidate.type === type)!;
          // The page's HTML, as a search engine reads it.
          const html = await (await request.get(itemPath(locale, item.id))).text();
          const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
          expect.soft(data['@type'], item.id).toBe(schemaType);
          expect.soft('review' in data, item.id).toBe(item.score !== undefined);
        }
      });

      await test.step('every item has a page', async () => {
        for (const item of ordered) expect.soft((await request.get(itemPath(locale, item.id))).status(), item.id).toBe(200);
      });
    });
  }

  test('item pages are in the sitemap, in both locales', () => {
    const sitemap = readFileSync(`${DIST}/sitemap-0.xml`, 'utf8');
    for (const locale of LOCALES) expect(sitemap).toContain(`${itemPath(locale, BOOK)}</loc>`);
  });
});

test('an item page has no axe violation, light and dark, a book’s or a video’s', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [locale, id] of [['fr', BOOK], ['fr', VIDEO], ['en', VIDEO]] as const) {
      await page.goto(itemPath(locale, id));
      expect(await axeViolations(page), `${locale} ${id} ${colorScheme}`).toEqual([]);
    }
  }
});

test('a card rendered by the live explorer links to the item page too', async ({ page }) => {
  await page.goto(`${localizedPath('en', 'readings', '/')}?search=pragmatic`);
  const card = page.locator(`.re-item[data-id="${BOOK}"]`);
  await expect(card).toHaveCount(1);
  await expect(page.locator('.re-item')).toHaveCount(1);
  await expect(card.locator('.re-name a')).toHaveAttribute('href', itemPath('en', BOOK));
});

test('search matches authors', async ({ page }) => {
  await page.goto(`${localizedPath('fr', 'readings', '/')}?search=kleppmann`);
  await expect(page.locator('.re-item')).toHaveCount(1);
  await expect(page.locator('.re-item .re-authors')).toContainText('Martin Kleppmann');
});

test('on paper, the list is a bibliography and an item page a clean note', async ({ page }) => {
  await page.emulateMedia({ media: 'print' });
  await page.goto(`${localizedPath('en', 'readings', '/')}type/book/`);
  await expect(page.locator('.re-controls')).toBeHidden();
  await expect(page.locator('.site-header, header').first()).toBeHidden();
  const entry = page.locator('.re-item').filter({ has: page.locator('.re-source') }).first();
  await expect(entry.locator('.re-name')).toBeVisible();
  await expect(entry.locator('.re-stars, .re-unrated').first()).toBeHidden();
  const href = await entry.locator('.re-source').getAttribute('href');
  expect(await entry.locator('.re-source').evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`"${href}"`);

  await page.goto(itemPath('en', BOOK));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.re-status')).toBeVisible();
  await expect(page.locator('.notes')).toBeVisible();
  await expect(page.locator('.back')).toBeHidden();
  await expect(page.locator('.around')).toBeHidden();
});
