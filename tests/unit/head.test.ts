import { describe, expect, it } from 'vitest';
import { buildHead, dedupe, documentTitle, fitTitle, TITLE_MAX, writtenLength, type HeadEntry, type PageFacts, type SiteHead } from '../../src/lib/head';
import { absolute as absoluteOn, LANGUAGE_TAGS, LOCALES, localeFromPath, localizedPath, pageContext, SITE_PATHS, useTranslations } from '../../src/i18n';
import { itemPath } from '../../src/lib/readings/paths';
import { SITE } from '../../src/site.config';

const absolute = (path: string) => absoluteOn(path, SITE.url);
const site: SiteHead = {
  url: SITE.url,
  owner: SITE.owner,
  siteName: SITE.siteName,
  buildId: 'build-1',
  icons: { png: 'favicon-96x96.png', svg: 'favicon.svg', appleTouch: 'apple-touch-icon.png', manifest: 'manifest.webmanifest', size: 96 },
  ogImageSize: { width: 1200, height: 630 },
  themeColors: { light: '#fff', dark: '#000' },
  beforePaint: '(()=>{})()',
  speculationRules: '{"prefetch":[]}',
};
const facts: PageFacts = { title: 'Lab', description: 'Listening' };
const head = (pathname: string, options: Parameters<typeof pageContext>[1], own: PageFacts = facts) => {
  const page = pageContext(localeFromPath(pathname), options);
  return buildHead(page, own, site, useTranslations(page.locale)).late;
};
const find = (entries: HeadEntry[], test: (attrs: HeadEntry['attrs']) => boolean) => entries.filter((e) => test(e.attrs));
const robots = (entries: HeadEntry[]) => find(entries, (a) => a.name === 'robots');
const canonical = (entries: HeadEntry[]) => find(entries, (a) => a.rel === 'canonical').map((e) => e.attrs.href);
const meta = (entries: HeadEntry[], property: string) => find(entries, (a) => a.property === property || a.name === property).map((e) => e.attrs.content);

describe('buildHead', () => {
  it('an indexed page: canonical, every language and x-default, its route’s preview image, no robots', () => {
    const entries = head('/en/lab/', { route: 'lab' });
    expect(robots(entries)).toEqual([]);
    expect(canonical(entries)).toEqual([absolute('/en/lab/')]);
    // Every language of the site, then the default language's page for everyone else.
    expect(find(entries, (a) => a.hreflang !== undefined).map((e) => [e.attrs.hreflang, e.attrs.href])).toEqual([
      ...LOCALES.map((l) => [LANGUAGE_TAGS[l], absolute(localizedPath(l, 'lab'))]),
      ['x-default', absolute('/lab/')],
    ]);
    expect(meta(entries, 'og:image')).toEqual([absolute(SITE_PATHS.ogImage('en', 'lab'))]);
    expect(meta(entries, 'og:url')).toEqual([absolute('/en/lab/')]);
    expect(meta(entries, 'og:locale')).toEqual(['en_US']);
    expect(meta(entries, 'twitter:card')).toEqual(['summary_large_image']);
    expect(entries[0]).toEqual({ tag: 'title', attrs: {}, text: `${SITE.owner} - Lab` });
  });

  it('a page with a card of its own names it for og and X, with the alt text saying what it shows', () => {
    const card = '/og/en/readings/year/2026.png';
    const entries = head('/en/readings/year/2026/', { route: 'readings' }, { ...facts, ogImage: card, ogImageAlt: '2026 in reading: 22 finished' });
    expect(meta(entries, 'og:image')).toEqual([absolute(card)]);
    expect(meta(entries, 'twitter:image')).toEqual([absolute(card)]);
    expect(meta(entries, 'og:image:alt')).toEqual(['2026 in reading: 22 finished']);
    expect(meta(entries, 'twitter:image:alt')).toEqual(['2026 in reading: 22 finished']);
    // A route's own preview is left to og:image.
    expect(meta(head('/en/about/', { route: 'about' }), 'twitter:image')).toEqual([]);
  });

  it('a route left out of the index says noindex, and has no preview image or structured data', () => {
    const entries = head('/en/test/', { route: 'test' }, { ...facts, jsonLd: { '@type': 'Thing' } });
    expect(robots(entries).map((e) => e.attrs.content)).toEqual(['noindex, nofollow']);
    expect(meta(entries, 'og:image')).toEqual([]);
    expect(meta(entries, 'twitter:card')).toEqual(['summary']);
    expect(find(entries, (a) => a.type === 'application/ld+json')).toEqual([]);
  });

  it('a reading or a tag named like a hidden route is indexed: its route decides, not its last segment', () => {
    expect(robots(head(itemPath('fr', 'test'), { route: 'readings', localePath: (l) => itemPath(l, 'test') }))).toEqual([]);
    expect(robots(head('/en/readings/tag/test/', { route: 'readings', localePath: (l) => `${localizedPath(l, 'readings')}tag/test/` }))).toEqual([]);
  });

  it('a page that is no route (404) says noindex and has no canonical or language links', () => {
    const entries = head('/en/404/', {});
    expect(robots(entries)).toHaveLength(1);
    expect(canonical(entries)).toEqual([]);
    expect(find(entries, (a) => a.hreflang !== undefined)).toEqual([]);
  });

  it('a reading item’s own preview image, article type and JSON-LD (with `<` escaped)', () => {
    const entries = head(itemPath('en', 'refactoring'), { route: 'readings', localePath: (l) => itemPath(l, 'refactoring') }, {
      ...facts,
      ogType: 'article',
      ogImage: '/og/readings/refactoring.png',
      jsonLd: { name: '</script>' },
    });
    expect(meta(entries, 'og:image')).toEqual([absolute('/og/readings/refactoring.png')]);
    expect(meta(entries, 'og:type')).toEqual(['article']);
    const [ld] = find(entries, (a) => a.type === 'application/ld+json');
    expect(ld!.html).toBe('{"name":"\\u003c/script>"}');
  });

  it('the reading list’s feed on every page, then the page’s own feeds after the scripts', () => {
    const entries = head('/readings/tag/css/', { route: 'readings', localePath: (l) => `${localizedPath(l, 'readings')}tag/css/` }, {
      ...facts,
      feeds: [{ href: '/readings/tag/css/rss.xml', title: '#css' }],
    });
    const feeds = find(entries, (a) => a.type === 'application/rss+xml').map((e) => e.attrs.href);
    expect(feeds).toEqual([SITE_PATHS.feed('fr'), '/readings/tag/css/rss.xml']);
    expect(entries.at(-1)!.attrs.href).toBe('/readings/tag/css/rss.xml');
    expect(entries.filter((e) => e.tag === 'script').map((e) => e.html)).toEqual([site.beforePaint, site.speculationRules]);
  });

  it('the early part: encoding and viewport, before the page’s module scripts; no typeface the first paint would wait for', () => {
    const page = pageContext('fr', { route: 'index' });
    const { early, late } = buildHead(page, facts, site, useTranslations('fr'));
    expect(early.map((e) => e.attrs.charset ?? e.attrs.name ?? e.attrs.rel)).toEqual(['utf-8', 'viewport']);
    expect([...early, ...late].filter((e) => e.attrs.rel === 'preload')).toEqual([]);
  });
});

describe('documentTitle and fitTitle', () => {
  const t = useTranslations('en');
  const room = TITLE_MAX - t('meta.title', { owner: SITE.owner, title: '' }).length;

  it('"<owner> - <title>", or the site’s name without a title', () => {
    expect(documentTitle({ title: 'About' }, site, t)).toBe(`${SITE.owner} - About`);
    expect(documentTitle({}, site, t)).toBe(SITE.siteName);
  });

  it('a title that fits stays whole; one too long is cut with an ellipsis to fit, counted as written', () => {
    expect(fitTitle('Short', room, { text: 'Short' })).toBe('Short');
    const long = 'A very long name of a book that nobody could show whole in a search result';
    const fitted = fitTitle(long, room, { text: long });
    expect(writtenLength(fitted)).toBeLessThanOrEqual(room);
    expect(fitted).toMatch(/^A very long.*[^ ]…$/);
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true);
    // An apostrophe is five characters as written: fewer of them fit.
    const quoted = "l'a".repeat(20);
    expect(writtenLength(fitTitle(quoted, room, { text: quoted }))).toBeLessThanOrEqual(room);
  });

  it('the wrapped text is tried whole first, then cut (a facet’s page 2)', () => {
    const wrap = (text: string) => `${text}, page 2`;
    const label = 'x'.repeat(room);
    expect(fitTitle(wrap(`#${label} · 9 items`), room, { text: 'short', wrap })).toBe('short, page 2');
    const cut = fitTitle(wrap(label), room, { text: label, wrap });
    expect(cut.endsWith('…, page 2')).toBe(true);
    expect(writtenLength(cut)).toBeLessThanOrEqual(room);
  });

  it('without anything to shorten, the title stays as it is', () => {
    const long = 'y'.repeat(room + 10);
    expect(fitTitle(long, room)).toBe(long);
  });
});

describe('dedupe', () => {
  it('keeps the first of two elements of the same identity, and every script', () => {
    const entries: HeadEntry[] = [
      { tag: 'title', attrs: {}, text: 'A' },
      { tag: 'title', attrs: {}, text: 'B' },
      { tag: 'meta', attrs: { name: 'description', content: 'one' } },
      { tag: 'meta', attrs: { name: 'description', content: 'two' } },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#fff', media: 'light' } },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#000', media: 'dark' } },
      { tag: 'link', attrs: { rel: 'alternate', href: '/rss.xml' } },
      { tag: 'link', attrs: { rel: 'alternate', href: '/rss.xml' } },
      { tag: 'script', attrs: {}, html: '1' },
      { tag: 'script', attrs: {}, html: '1' },
    ];
    expect(dedupe(entries).map((e) => e.text ?? e.attrs.content ?? e.attrs.href ?? e.html)).toEqual(['A', 'one', '#fff', '#000', '/rss.xml', '1', '1']);
  });
});
