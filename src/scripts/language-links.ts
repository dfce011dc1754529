/**
 * The language links (header switch, footer) lead to this page in another language with the
 * address's query and hash, in their `href` too (copy link, open in a new tab), as the page's
 * islands change the address.
 */
export function keepQueryInLanguageLinks(): void {
  const update = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query]')) {
      link.href = `${new URL(link.href).pathname}${location.search}${location.hash}`;
    }
  };
  update();
  // The Navigation API reports every change of address (pushState and replaceState included).
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', update);
  addEventListener('popstate', update);
  addEventListener('hashchange', update);
}
