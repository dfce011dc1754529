import type { SitemapItem } from '@astrojs/sitemap';

/**
 * A page's alternates in URL order: English collation with numbers read as numbers (`page/9/`
 * before `page/10/`), as @astrojs/sitemap orders its URLs.
 */
const byUrl = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The sitemap's entries by URL: each listed URL with its hreflang links. A URL's path past its
 * locale's prefix (none for the default locale) names the page, and the URLs of one page are each
 * other's alternates, in URL order, listed when there are two or more; found in one pass over the
 * URLs. The error pages (`/404/`, `/500/`, in any locale) have no entry: they are left out.
 */
export function sitemapEntries(
  urls: readonly string[],
  root: string,
  locales: Readonly<Record<string, string>>,
  defaultLocale: string,
): Map<string, SitemapItem> {
  const pageOf = (url: string): { page: string; lang: string } | undefined => {
    if (!url.startsWith(root)) return undefined;
    const path = `/${url.slice(root.length)}`;
    const prefix = path.split('/')[1]!;
    if (prefix in locales && prefix !== '') return { page: path.slice(1 + prefix.length) || '/', lang: locales[prefix]! };
    return { page: path, lang: locales[defaultLocale]! };
  };
  const entries = new Map<string, SitemapItem>();
  const byPage = new Map<string, { url: string; lang: string }[]>();
  for (const url of urls) {
    if (entries.has(url)) continue;
    const found = pageOf(url);
    if (found && /^\/(?:404|500)\/?$/.test(found.page)) continue;
    const entry: SitemapItem = { url };
    entries.set(url, entry);
    if (!found) continue;
    const links = byPage.get(found.page) ?? byPage.set(found.page, []).get(found.page)!;
    links.push({ url, lang: found.lang });
    // Every URL of a page shares its one list, filled as the page's other URLs come.
    entry.links = links;
  }
  for (const links of byPage.values()) links.sort((a, b) => byUrl(a.url, b.url));
  for (const entry of entries.values()) if (entry.links && entry.links.length < 2) delete entry.links;
  return entries;
}
