import { expect, test } from './fixtures';

/*
 * The policy itself (strict, one per page, their union in _headers): quality/pages.spec.ts, from
 * dist/. No violation on any screen, including what hydrates, nor through client-side navigation:
 * quality/screens.spec.ts.
 */

test.describe('hostile query strings on the reading list', () => {
  const HOSTILE = [
    '?search=%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D1%22%3E',
    '?search=%22%3E%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E&tags=%3Csvg%20onload%3Dwindow.__xss%3D1%3E',
    '?tags=css,react,%E0%A4%A,__proto__&status=__proto__&type=constructor&sort=toString&pageSize=1e3',
    '?search=javascript:window.__xss=1&search=second&pageSize=-1&pageSize=48',
    `?search=${'%F0%9F%9A%80'.repeat(300)}&tags=${'a,'.repeat(500)}`,
    '?%00=%00&search=%00%1f%7f&type=%0Avideo',
  ];
  for (const query of HOSTILE) {
    test(`${query.slice(0, 60)}… is shown as text, never as markup`, async ({ page, errors }) => {
      await page.goto(`/en/readings/${query}`);
      await page.mouse.move(5, 5);
      await expect(page.locator('.re[data-state="ready"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('main img[src="x"], main svg[onload], main [onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => [...document.scripts].some((s) => s.text.includes('__xss')))).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});
