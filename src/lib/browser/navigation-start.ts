/** A navigation the page has just started, as the Navigation API or a click or submit describes it. */
export interface NavigationStart {
  /** Where it goes. */
  url: string;
  /** It stays in this document (a fragment, or history the page writes itself). */
  sameDocument: boolean;
  /** It downloads a file: the page stays. */
  download: boolean;
}

/**
 * Whether a navigation replaces this page with another page of the site, which is what the loading
 * bar shows: not a fragment or history change in place, a download, a non-web scheme or another site.
 */
export function startsNavigation(navigation: NavigationStart, current: string): boolean {
  if (navigation.sameDocument || navigation.download) return false;
  let url: URL;
  let here: URL;
  try {
    url = new URL(navigation.url, current);
    here = new URL(current);
  } catch {
    return false;
  }
  if (url.origin !== here.origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return !(url.hash !== '' && url.pathname === here.pathname && url.search === here.search);
}
