/**
 * Everything in a page's `<head>`, as data: built here from the page's context and facts, rendered
 * as it is by `src/layouts/Base.astro`. The one place that decides a page's title, its canonical
 * and language links, its link preview, its structured data, its feeds and whether search engines
 * may index it. Pure: the caller gives the build's own values (icons, inline scripts, font).
 */
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from '../i18n/locales.ts';
import type { PageContext } from '../i18n/page-context.ts';
import type { Translate } from '../i18n/translate.ts';
import { absolute, SITE_PATHS, withBase } from '../i18n/url.ts';
import { cutCodePoints } from './text.ts';

/** One element of `<head>`: its tag, its attributes (an `undefined` one is left out) and its text. */
export interface HeadEntry {
  tag: 'meta' | 'link' | 'title' | 'script';
  attrs: Readonly<Record<string, string | undefined>>;
  /** The title's text (escaped when written). */
  text?: string | undefined;
  /** An inline script's source, written as it is: only what the build makes (JSON, its own scripts). */
  html?: string | undefined;
}

export interface Feed {
  href: string;
  title: string;
}

/** What a page says about itself. */
export interface PageFacts {
  /** The page's title; the document title becomes "<owner> - <title>". Without one, the site's name. */
  title?: string | undefined;
  /**
   * What the title may lose when the document title is longer than `TITLE_MAX`: `text` is cut
   * (code point by code point, with `…`), and `wrap` puts it back in its place (`text` alone by default).
   */
  shorten?: { text: string; wrap?: (text: string) => string } | undefined;
  description: string;
  /** `og:type`: `article` for a reading item's page. */
  ogType?: 'website' | 'article' | undefined;
  /** The link-preview image's path when the page has its own (a reading item's), instead of its route's. */
  ogImage?: string | undefined;
  /** What the preview image shows, for `og:image:alt` and `twitter:image:alt`; the document title by default. */
  ogImageAlt?: string | undefined;
  /** schema.org structured data (JSON-LD) of an indexed page. */
  jsonLd?: object | readonly object[] | undefined;
  /** Feeds of the page's own beside the reading list's (a tag's, a status's, the books'). */
  feeds?: readonly Feed[] | undefined;
}

/** What the build gives every page's head. */
export interface SiteHead {
  /** The deployed site's URL (Astro's `site`): canonical, hreflang, `og:url` and preview images are absolute on it. */
  url: string | URL;
  owner: string;
  siteName: string;
  buildId: string;
  icons: { png: string; svg: string; appleTouch: string; manifest: string; size: number };
  /** The link-preview images' size in pixels. */
  ogImageSize: { width: number; height: number };
  themeColors: { light: string; dark: string };
  /** The before-paint script's source and the speculation rules (JSON). */
  beforePaint: string;
  speculationRules: string;
}

/** The longest document title search results show in full. */
export const TITLE_MAX = 70;

/**
 * The head in two parts: `early` (encoding, viewport), before the page's
 * module scripts so the browser asks for them early; `late`, everything else.
 */
export interface Head {
  early: HeadEntry[];
  late: HeadEntry[];
}

/** A title's length as written in the HTML, where `'"&<>` take five characters each: validators count so. */
export function writtenLength(text: string): number {
  return text.replace(/['"&<>]/g, '#####').length;
}

/**
 * `title` when it fits in `room` characters as written; else the first of `shorten.text` cut
 * shorter and shorter (with `…`, wrapped by `shorten.wrap`) that fits, down to one code point.
 */
export function fitTitle(title: string, room: number, shorten?: PageFacts['shorten']): string {
  if (writtenLength(title) <= room || !shorten) return title;
  const { text, wrap = (s: string) => s } = shorten;
  const length = Array.from(text).length;
  let fitted = title;
  for (let keep = length; keep > 0; keep--) {
    fitted = wrap(keep === length ? text : `${cutCodePoints(text, keep).trimEnd()}…`);
    if (writtenLength(fitted) <= room) break;
  }
  return fitted;
}

/** The document title: "<owner> - <title>", the title fitted to `TITLE_MAX`; without a title, the site's name. */
export function documentTitle(facts: Pick<PageFacts, 'title' | 'shorten'>, site: Pick<SiteHead, 'owner' | 'siteName'>, t: Translate): string {
  if (!facts.title) return site.siteName;
  const room = TITLE_MAX - t('meta.title', { owner: site.owner, title: '' }).length;
  return t('meta.title', { owner: site.owner, title: fitTitle(facts.title, room, facts.shorten) });
}

/** What makes two entries the same element: the first one given is kept. */
function entryKey({ tag, attrs }: HeadEntry): string | undefined {
  if (tag === 'title') return 'title';
  if (tag === 'meta') return attrs.charset !== undefined ? 'charset' : `meta ${attrs.name ?? attrs.property} ${attrs.media ?? ''}`;
  if (tag === 'link') return `link ${attrs.rel} ${attrs.hreflang ?? ''} ${attrs.href}`;
  return undefined;
}

/** The entries without a second title, meta or link of the same identity (the first one stays). */
export function dedupe(entries: readonly HeadEntry[]): HeadEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entryKey(entry);
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(data: object | readonly object[]): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

const meta = (attrs: HeadEntry['attrs']): HeadEntry => ({ tag: 'meta', attrs });
const link = (attrs: HeadEntry['attrs']): HeadEntry => ({ tag: 'link', attrs });

/**
 * The page's head. A page that search engines may not index (`page.indexed` false: a route left
 * out of the index, a 404) says `noindex` and has no canonical, language links, preview image or
 * structured data; a page without twins (a 404) has no canonical or language links either.
 */
export function buildHead(page: PageContext, facts: PageFacts, site: SiteHead, t: Translate): Head {
  const { locale, route, alternates, indexed, hasTwins } = page;
  const title = documentTitle(facts, site, t);
  const url = (path: string) => absolute(path, site.url);
  const canonical = hasTwins ? url(alternates[locale]) : undefined;
  const ogImage = indexed && route ? url(facts.ogImage ?? SITE_PATHS.ogImage(locale, route)) : undefined;
  const early = [
    meta({ charset: 'utf-8' }),
    meta({ name: 'viewport', content: 'width=device-width, initial-scale=1' }),
  ];
  const languages = hasTwins
    ? [
        ...LOCALES.map((l) => link({ rel: 'alternate', hreflang: LANGUAGE_TAGS[l], href: url(alternates[l]) })),
        link({ rel: 'alternate', hreflang: 'x-default', href: url(alternates[DEFAULT_LOCALE]) }),
      ]
    : [];
  const preview = ogImage
    ? [
        meta({ property: 'og:image', content: ogImage }),
        meta({ property: 'og:image:width', content: String(site.ogImageSize.width) }),
        meta({ property: 'og:image:height', content: String(site.ogImageSize.height) }),
        meta({ property: 'og:image:alt', content: facts.ogImageAlt ?? title }),
      ]
    : [];
  const { icons } = site;
  const feeds: Feed[] = [{ href: SITE_PATHS.feed(locale), title: t('readings.feed') }, ...(facts.feeds ?? [])];
  const late: HeadEntry[] = [
    { tag: 'title', attrs: {}, text: title },
    meta({ name: 'description', content: facts.description }),
    meta({ name: 'build-id', content: site.buildId }),
    ...(indexed ? [] : [meta({ name: 'robots', content: 'noindex, nofollow' })]),
    ...(canonical ? [link({ rel: 'canonical', href: canonical })] : []),
    ...languages,
    meta({ property: 'og:type', content: facts.ogType ?? 'website' }),
    meta({ property: 'og:site_name', content: site.siteName }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: facts.description }),
    meta({ property: 'og:locale', content: LANGUAGE_TAGS[locale].replace('-', '_') }),
    ...(canonical ? [meta({ property: 'og:url', content: canonical })] : []),
    ...preview,
    meta({ name: 'twitter:card', content: ogImage ? 'summary_large_image' : 'summary' }),
    // A card of the page's own is named for X too; other pages' route previews reach it through og:image.
    ...(ogImage && facts.ogImage ? [meta({ name: 'twitter:image', content: ogImage }), meta({ name: 'twitter:image:alt', content: facts.ogImageAlt ?? title })] : []),
    meta({ name: 'theme-color', content: site.themeColors.light, media: '(prefers-color-scheme: light)' }),
    meta({ name: 'theme-color', content: site.themeColors.dark, media: '(prefers-color-scheme: dark)' }),
    link({ rel: 'icon', href: withBase(icons.png), type: 'image/png', sizes: `${icons.size}x${icons.size}` }),
    link({ rel: 'icon', href: withBase(icons.svg), type: 'image/svg+xml' }),
    link({ rel: 'apple-touch-icon', href: withBase(icons.appleTouch) }),
    link({ rel: 'manifest', href: withBase(icons.manifest) }),
    link({ rel: 'sitemap', href: SITE_PATHS.sitemap() }),
    link({ rel: 'alternate', type: 'application/rss+xml', title: feeds[0]!.title, href: feeds[0]!.href }),
    { tag: 'script', attrs: {}, html: site.beforePaint },
    { tag: 'script', attrs: { type: 'speculationrules' }, html: site.speculationRules },
    ...(indexed && facts.jsonLd ? [{ tag: 'script' as const, attrs: { type: 'application/ld+json' }, html: jsonLdText(facts.jsonLd) }] : []),
    ...feeds.slice(1).map((feed) => link({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: feed.href })),
  ];
  return { early: dedupe(early), late: dedupe(late) };
}
