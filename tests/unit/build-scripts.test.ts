import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { buildScripts, clientDirectiveScript, platformScripts } from '../../src/build/build-scripts';
import { withoutPlatformScripts } from '../../src/build/platform-scripts';
import { CLIENT_DIRECTIVES } from '../../src/directives/integration';
import { SPECULATION_RULES_SCRIPT } from '../../src/build/speculation-rules';
import { inlineSvg } from '../../src/data/portrait';

const root = new URL('../../', import.meta.url);
// Astro's own build of a client directive, by its file: the one the pages' scripts come from
// (found as Node finds the package, so that a copy of the project reads the same one).
const astroDist = dirname(createRequire(import.meta.url).resolve('astro'));
const { buildClientDirectiveEntrypoint } = (await import(pathToFileURL(join(astroDist, 'core/client-directive/build.js')).href)) as {
  buildClientDirectiveEntrypoint: (name: string, entrypoint: string | URL, root: URL) => Promise<string>;
};

describe('buildScripts', () => {
  it('writes each of the site’s directives as Astro writes it into pages, byte for byte', async () => {
    for (const directive of CLIENT_DIRECTIVES) {
      expect(await clientDirectiveScript(directive, root)).toBe(await buildClientDirectiveEntrypoint(directive.name, directive.entrypoint, root));
    }
  });

  it('holds the before-paint scripts, the speculation rules and Astro\'s directives; the islands\' chunk brings the runtime and the site\'s', async () => {
    const scripts = buildScripts(['theme()', 'home()']);
    expect(scripts.slice(0, 3)).toEqual(['theme()', 'home()', SPECULATION_RULES_SCRIPT]);
    for (const name of ['idle', 'load', 'media', 'only', 'visible']) {
      expect(scripts.filter((script) => script.includes(`new Event("astro:${name}")`))).toHaveLength(1);
    }
    // Not allowed inline: a page that keeps one fails the build.
    const moved = await platformScripts(CLIENT_DIRECTIVES, root);
    expect(moved.filter((script) => scripts.includes(script))).toEqual([]);
    expect(moved.filter((script) => script.includes('customElements.define("astro-island"'))).toHaveLength(1);
    for (const { name } of CLIENT_DIRECTIVES) expect(moved.filter((script) => script.includes(`new Event("astro:${name}")`))).toHaveLength(1);
  });

  it('the islands\' chunk registers every directive the site declares to Astro, and no other, and tells the islands waiting', async () => {
    const page = Object.assign(new EventTarget(), { Astro: undefined as Record<string, unknown> | undefined });
    const heard: string[] = [];
    for (const { name } of CLIENT_DIRECTIVES) page.addEventListener(`astro:${name}`, () => heard.push(name));
    vi.stubGlobal('self', page);
    vi.stubGlobal('dispatchEvent', (event: Event) => page.dispatchEvent(event));
    try {
      const { SITE_DIRECTIVES } = await import('../../src/scripts/directives/register');
      const names = CLIENT_DIRECTIVES.map((d) => d.name).sort();
      expect(Object.keys(SITE_DIRECTIVES).sort()).toEqual(names);
      for (const name of names) expect(page.Astro?.[name], name).toBe(SITE_DIRECTIVES[name]);
      expect(heard.sort()).toEqual(names);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes every script the platform brings out of a page, wherever Astro wrote it', () => {
    const page = '<head><script>a()</script></head><body><script>keep()</script><i></i><script>b()</script><script>a()</script></body>';
    expect(withoutPlatformScripts(page, ['a()', 'b()'])).toBe('<head></head><body><script>keep()</script><i></i></body>');
  });
});

describe('inlineSvg', () => {
  it('removes the code of an SVG, saying so, and keeps the drawing', () => {
    const warnings: string[] = [];
    const svg = inlineSvg(
      `<?xml version="1.0"?>\n<!-- me --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="1" height="1" onclick="x()"/></a><style>.a{fill:red}</style></svg>`,
      'content/portrait.svg',
      (message) => warnings.push(message),
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="1" height="1"/><style>.a{fill:red}</style></svg>');
    expect(warnings).toEqual(['content/portrait.svg: its scripts, event attributes (on…) and javascript: links were removed: an image on this site runs no code']);
  });

  it('says nothing of an SVG without code', () => {
    const warnings: string[] = [];
    inlineSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>', 'content/portrait.svg', (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });
});
