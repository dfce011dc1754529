import { describe, expect, it } from 'vitest';
import { moduleScriptSources, staticImportClosure, withModulePreloads } from '../../src/lib/module-preload';

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

describe('withModulePreloads', () => {
  const page = '<html><head><title>t</title></head><body></body></html>';
  it('adds one link per module at the end of a head without module scripts', () => {
    expect(withModulePreloads(page, ['/a.js', '/b.js'])).toBe(
      '<html><head><title>t</title><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js"></head><body></body></html>',
    );
  });
  it('puts them right after the last module script of the head, where the browser asks for the scripts', () => {
    const scripts = '<script type="module" src="/r.js"></script><script>inline()</script><script type="module" src="/p.js"></script>';
    const withScripts = `<html><head>${scripts}<style>p{}</style></head><body><script type="module" src="/late.js"></script></body></html>`;
    expect(withModulePreloads(withScripts, ['/a.js'])).toBe(
      `<html><head>${scripts}<link rel="modulepreload" href="/a.js"><style>p{}</style></head><body><script type="module" src="/late.js"></script></body></html>`,
    );
  });
  it('does not preload a module twice when run again', () => {
    const once = withModulePreloads(page, ['/a.js']);
    expect(withModulePreloads(once, ['/a.js', '/b.js'])).toBe(withModulePreloads(page, ['/a.js', '/b.js']));
  });
  it('leaves the page as it is with nothing to preload', () => {
    expect(withModulePreloads(page, [])).toBe(page);
  });
  it('refuses a page without a head', () => {
    expect(() => withModulePreloads('<p>fragment</p>', ['/a.js'])).toThrow(/no <\/head>/);
  });
});
