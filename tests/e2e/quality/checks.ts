import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from '../fixtures';
import { STYLESHEETS_APPLIED } from '../../../src/lib/browser/stylesheets-applied';

/* The checks every screen goes through (tests/e2e/quality/screens.spec.ts), shared with the specs
   that check a state only reached after a query or a click. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe-core itself, injected once per document (the site has no frames to check). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Gzip bytes of the scripts a document carries inline and runs (not its JSON-LD nor its speculation
 * rules), each compressed on its own as a fetched script is: JavaScript a visitor downloads before
 * interacting, as much as the files it fetches.
 */
export function inlineScriptGzip(html: string): number {
  let total = 0;
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="(?:application\/ld\+json|speculationrules)"/.test(attributes!) || !code) continue;
    total += gzipSync(code, { level: 9 }).length;
  }
  return total;
}

/**
 * Waits until the page's stylesheets have applied: `<html>` says so (src/scripts/stylesheets.ts),
 * or, without JavaScript, the `<noscript>` links were read as links. The first screen before them
 * is checked on its own (stylesheets.spec.ts); what lies below it has only its sheets' styles.
 */
export const stylesheetsApplied = (page: Page) =>
  page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute) || document.querySelector('noscript > link') !== null, STYLESHEETS_APPLIED, { polling: 50 });

/**
 * axe (WCAG 2.0–2.2 A and AA) violations as readable lines: rule, impact, help, offending element,
 * on the page as its stylesheets leave it. `include` limits the scan to the elements its selectors
 * match (the whole document by default).
 */
export async function axeViolations(page: Page, include?: string | string[]): Promise<string[]> {
  await stylesheetsApplied(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], iframes: false };
  const violations = await page.evaluate(
    async ([include, options]) => {
      const { axe } = window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } };
      return (await axe.run(include ? { include } : document, options)).violations;
    },
    [include === undefined ? null : [include].flat(), options] as const,
  );
  // The element's own markup, and the ones it is measured against (a neighbour too close, a background).
  const related = (node: (typeof violations)[number]['nodes'][number]) =>
    [...node.any, ...node.all, ...node.none].flatMap((check) => check.relatedNodes ?? []).map((r) => r.html.slice(0, 160));
  return violations.flatMap((v) =>
    v.nodes.map((node) =>
      [`${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')} — ${node.failureSummary ?? ''}`, node.html.slice(0, 240), ...related(node)].join('\n  '),
    ),
  );
}

/** The longest a colour change may take to settle (the site's transitions last at most 0.35 s). */
const TRANSITIONS_SETTLE_MS = 5_000;

/**
 * Waits until `<html>` carries the theme the page should show (its forced mode, else the scheme)
 * and the colours have finished changing to it (a check must not read a blend of two themes).
 *
 * It waits on the CSS transitions running when it is called, by their play state, not their
 * `finished` promise: Chromium never settles that promise for a transition whose element sits in a
 * subtree `content-visibility: auto` skips (the lab's history once scrolled out of view), though
 * its time runs on and it ends. A transition still running after `TRANSITIONS_SETTLE_MS` fails the
 * check, naming its element and property.
 */
export async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  const forced = await page.locator('html').getAttribute('data-force-theme');
  const expected = forced === 'light' || forced === 'dark' ? forced : scheme;
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${expected}\\b`));
  const stuck = await page.evaluate(async (limit) => {
    const transitions = document.getAnimations().filter((a): a is CSSTransition => a instanceof CSSTransition);
    const running = () => transitions.filter((a) => a.playState === 'running' || a.playState === 'paused' || a.pending);
    const deadline = performance.now() + limit;
    while (running().length > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return running().map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      // The element's opening tag and text, inside its nearest ancestor with an id or a class.
      const tag = target ? (/^<[^>]*>/.exec(target.outerHTML)?.[0] ?? '').slice(0, 120) : '(no element)';
      const text = (target?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const holder = target?.parentElement?.closest('[id], [class]');
      const within = holder ? ` in <${holder.tagName.toLowerCase()}${holder.id ? `#${holder.id}` : `.${[...holder.classList].join('.')}`}>` : '';
      return `${tag}${text ? `${text}…` : ''}${within}: ${a.transitionProperty} still ${a.playState} at ${Math.round(Number(a.currentTime))} ms`;
    });
  }, TRANSITIONS_SETTLE_MS);
  expect(stuck, `CSS transitions still running ${TRANSITIONS_SETTLE_MS} ms after the switch to ${expected}`).toEqual([]);
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

/** What the walk records about each element that receives focus. */
interface FocusStop {
  id?: string;
  label: string;
  visible: boolean;
  inViewport: boolean;
}

/**
 * Marks the elements a visitor can Tab to (shown, not inert, tabindex ≥ 0), lists them, and starts
 * recording each focus in `window.__kbStops`: its mark, whether it shows focus and whether it is in view.
 */
async function markTargets(page: Page) {
  return page.evaluate((selector) => {
    const signature = (s: CSSStyleDeclaration) => [s.boxShadow, s.borderColor, s.backgroundColor].join('|');
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
      el.dataset.kbRest = signature(getComputedStyle(el));
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      targets.push({ id, label: `<${el.tagName.toLowerCase()}> ${label || el.outerHTML.slice(0, 60)}` });
    }
    // Each focus is read as it happens (Tab presses come faster than timers), with the element's
    // transitions off (as it looks at rest), once scrolled into view as the browser does right after.
    const stops: FocusStop[] = [];
    (window as unknown as { __kbStops: FocusStop[] }).__kbStops = stops;
    document.addEventListener('focusin', (event) => {
      const el = event.composedPath()[0];
      if (!(el instanceof HTMLElement) || el === document.body) return;
      const transition = el.style.transition;
      el.style.transition = 'none';
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(s.outlineColor);
      const changed = el.dataset.kbRest !== undefined && el.dataset.kbRest !== signature(s);
      const box = el.getBoundingClientRect();
      el.style.transition = transition;
      stops.push({
        id: el.dataset.kbTarget,
        label: `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
        visible: outline || changed,
        inViewport: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      });
    }, true);
    return targets;
  }, FOCUSABLE);
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
  // Tab in runs, reading what each press focused after every run, until the walk comes back to an
  // element it has reached (it wrapped around): enough presses for every target plus the browser's
  // own stops (scroll containers…).
  let seen = 0;
  walk: for (let pressed = 0; pressed < targets.length + 15; ) {
    for (let i = 0; i < 8; i += 1, pressed += 1) await page.keyboard.press('Tab');
    const stops = await page.evaluate((from) => (window as unknown as { __kbStops: FocusStop[] }).__kbStops.slice(from), seen);
    seen += stops.length;
    for (const now of stops) {
      if (now.id && reached.has(now.id)) break walk;
      if (now.id) reached.add(now.id);
      if (!now.visible) problems.push(`no visible focus on ${now.label}`);
      if (!now.inViewport) problems.push(`focused but out of view: ${now.label}`);
    }
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

/**
 * Every page load in this tab from now on comes from the network, as a first visit's does: the
 * browser's caches (its HTTP cache and the page's memory cache) are bypassed. For a walk through
 * several pages in one tab that checks each as a newcomer meets it.
 */
export async function firstVisits(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Sum of layout-shift values (not caused by input) since the page started loading. */
export async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] };
    w.__cls = 0;
    w.__clsSources = [];
    type Source = { node?: Node | null };
    const name = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? []).map((source) => name(source.node)).join(', ');
        w.__clsSources.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** What moved in this document's layout shifts, and when: for a failure's message. */
export function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __clsSources?: string[] }).__clsSources ?? []);
}
