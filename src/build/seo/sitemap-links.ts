import type { LinkItem, SitemapItem } from '@astrojs/sitemap';

/**
 * The sitemap's hreflang links, found in one pass. The rule is @astrojs/sitemap's own `i18n`
 * option's: a URL's path past its locale's prefix (none for the default locale) names the page,
 * and the URLs of one page are each other's alternates, listed when there are two or more. That
 * option compares every URL with every other: 5.7 s for the 22,000 pages of a 10,000-item list.
 *
 * `add` each URL (the sitemap's `filter`: false for an error page, `/404/` in any locale, which
 * that option also left out), then `withLinks` each item (its `serialize`).
 */
export function sitemapLinks(root: string, locales: Readonly<Record<string, string>>, defaultLocale: string) {
  const byPage = new Map<string, LinkItem[]>();
  const pageOf = (url: string): { page: string; lang: string } | undefined => {
    if (!url.startsWith(root)) return undefined;
    const path = `/${url.slice(root.length)}`;
    const prefix = path.split('/')[1]!;
    if (prefix in locales && prefix !== '') return { page: path.slice(1 + prefix.length) || '/', lang: locales[prefix]! };
    return { page: path, lang: locales[defaultLocale]! };
  };
  return {
    add(url: string): boolean {
      const found = pageOf(url);
      if (found && /^\/(?:404|500)\/?$/.test(found.page)) return false;
      if (found) {
        const links = byPage.get(found.page) ?? byPage.set(found.page, []).get(found.page)!;
        links.push({ url, lang: found.lang });
      }
      return true;
    },
    withLinks(item: SitemapItem): SitemapItem {
      const found = pageOf(item.url);
      const links = found && byPage.get(found.page);
      if (!links || links.length < 2) return item;
      return { ...item, links: links.toSorted((a, b) => a.url.localeCompare(b.url, 'en', { numeric: true })) };
    },
  };
}
