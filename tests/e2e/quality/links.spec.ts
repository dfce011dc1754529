import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { SITE } from '../../../src/site.config';
import { expect, test } from '../fixtures';
import { DIST, fileOfPath, listFiles, pathOfFile } from './dist';

/*
 * A crawl of the built site without a server: every link and asset referenced by an HTML page,
 * a stylesheet, a script bundle or the sitemap resolves to a file in dist/ (and a `#fragment` to an
 * element of that page). External links are listed, never fetched.
 */

/** Any origin works for resolving: the site's own public URL counts as internal (canonical, hreflang). */
const LOCAL = 'http://site.invalid';
const SITE_ORIGIN = new URL(SITE.url).origin;
const SKIPPED_SCHEMES = /^(mailto|tel|sms|data|blob|about):/i;

interface Reference {
  from: string;
  url: string;
}

/** The attributes that hold a URL, by element (`meta` only for the preview's own address and image). */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['poster'],
  iframe: ['src'],
  use: ['href'],
  form: ['action'],
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
};
const URL_META = new Set(['og:url', 'og:image']);

/** A page's references and the ids its fragments may point at, read in one pass of a streaming parser. */
function htmlReferences(file: string): { refs: Reference[]; ids: Set<string> } {
  const refs: Reference[] = [];
  const ids = new Set<string>();
  const add = (url: string | undefined) => {
    const value = url?.trim();
    if (value) refs.push({ from: file, url: value });
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'meta' && URL_META.has(attributes.property ?? '')) add(attributes.content);
      for (const attribute of URL_ATTRIBUTES[name] ?? []) {
        if (attribute !== 'srcset') add(attributes[attribute]);
        // Candidates are separated by a comma and white space (a data: URL holds a comma of its own).
        else for (const candidate of attributes.srcset?.split(/,\s+/) ?? []) add(candidate.trim().split(/\s+/)[0]);
      }
    },
  });
  parser.end(readFileSync(`${DIST}/${file}`, 'utf8'));
  return { refs, ids };
}

/** `url(…)` in stylesheets and relative imports in script bundles. */
function assetReferences(file: string): Reference[] {
  const text = readFileSync(`${DIST}/${file}`, 'utf8');
  const pattern = file.endsWith('.css')
    ? /url\(\s*['"]?([^'")]+)['"]?\s*\)/g
    : /(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
  return [...text.matchAll(pattern)].map((match) => ({ from: file, url: match[1]! }));
}

function sitemapReferences(file: string): Reference[] {
  const text = readFileSync(`${DIST}/${file}`, 'utf8');
  return [...text.matchAll(/<(?:loc)>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)].map((match) => ({
    from: file,
    url: (match[1] ?? match[2])!,
  }));
}

test('every internal link and asset of dist/ resolves; external links are listed', async () => {
  // Every page of dist/ is parsed (about 400): a guard against a hang, far above the 2.2 min it
  // took at load 40.
  test.setTimeout(600_000);
  const htmlFiles = listFiles('.html');
  expect(htmlFiles.length, 'build the site first').toBeGreaterThan(0);
  const refs: Reference[] = [];
  const idsByFile = new Map<string, Set<string>>();
  for (const file of htmlFiles) {
    const page = htmlReferences(file);
    refs.push(...page.refs);
    idsByFile.set(file, page.ids);
  }
  for (const file of [...listFiles('.css'), ...listFiles('.js')]) refs.push(...assetReferences(file));
  for (const file of listFiles('.xml')) refs.push(...sitemapReferences(file));

  // Many pages link the same files: each address is looked up once.
  const files = new Map<string, string | undefined>();
  const fileOf = (pathname: string) => {
    if (!files.has(pathname)) files.set(pathname, fileOfPath(pathname));
    return files.get(pathname);
  };
  const broken: string[] = [];
  const external = new Map<string, Set<string>>();
  let checked = 0;
  for (const { from, url } of refs) {
    if (SKIPPED_SCHEMES.test(url)) continue;
    if (/^javascript:/i.test(url)) {
      broken.push(`${from}: javascript: URL ${url}`);
      continue;
    }
    // The root 404 document is served at any depth: its own references must not be relative.
    if (from === '404.html' && !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url)) {
      broken.push(`${from}: relative URL ${url} breaks when served for a nested path`);
      continue;
    }
    const base = from.endsWith('.html') ? pathOfFile(from) : `/${from}`;
    const resolved = new URL(url, `${LOCAL}${base}`);
    const internal = resolved.origin === LOCAL || resolved.origin === SITE_ORIGIN;
    if (!internal) {
      if (!external.has(resolved.href)) external.set(resolved.href, new Set());
      external.get(resolved.href)!.add(from);
      continue;
    }
    checked += 1;
    const target = fileOf(resolved.pathname);
    if (!target) {
      broken.push(`${from}: ${url} → no file for ${resolved.pathname}`);
      continue;
    }
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsByFile.get(target)?.has(fragment)) {
      broken.push(`${from}: ${url} → no element #${fragment} in ${target}`);
    }
  }

  console.log(
    [
      `links: ${htmlFiles.length} pages, ${checked} internal references checked, ${broken.length} broken`,
      `external links (not fetched): ${external.size}`,
      ...[...external].sort().map(([href, from]) => `  ${href}  (${from.size} file${from.size > 1 ? 's' : ''})`),
    ].join('\n'),
  );
  test.info().annotations.push({ type: 'external links', description: [...external.keys()].sort().join(' ') });
  expect(broken, broken.join('\n')).toEqual([]);
});
