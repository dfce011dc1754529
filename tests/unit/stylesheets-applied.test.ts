// @vitest-environment happy-dom
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { STYLESHEETS_APPLIED, whenStylesheetsApplied } from '../../src/lib/browser/stylesheets-applied';
import { loadStylesheets } from '../../src/scripts/stylesheets';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('the stylesheets after the first paint', () => {
  it('are applied one after the other, and <html> says so once the last has loaded or failed', async () => {
    // A document that fetches no stylesheet: each link's load or failure is the test's to say.
    const document = new Window({ settings: { disableCSSFileLoading: true } }).document as unknown as Document;
    document.body.innerHTML = '<template data-stylesheets><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></template>';
    const applied = whenStylesheetsApplied(document, 10_000);
    loadStylesheets(document);
    await frame();
    const first = document.body.querySelector<HTMLLinkElement>('link[href="/_astro/a.css"]')!;
    expect(document.body.querySelector('link[href="/_astro/b.css"]'), 'the second waits for the first').toBeNull();
    first.dispatchEvent(new Event('load'));
    const second = document.body.querySelector<HTMLLinkElement>('link[href="/_astro/b.css"]')!;
    expect(second).not.toBeNull();
    expect(await settled(applied), 'not before the last').toBe(false);
    second.dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute(STYLESHEETS_APPLIED)).toBe(true);
    expect(await settled(applied)).toBe(true);
  });

  it('on a page without stylesheets to wait for, are applied at once', async () => {
    document.documentElement.removeAttribute(STYLESHEETS_APPLIED);
    document.body.innerHTML = '<main></main>';
    loadStylesheets(document);
    expect(await settled(whenStylesheetsApplied(document))).toBe(true);
  });

  it('keep no island asleep when they never say so: the wait ends after its limit', async () => {
    document.documentElement.removeAttribute(STYLESHEETS_APPLIED);
    const started = performance.now();
    await whenStylesheetsApplied(document, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(await settled(whenStylesheetsApplied(document, 10_000)), 'still none').toBe(false);
  });
});
