/**
 * The language of a reading (its `lang`): where it is not the page's, its name, description and
 * notes carry a `lang` attribute and its card and page show a small mark ("FR", read "In French"),
 * in both locales, with and without JavaScript (the live explorer's cards are the server's).
 * Where the languages match, nothing is added.
 */
import { readFileSync } from 'node:fs';
import { parseReadingList } from '../../src/lib/readings/items';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';
import { axeViolations, expectTheme } from './quality/checks';
import { DIST } from './quality/dist';
import type { Locator, Page } from '@playwright/test';

const items = parseReadingList(JSON.parse(readFileSync(`${DIST}/readings.json`, 'utf8')));
const langOf = (id: string) => items.find((item) => item.id === id)?.lang;
const listPath = (locale: Locale) => localizedPath(locale, 'readings', '/');
const itemPath = (locale: Locale, id: string) => `${listPath(locale)}${id}/`;

/** Per page language: an item in the other language (on the list's first page, found by `search`), its mark, and one in the page's. */
const CASES = {
  en: { other: 'coder-proprement', search: 'proprement', lang: 'fr', mark: 'FR', label: 'In French', same: 'designing-data-intensive-applications', notes: 'coder-proprement' },
  fr: { other: 'designing-data-intensive-applications', search: 'kleppmann', lang: 'en', mark: 'EN', label: 'En anglais', same: 'coder-proprement', notes: 'refactoring' },
} as const satisfies Record<Locale, unknown>;

/** The `lang` a block of the item must carry on a page in `locale`: its own when it differs, else none. */
const expectedLang = (id: string, locale: Locale) => {
  const lang = langOf(id);
  return lang && lang !== locale ? lang : null;
};

/** Every card of the page carries its item's language where it is not the page's, on its name and description, with the mark. */
async function expectCardsMarked(page: Page, locale: Locale) {
  const cards = await page.locator('.re-item').evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-id')!,
      name: node.querySelector('.re-name')!.getAttribute('lang'),
      description: node.querySelector('.re-description')?.getAttribute('lang') ?? null,
      hasDescription: node.querySelector('.re-description') !== null,
      mark: node.querySelector('.re-lang [aria-hidden="true"]')?.textContent ?? null,
    })),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const lang = expectedLang(card.id, locale);
    expect(card, card.id).toEqual({ ...card, name: lang, description: card.hasDescription ? lang : null, mark: lang?.toUpperCase() ?? null });
  }
  // Each page checked holds at least one item in the other language.
  expect(cards.some((card) => card.mark !== null)).toBe(true);
}

async function expectMarked(card: Locator, { lang, mark, label }: { lang: string; mark: string; label: string }) {
  await expect(card.locator('.re-name')).toHaveAttribute('lang', lang);
  await expect(card.locator('.re-description')).toHaveAttribute('lang', lang);
  const badge = card.locator('.re-lang');
  await expect(badge).toBeVisible();
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText(mark);
  await expect(badge.locator('.sr-only')).toHaveText(label);
  // What assistive technology reads: the language's name, not its tag.
  expect(await badge.evaluate((node) => (node.querySelector('.sr-only')!.textContent ?? '').trim())).toBe(label);
}

async function expectUnmarked(card: Locator) {
  await expect(card).toHaveCount(1);
  await expect(card.locator('.re-lang')).toHaveCount(0);
  await expect(card.locator('[lang]')).toHaveCount(0);
}

test('the sample has an item in each language on the list’s first page', () => {
  for (const locale of LOCALES) {
    expect(langOf(CASES[locale].other)).toBe(CASES[locale].lang);
    expect(langOf(CASES[locale].same)).toBe(locale);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const c = CASES[locale];

    test(`${locale}: a card in the other language carries it and shows the mark; one in the page's language does not`, async ({ page }) => {
      await page.goto(listPath(locale));
      await expectMarked(page.locator(`.re-item[data-id="${c.other}"]`), c);
      await expectUnmarked(page.locator(`.re-item[data-id="${c.same}"]`));
      await expectCardsMarked(page, locale);
    });

    test(`${locale}: an item page in the other language carries it on its name, description and notes, and shows the mark`, async ({ page }) => {
      await page.goto(itemPath(locale, c.other));
      await expect(page.locator('h1')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('.lede')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('.re-item-meta .re-lang [aria-hidden="true"]')).toHaveText(c.mark);
      await expect(page.locator('.re-item-meta .re-lang .sr-only')).toHaveText(c.label);

      // The notes are in the item's language, their headings ("Takeaways") too; the section's own heading is the page's.
      if (c.notes !== c.other) await page.goto(itemPath(locale, c.notes));
      await expect(page.locator('.notes .prose')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('#notes-title')).not.toHaveAttribute('lang', /./);
      const inner = page.locator('.notes .prose :is(h3, p, blockquote)');
      expect(await inner.count()).toBeGreaterThan(0);
      expect(new Set(await inner.evaluateAll((nodes) => nodes.map((node) => node.closest('[lang]')!.getAttribute('lang'))))).toEqual(new Set([c.lang]));

      await page.goto(itemPath(locale, c.same));
      await expect(page.locator('h1')).not.toHaveAttribute('lang', /./);
      await expect(page.locator('.lede')).not.toHaveAttribute('lang', /./);
      await expect(page.locator('.re-lang')).toHaveCount(0);
      await expect(page.locator('article.reading [lang]:not(.around [lang])')).toHaveCount(0);
    });

    test(`${locale}: the home page's latest readings and a year's rows carry their language`, async ({ page }) => {
      await page.goto(localizedPath(locale, 'index', '/'));
      await expectCardsMarked(page, locale);
      await page.goto(`${listPath(locale)}year/2025/`);
      const rows = await page.locator('.month h3').evaluateAll((nodes) =>
        nodes.map((node) => ({ id: node.querySelector('a')!.getAttribute('href')!.split('/').at(-2)!, lang: node.getAttribute('lang') })),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.lang, row.id).toBe(expectedLang(row.id, locale));
      expect(rows.some((row) => row.lang !== null)).toBe(true);
    });
  }
});

for (const locale of LOCALES) {
  const c = CASES[locale];

  test(`${locale}: the live explorer's cards carry the language as the server's do, markup for markup; a list page and an item page with a mark have no axe violation, light and dark`, async ({ page }) => {
    test.slow(); // four axe scans, two pages taken live
    await page.goto(listPath(locale));
    const served = await page.locator(`.re-item[data-id="${c.other}"]`).evaluate((node) => node.outerHTML);
    /** axe on the page shown, in each scheme in turn (the first is the one it loaded in). */
    const scan = async (path: string, schemes: readonly ('light' | 'dark')[]) => {
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme });
        await expectTheme(page, colorScheme);
        await expect(page.locator('.re-lang').first()).toBeVisible();
        expect.soft(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
      }
    };
    await test.step('the list page has no axe violation, light and dark', () => scan(listPath(locale), ['light', 'dark']));

    await test.step("the live explorer's cards carry the language as the server's do, markup for markup", async () => {
      await page.goto(`${listPath(locale)}?search=${c.search}`);
      await expect(page.locator('.re-item')).toHaveCount(1);
      const card = page.locator(`.re-item[data-id="${c.other}"]`);
      await expectMarked(card, c);
      const live = await card.evaluate((node) => node.outerHTML);
      const position = (html: string) => html.replace(/ data-index="\d+"/, '');
      expect(position(live)).toBe(position(served));

      await page.goto(`${listPath(locale)}?search=${CASES[locale === 'en' ? 'fr' : 'en'].search}`);
      await expect(page.locator('.re-item')).toHaveCount(1);
      await expectUnmarked(page.locator(`.re-item[data-id="${c.same}"]`));
    });

    await test.step('an item page with a mark has no axe violation, dark and light', async () => {
      await page.goto(itemPath(locale, c.other));
      await scan(itemPath(locale, c.other), ['dark', 'light']);
    });
  });
}
