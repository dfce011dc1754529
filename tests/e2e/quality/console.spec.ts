import { COLOR_SCHEMES, expect, LOCALES, SCREENS, test } from '../fixtures';

/* No console.error and no uncaught exception on any screen, in both colour schemes, with every
   external host blocked (the `errors` fixture), including what loads on the first scroll intent
   and what runs during client-side navigation. */

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`console, ${colorScheme}`, () => {
    test.use({ colorScheme });

    for (const { path } of SCREENS) {
      test(`${path} logs no error (${colorScheme})`, async ({ page, errors }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        // A scroll intent loads the motion code; scroll to the end so every reveal runs.
        await page.mouse.move(200, 300);
        await page.mouse.wheel(0, 2000);
        await page.keyboard.press('End');
        await page.waitForLoadState('networkidle');
        await page.mouse.wheel(0, -4000);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      });
    }
  });
}

for (const locale of LOCALES) {
  test(`navigating through the ${locale} header logs no error`, async ({ page, errors }) => {
    await page.goto(locale === 'en' ? '/en/' : '/', { waitUntil: 'networkidle' });
    const links = page.locator('header nav a');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = count - 1; i >= 0; i -= 1) {
      const href = await links.nth(i).getAttribute('href');
      await links.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.waitForLoadState('networkidle');
    }
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
