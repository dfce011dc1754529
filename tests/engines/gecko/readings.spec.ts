import { address, back, expect, expectedIds, explorerReady, LOCALES, list, localizedPath, searchBox, shownIds, STRINGS, test, type } from './fixtures';

for (const locale of LOCALES) {
  const t = STRINGS[locale];
  const path = localizedPath(locale, 'readings', '/');

  test(`${locale}: search narrows the list and writes the address`, async ({ page, errors }) => {
    await page.goto(path);
    await explorerReady(page);
    const expected = expectedIds(locale, { search: 'css' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).not.toEqual(expectedIds(locale, {}));
    await type(searchBox(page, locale), 'css');
    await expect.poll(() => shownIds(page)).toEqual(expected);
    await expect(page).toHaveURL(new RegExp(`${path}\\?search=css$`));
    expect(errors).toEqual([]);
  });

  test(`${locale}: a tag link filters in place; Load more appends the next page`, async ({ page, errors }) => {
    await page.goto(path);
    await explorerReady(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const first = expectedIds(locale, {})[0]!;
    const tagLink = list(page).first().locator('.re-item-tags a').first();
    const tag = (await tagLink.getAttribute('href'))!.match(/\/tag\/([\w-]+)\/$/)![1]!;
    await tagLink.click();
    await expect(page).toHaveURL(new RegExp(`${path}tag/${tag}/$`));
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(locale, { tags: [tag] }));
    expect(await shownIds(page)).toContain(first);

    await page.getByRole('link', { name: t['readings.clear'] }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const more = page.getByRole('link', { name: t['readings.loadMore'] });
    await expect(more).toHaveAttribute('href', `${path}page/2/`);
    await more.click();
    await expect(list(page)).toHaveCount(24);
    expect(await shownIds(page)).toEqual(expectedIds(locale, {}, 2));
    await expect(list(page).nth(12).locator('.re-name > *')).toBeFocused();
    // All of it in place: the same document.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${locale}: Back from another page restores the filtered list`, async ({ page, errors }) => {
    await page.goto(`${path}?search=css`);
    await expect(page.locator('.re[data-state="ready"]')).toBeVisible({ timeout: 20_000 });
    const expected = expectedIds(locale, { search: 'css' });
    await expect.poll(() => shownIds(page)).toEqual(expected);
    await list(page).first().locator('.re-name a').click();
    await expect(page).toHaveURL(new RegExp(`${path}${expected[0]}/$`));
    await expect(page.locator('h1')).toBeVisible();
    await back(page);
    // Read from the page itself: after a Back, Playwright waits for a navigation it never sees end.
    const restored = () =>
      page
        .evaluate(() => ({
          address: location.pathname + location.search,
          search: document.querySelector<HTMLInputElement>('.re input[type="search"]')?.value,
          ids: [...document.querySelectorAll('.re-list > li')].map((li) => li.getAttribute('data-id')),
        }))
        .catch(() => undefined);
    await expect.poll(restored).toEqual({ address: `${path}?search=css`, search: 'css', ids: expected });
    expect(errors).toEqual([]);
  });

  test(`${locale}: the language switch keeps the page and its query`, async ({ page, errors }) => {
    const other = locale === 'fr' ? 'en' : 'fr';
    await page.goto(`${path}?tags=css,react&status=read#list`);
    const link = page.locator('[data-locale-switch]');
    await link.click();
    const target = localizedPath(other, 'readings', '/');
    await expect.poll(() => address(page)).toBe(`${target}?tags=css,react&status=read#list`);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
