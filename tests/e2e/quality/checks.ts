import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/* The checks every screen goes through (tests/e2e/quality/screens.spec.ts), shared with the specs
   that check a state only reached after a query or a click. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe (WCAG 2.0–2.2 A and AA) violations as readable lines: rule, impact, help, offending element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/** Waits until `<html>` carries the theme the page should show: its forced mode, else the scheme. */
export async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  const forced = await page.locator('html').getAttribute('data-force-theme');
  const expected = forced === 'light' || forced === 'dark' ? forced : scheme;
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${expected}\\b`));
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable=""], [contenteditable="true"]',
  '[tabindex]',
].join(', ');

/** Marks the elements a visitor can Tab to (shown, not inert, tabindex ≥ 0) and lists them. */
async function markTargets(page: Page) {
  return page.evaluate((selector) => {
    const radioGroups = new Set<string>();
    const targets: { id: string; label: string }[] = [];
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || el.closest('[inert]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // A radio group is one Tab stop (the checked radio, else the first).
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const key = `${el.form?.id ?? ''}:${el.name}`;
        const group = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`);
        const stop = [...group].find((r) => r.checked) ?? group[0];
        if (radioGroups.has(key) || el !== stop) continue;
        radioGroups.add(key);
      }
      const id = `kb-${(n += 1)}`;
      el.dataset.kbTarget = id;
      const s = getComputedStyle(el);
      el.dataset.kbRest = [s.boxShadow, s.borderColor, s.backgroundColor].join('|');
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      targets.push({ id, label: `<${el.tagName.toLowerCase()}> ${label || el.outerHTML.slice(0, 60)}` });
    }
    return targets;
  }, FOCUSABLE);
}

/** The focused element: its mark, whether it shows focus, and whether it is in the viewport. */
async function focused(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return undefined;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(s.outlineColor);
    const changed = el.dataset.kbRest !== undefined && el.dataset.kbRest !== [s.boxShadow, s.borderColor, s.backgroundColor].join('|');
    const box = el.getBoundingClientRect();
    const inViewport = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return {
      id: el.dataset.kbTarget,
      label: `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      visible: outline || changed,
      inViewport,
    };
  });
}

/**
 * A keyboard walk: Tab reaches every interactive element that is shown, in turn, and each one shows
 * a focus indicator (an outline, or a changed box-shadow, border or background). Returns the problems.
 */
export async function keyboardWalkProblems(page: Page): Promise<string[]> {
  const targets = await markTargets(page);
  if (targets.length === 0) return ['nothing to reach by Tab'];
  const reached = new Set<string>();
  const problems: string[] = [];
  // Enough presses for every target plus the browser's own stops (scroll containers…).
  for (let i = 0; i < targets.length + 15; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) {
      if (reached.size > 0) break; // focus left the document: the walk wrapped around
      continue;
    }
    if (now.id && reached.has(now.id)) break;
    if (now.id) reached.add(now.id);
    if (!now.visible) problems.push(`no visible focus on ${now.label}`);
    if (!now.inViewport) problems.push(`focused but out of view: ${now.label}`);
  }
  return [...problems, ...targets.filter((t) => !reached.has(t.id)).map((t) => `not reached by Tab: ${t.label}`)];
}

/**
 * A scroll intent loads the motion code; scrolling to the end and back runs every reveal and shows
 * every island that waits for the visitor (activity, visibility): each has hydrated before this returns.
 */
export async function scrollThrough(page: Page) {
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 2000);
  await page.keyboard.press('End');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.wheel(0, -4000);
  await page.keyboard.press('Home');
  // Smooth scrolling has come to rest.
  const resting = () => page.evaluate(async () => {
    const y = window.scrollY;
    await new Promise((resolve) => setTimeout(resolve, 150));
    return y === window.scrollY;
  });
  await expect.poll(resting).toBe(true);
}

/** Collects Content-Security-Policy violations from the first byte of every document of the page. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}
