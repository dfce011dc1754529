import { cspFromHtml } from '../../src/lib/security-headers';
import { expect, PAGES, test } from './fixtures';

/** Collects Content-Security-Policy violations from the first byte of every document. */
async function watchCsp(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('Content-Security-Policy', () => {
  for (const { path } of PAGES) {
    test(`${path}: a strict policy and no violation`, async ({ page, errors }) => {
      const violations = await watchCsp(page);
      await page.goto(path);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp).toBeTruthy();
      const scriptSrc = csp!.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      // Let islands hydrate and deferred scripts run before counting.
      await page.waitForLoadState('networkidle');
      await page.mouse.move(10, 10);
      await page.keyboard.press('Tab');
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('client-side navigation keeps the policy intact', async ({ page, errors }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    for (const name of ['Lectures', 'Labo', 'À propos', 'Accueil']) {
      await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name }).click();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('headers for static hosts', () => {
  test('_headers sends the same policy as the pages, plus what only a header can carry', async ({ request }) => {
    const headers = await (await request.get('/_headers')).text();
    const html = await (await request.get('/')).text();
    const csp = cspFromHtml(html)!;
    expect(headers).toContain(`Content-Security-Policy: ${csp.replace(/;?\s*$/, ';')} frame-ancestors 'none'`);
    for (const name of ['X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(headers).toContain(name);
    }
  });

  test('every page carries the same policy', async ({ request }) => {
    const policies = new Set<string | undefined>();
    for (const { path } of PAGES) policies.add(cspFromHtml(await (await request.get(path)).text()));
    expect(policies.size).toBe(1);
  });
});

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
