import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import en from '../../../src/i18n/en.json' with { type: 'json' };
import fr from '../../../src/i18n/fr.json' with { type: 'json' };
import { headerPolicy } from '../../../src/build/security-headers';
import { cspFromHtml } from '../../support/csp';
import { SITE } from '../../../src/site.config';
import { expect, LOCALES, localizedPath, PAGES, test } from '../fixtures';
import { DIST, fileOfPath, listFiles } from './dist';

/*
 * What each built page says about itself, read from dist/ without a browser (a page load per
 * assertion is what made these slow): language, title, heading, description, navigation, canonical
 * and alternates, link previews, structured data and the Content-Security-Policy. What only a
 * running page shows (console errors, CSP violations once islands hydrate) is checked on every
 * screen by screens.spec.ts.
 */

const STRINGS = { fr, en } as const;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
test.afterAll(() => window.happyDOM.close());

/** The built document a path is served from. */
function documentOf(path: string) {
  const file = fileOfPath(path);
  expect(file, `no file in dist/ for ${path}: build the site first`).toBeDefined();
  return new window.DOMParser().parseFromString(readFileSync(`${DIST}/${file}`, 'utf8'), 'text/html');
}
type Doc = ReturnType<typeof documentOf>;
const attr = (document: Doc, selector: string, name = 'content') => document.querySelector(selector)?.getAttribute(name) ?? null;

for (const { locale, route, path } of PAGES) {
  test(`${path}: lang, title, one h1, description, navigation, canonical, alternates, preview image`, () => {
    const document = documentOf(path);
    expect(document.documentElement.getAttribute('lang')).toBe(locale);
    expect(document.title).toMatch(new RegExp(`^${SITE.owner} - .+`));
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(attr(document, 'meta[name="description"]')).toMatch(/.{20,}/);

    // The main navigation: four links, each to a built page; the test page is not in it, every other page is current there.
    const nav = document.querySelector(`nav[aria-label="${STRINGS[locale]['nav.label']}"]`);
    expect(nav, 'main navigation').not.toBeNull();
    const hrefs = [...nav!.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) expect(fileOfPath(new URL(href, 'http://site.invalid').pathname), href).toBeDefined();
    expect(nav!.querySelectorAll('[aria-current="page"]')).toHaveLength(route === 'test' ? 0 : 1);

    expect(attr(document, 'link[rel="canonical"]', 'href')).toBe(new URL(localizedPath(locale, route, '/'), SITE.url).href);
    for (const other of LOCALES) {
      expect(attr(document, `link[rel="alternate"][hreflang^="${other}"]`, 'href')).toBe(new URL(localizedPath(other, route, '/'), SITE.url).href);
    }
    expect(document.querySelectorAll('link[rel="alternate"][hreflang="x-default"]')).toHaveLength(1);

    // Link previews: one 1200×630 PNG per page and locale, described by the page title; none for the test page.
    if (route === 'test') {
      expect(attr(document, 'meta[name="robots"]')).toMatch(/noindex/);
      expect(document.querySelectorAll('meta[property="og:image"]')).toHaveLength(0);
      expect(attr(document, 'meta[name="twitter:card"]')).toBe('summary');
      return;
    }
    expect(attr(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = attr(document, 'meta[property="og:image"]');
    expect(image).toBe(new URL(`/og/${locale}/${route}.png`, SITE.url).href);
    expect(attr(document, 'meta[property="og:image:width"]')).toBe('1200');
    expect(attr(document, 'meta[property="og:image:height"]')).toBe('630');
    // The lab's card shows its listening and says so; the others are described by the page title.
    const alt = attr(document, 'meta[property="og:image:alt"]');
    if (route === 'lab') expect(alt).toMatch(/.{20,}/);
    else expect(alt).toBe(document.title);
    // Pages with a card of their own name it for X too (share-cards.spec.ts); the others leave X to og:image.
    if (route === 'lab') {
      expect(attr(document, 'meta[name="twitter:image"]')).toBe(image);
      expect(attr(document, 'meta[name="twitter:image:alt"]')).toBe(alt);
    } else expect(document.querySelectorAll('meta[name="twitter:image"]')).toHaveLength(0);
    const file = fileOfPath(new URL(image!).pathname);
    expect(file, image!).toMatch(/\.png$/);
    const png = readFileSync(`${DIST}/${file}`);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

for (const locale of LOCALES) {
  test(`${localizedPath(locale, 'index', '/')} describes the owner and the site`, () => {
    const data = JSON.parse(documentOf(localizedPath(locale, 'index', '/')).querySelector('script[type="application/ld+json"]')!.textContent) as Record<string, unknown>[];
    expect(data.map((node) => node['@type'])).toEqual(['Person', 'WebSite']);
    expect(data[0]).toMatchObject({ name: SITE.owner, jobTitle: SITE.role[locale] });
  });

  test(`${localizedPath(locale, 'readings', '/')} lists its first page of readings`, () => {
    const document = documentOf(localizedPath(locale, 'readings', '/'));
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent) as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { '@type': string; position: number; url: string }[];
    };
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBeGreaterThan(0);
    expect(data.itemListElement).toHaveLength(data.numberOfItems);
    // The items the page shows, in its order: each element is the page a card links to, and that
    // page describes its item in JSON-LD of its own.
    const cardLinks = [...document.querySelectorAll('main .re-list > li h2 a')].map((a) => new URL(a.getAttribute('href')!, SITE.url).href);
    expect(data.itemListElement.map(({ url }) => url)).toEqual(cardLinks.slice(0, data.numberOfItems));
    expect(data.itemListElement.map(({ position }) => position)).toEqual(cardLinks.slice(0, data.numberOfItems).map((_, i) => i + 1));
    for (const { url } of data.itemListElement) {
      const item = JSON.parse(documentOf(new URL(url).pathname).querySelector('script[type="application/ld+json"]')!.textContent) as { name: string; mainEntityOfPage: string };
      expect(item.mainEntityOfPage, url).toBe(url);
    }
  });
}

test('every HTML file carries its own strict Content-Security-Policy, and _headers sends one that covers them all', () => {
  const files = listFiles('.html');
  expect(files.length, 'build the site first').toBeGreaterThan(0);
  const policies = [...new Set(files.map((file) => cspFromHtml(readFileSync(`${DIST}/${file}`, 'utf8'))))];
  for (const csp of policies) {
    expect(csp).toBeTruthy();
    const scriptSrc = csp!.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // The header allows any inline style: each page's own policy is what narrows them to its own.
    expect(csp).toMatch(/style-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  }

  const headers = readFileSync(`${DIST}/_headers`, 'utf8');
  const header = /^ {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';
  expect(header).toMatch(/; frame-ancestors 'none'$/);
  // The header allows exactly what the pages allow, together (styles: inline ones, which each page's own policy narrows to its hashes).
  const sources = (csp: string) => new Set(csp.split(';').flatMap((directive) => {
    const [name, ...values] = directive.trim().split(/\s+/);
    return values.map((value) => `${name} ${value}`);
  }));
  const union = sources(headerPolicy(policies.filter((csp) => csp !== undefined)));
  expect(sources(header.replace(/; frame-ancestors 'none'$/, ''))).toEqual(union);
  // Hosts read lines of at most 2,000 characters (Cloudflare Pages).
  expect(Math.max(...headers.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  for (const name of ['X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy']) expect(headers).toContain(name);
  // Browsers stay on HTTPS.
  expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+(; includeSubDomains)?$/m);
});

test('no island’s props carry its messages or icons: they come with its code, not in every document', () => {
  const files = listFiles('.html');
  expect(files.length, 'build the site first').toBeGreaterThan(0);
  const carried: string[] = [];
  let islands = 0;
  for (const file of files) {
    const html = readFileSync(`${DIST}/${file}`, 'utf8');
    for (const [, props = ''] of html.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/g)) {
      islands++;
      const decoded = props.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
      const keys = Object.keys(JSON.parse(decoded) as Record<string, unknown>);
      const found = keys.filter((key) => ['messages', 'icons', 'errorScreen'].includes(key));
      if (found.length || decoded.includes('<svg')) carried.push(`${file}: ${found.join(', ') || 'SVG markup'}`);
    }
  }
  expect(islands, 'islands in the built pages').toBeGreaterThan(files.length);
  expect([...new Set(carried)]).toEqual([]);
});
