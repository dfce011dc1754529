import type { Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { itemPath, listPath } from '../../src/lib/readings/paths';
import { formatDate } from '../../src/lib/readings/format';
import { expect, LOCALES, localizedPath, test } from './fixtures';

/*
 * Words that fit the item (the rule itself: tests/unit/readings-words.test.ts): a video done is
 * "watched", a podcast "listened", a book "read"; "Not rated" only on an item done; a canceled
 * item says when it was stopped. In French they agree with the type's noun: a video (une vidéo)
 * is "Vue", "Abandonnée", "Ajoutée". On item pages, on the server's cards and on the island's.
 */
const STRINGS = { fr, en } as const;
const VIDEO = 'growing-a-language';
const PODCAST = '99-invisible';
const CANCELED = 'javascript-the-good-parts';
const CANCELED_AT = '2025-08-20T22:00:00.000Z';
const UNRATED_DONE = 'a-modern-css-reset';
const VIDEO_DONE_AT = '2025-03-05T08:37:00.000Z';
const CANCELED_VIDEO = 'inventing-on-principle';
const card = (page: Page, id: string) => page.locator(`.re-list > li[data-id="${id}"]`);

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  /** A message said of a video: its variant where the language writes one (French: "Vue"), else the message. */
  const videoSays = (key: keyof typeof en) => (t as Record<string, string>)[`${key}.video`] ?? t[key];
  const stopped = t['readings.stoppedOn'].replace('{{date}}', formatDate(CANCELED_AT, locale));
  // Written out for French: a video done is "Vue", a canceled one "Abandonnée"; English has no agreement.
  const watched = { fr: `Vue le ${formatDate(VIDEO_DONE_AT, 'fr')}`, en: `Watched ${formatDate(VIDEO_DONE_AT, 'en')}` }[locale];
  const canceledVideo = { fr: 'Abandonnée', en: 'Canceled' }[locale];

  test.describe(`${locale}: words per type and status`, () => {
    test.use({ javaScriptEnabled: false });

    test('item pages: watched, listened; a canceled book was stopped, not finished, and is not “not rated”', async ({ page }) => {
      await page.goto(itemPath(locale, VIDEO, '/'));
      await expect(page.locator('.re-status')).toHaveText(videoSays('readings.done.watched'));
      await expect(page.locator('.re-status')).toHaveText(locale === 'fr' ? 'Vue' : 'Watched');
      const videoFacts = page.locator('.facts > div');
      await expect(videoFacts.filter({ has: page.locator(`time[datetime="${VIDEO_DONE_AT}"]`) }).locator('dt')).toHaveText(locale === 'fr' ? 'Vue le' : 'Watched');
      await expect(videoFacts.first().locator('dt')).toHaveText(locale === 'fr' ? 'Ajoutée le' : 'Added');
      await page.goto(itemPath(locale, CANCELED_VIDEO, '/'));
      await expect(page.locator('.re-status')).toHaveText(canceledVideo);
      await page.goto(itemPath(locale, PODCAST, '/'));
      await expect(page.locator('.re-status')).toHaveText(t['readings.done.listened']);

      await page.goto(itemPath(locale, CANCELED, '/'));
      await expect(page.locator('.re-status')).toHaveText(t['readings.status.canceled']);
      const facts = page.locator('.facts');
      await expect(facts.locator('dt').getByText(t['readings.item.stopped'], { exact: true })).toHaveCount(1);
      await expect(facts.locator('dt').getByText(t['readings.item.done.read'], { exact: true })).toHaveCount(0);
      await expect(facts.locator('time').last()).toHaveAttribute('datetime', CANCELED_AT);
      await expect(page.locator('.re-unrated')).toHaveCount(0);

      await page.goto(itemPath(locale, UNRATED_DONE, '/'));
      await expect(page.locator('.re-unrated')).toHaveText(t['readings.unrated']);
    });

    test('server-rendered cards: the done word of each type, “Not rated” only on items done, the date the list is sorted by', async ({ page }) => {
      await page.goto(listPath(locale, { facet: { key: 'type', value: 'video' }, base: '/' }));
      await expect(card(page, VIDEO).locator('.re-status')).toHaveText(videoSays('readings.done.watched'));
      // Sorted by date added, a card shows when it was added (agreeing with une vidéo), and the dates read in order.
      await expect(card(page, VIDEO).locator('.re-dates')).toHaveText(new RegExp(`^${locale === 'fr' ? 'Ajoutée le' : 'Added'} `));
      const added = await page.locator('.re-list .re-dates time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(added.length).toBeGreaterThan(1);
      expect(added).toEqual(added.toSorted().reverse());
      await page.goto(listPath(locale, { facet: { key: 'type', value: 'podcast' }, base: '/' }));
      await expect(card(page, PODCAST).locator('.re-status')).toHaveText(t['readings.done.listened']);

      await page.goto(listPath(locale, { facet: { key: 'status', value: 'canceled' }, base: '/' }));
      await expect(card(page, CANCELED).locator('.re-unrated')).toHaveCount(0);
      // The status filter's own label covers every type: it does not agree with any.
      await expect(card(page, CANCELED).locator('.re-status')).toHaveText(t['readings.status.canceled']);
      await expect(card(page, CANCELED_VIDEO).locator('.re-status')).toHaveText(canceledVideo);
      await page.goto(listPath(locale, { facet: { key: 'status', value: 'toRead' }, base: '/' }));
      await expect(page.locator('.re-list > li')).not.toHaveCount(0);
      await expect(page.locator('.re-list .re-unrated')).toHaveCount(0);
      await page.goto(listPath(locale, { facet: { key: 'status', value: 'read' }, base: '/' }));
      const unrated = page.locator('.re-list > li:not(:has(.re-stars))');
      for (const item of await unrated.all()) await expect(item.locator('.re-unrated')).toHaveText(t['readings.unrated']);
      await expect(page.locator('.re-dates', { hasText: /Finished|Terminé/ })).toHaveCount(0);
    });

    // The statistics name a status done over every type as “read, watched or listened”: stats.spec.ts.
  });

  test(`${locale}: the island’s cards use the same words; sorted by name or score, a card says when it ended`, async ({ page, errors }) => {
    await page.goto(`${localizedPath(locale, 'readings', '/')}?sort=name&search=${encodeURIComponent('Growing a Language')}`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, VIDEO).locator('.re-status')).toHaveText(videoSays('readings.done.watched'));
    await expect(card(page, VIDEO).locator('.re-dates')).toHaveText(watched);
    await page.goto(`${localizedPath(locale, 'readings', '/')}?status=canceled&sort=score&search=${encodeURIComponent('Inventing')}`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, CANCELED_VIDEO).locator('.re-status')).toHaveText(canceledVideo);
    await page.goto(`${localizedPath(locale, 'readings', '/')}?status=canceled&sort=name&search=${encodeURIComponent('Good Parts')}`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, CANCELED).locator('.re-dates')).toHaveText(stopped);
    await expect(card(page, CANCELED).locator('.re-unrated')).toHaveCount(0);
    // Done items say when, in their type's words: none says "finished".
    await expect(page.locator('.re-dates', { hasText: /Finished|Terminé/ })).toHaveCount(0);
    // Sorted by last update, a card says when it was updated.
    await page.goto(`${localizedPath(locale, 'readings', '/')}?sort=lastEditedTime&search=${encodeURIComponent('Good Parts')}`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, CANCELED).locator('.re-dates')).toHaveText(new RegExp(`^${locale === 'fr' ? 'Mis à jour le' : 'Updated'} `));
    expect(errors).toEqual([]);
  });
}
