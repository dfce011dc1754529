import { describe, expect, it } from 'vitest';
import { importClosure, staticImports, withModulePreloads } from '../../src/build/module-preload';

describe('staticImports', () => {
  it('finds the chunks a built module imports or re-exports, never its dynamic imports', () => {
    const code =
      'import{t as e}from"./events.A1.js";import"./side.B2.js";import * as m from \'./ns.C3.js\';export{x}from"./re.D4.js";' +
      'const l=()=>import(`./motion.E5.js`);import("./lazy.F6.js");new URL(import.meta.url);import{t}from"./events.A1.js";';
    expect(staticImports(code)).toEqual(['./events.A1.js', './side.B2.js', './ns.C3.js', './re.D4.js']);
  });
});

describe('importClosure', () => {
  it('follows imports of imports once each, under the site base, and skips what it cannot read', () => {
    const files: Record<string, string> = {
      '/base/_astro/page.js': 'import"./a.js";import"./b.js";',
      '/base/_astro/a.js': 'import"./b.js";import"./gone.js";',
      '/base/_astro/b.js': 'import"./a.js";import"./page.js";',
    };
    expect(importClosure('/base/_astro/page.js', (url) => files[url])).toEqual(['/base/_astro/a.js', '/base/_astro/b.js', '/base/_astro/gone.js']);
  });
});

describe('withModulePreloads', () => {
  const imports = (src: string) => (src === '/_astro/page.js' ? ['/_astro/a.js', '/_astro/b.js'] : []);
  /** The page as the middleware has it (bytes), the result as text. */
  const preload = (html: string) => withModulePreloads(Buffer.from(html), imports)?.toString();

  it('puts a preload for each chunk before the script that imports it, in the head only', () => {
    const html = '<html><head><title>x</title><script type="module" src="/_astro/page.js"></script></head><body><script type="module" src="/_astro/page.js"></script></body></html>';
    expect(preload(html)).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"><script type="module" src="/_astro/page.js"></script></head><body><script type="module" src="/_astro/page.js"></script></body></html>',
    );
  });

  it('leaves a page alone when its chunks are preloaded already or it has no module script', () => {
    const preloaded = '<head><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"><script type="module" src="/_astro/page.js"></script></head>';
    expect(preload(preloaded)).toBeUndefined();
    expect(preload('<head><script type="module" src="/_astro/other.js"></script></head>')).toBeUndefined();
    expect(preload('<p>no head</p>')).toBeUndefined();
    expect(preload('<head><title>x</title></head><body><script type="module" src="/_astro/page.js"></script></body>')).toBeUndefined();
  });

  it('keeps what follows the last module script byte for byte (inline CSS, text in any script)', () => {
    const rest = '<style>p::before{content:"é — ✓"}</style></head><body>Élan</body>';
    expect(preload(`<head><script type="module" src="/_astro/page.js"></script>${rest}`)).toBe(
      `<head><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"><script type="module" src="/_astro/page.js"></script>${rest}`,
    );
  });
});
