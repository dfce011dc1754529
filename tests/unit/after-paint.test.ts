import { describe, expect, it } from 'vitest';
import { moduleScriptSources, staticImportClosure, withScriptsAfterPaint } from '../../src/lib/after-paint';

describe('moduleScriptSources', () => {
  it('lists the module scripts a page loads, in order', () => {
    const html = `<head><script type="module" src="/_astro/router.js"></script><script>inline()</script>
      <script type="application/ld+json">{}</script></head><body><script src="/classic.js"></script>
      <script type=module src=/_astro/platform.js></script><script type="module">inline()</script></body>`;
    expect(moduleScriptSources(html)).toEqual(['/_astro/router.js', '/_astro/platform.js']);
  });
  it('finds none in a page without modules', () => {
    expect(moduleScriptSources('<head><script>a()</script></head>')).toEqual([]);
  });
});

describe('staticImportClosure', () => {
  const graph: Record<string, string[]> = {
    '/platform.js': ['/events.js', '/loading-bar.js'],
    '/router.js': [],
    '/loading-bar.js': ['/machine.js', '/events.js'],
    '/machine.js': ['/loading-bar.js'],
  };
  const importsOf = (url: string) => graph[url] ?? [];

  it('follows imports to the end, each module once, in the order reached', () => {
    expect(staticImportClosure(['/router.js', '/platform.js'], importsOf)).toEqual(['/events.js', '/loading-bar.js', '/machine.js']);
  });
  it('leaves out the entries themselves, even when another entry imports them', () => {
    expect(staticImportClosure(['/platform.js', '/events.js'], importsOf)).toEqual(['/loading-bar.js', '/machine.js']);
  });
  it('is empty for entries without imports', () => {
    expect(staticImportClosure(['/router.js'], importsOf)).toEqual([]);
  });
});

describe('withScriptsAfterPaint', () => {
  const scripts = '<script type="module" src="/p.js"></script><script>inline()</script><link rel="modulepreload" href="/old.js">';
  const page = `<html><head>${scripts}<style>p{}</style></head><body><script type="module" src="/late.js"></script></body></html>`;

  it('takes the module scripts and preloads out of the page and names them in one meta at the end of the head', () => {
    expect(withScriptsAfterPaint(page, ['/p.js', '/late.js'], ['/a.js', '/b.js'])).toBe(
      '<html><head><script>inline()</script><style>p{}</style>' +
        '<meta name="module-scripts" content="/p.js /late.js" data-preload="/a.js /b.js"></head><body></body></html>',
    );
  });
  it('leaves module scripts it was not given (another origin, outside the base)', () => {
    expect(withScriptsAfterPaint(page, ['/p.js'], [])).toBe(
      '<html><head><script>inline()</script><style>p{}</style><meta name="module-scripts" content="/p.js"></head>' +
        '<body><script type="module" src="/late.js"></script></body></html>',
    );
  });
  it('leaves the page as it is without module scripts', () => {
    expect(withScriptsAfterPaint(page, [], ['/a.js'])).toBe(page);
  });
  it('refuses a page without a head', () => {
    expect(() => withScriptsAfterPaint('<p>fragment</p>', ['/a.js'], [])).toThrow(/no <\/head>/);
  });
});
