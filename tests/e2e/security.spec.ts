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
