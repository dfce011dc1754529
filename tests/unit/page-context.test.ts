import { describe, expect, it } from 'vitest';
import { itemPath, listPath } from '../../src/lib/readings/paths';
import { indexedPath, localizedPath, pageContext } from '../../src/i18n';
import { LOCALES, ROUTES, isIndexed } from '../../src/structure';

describe('pageContext', () => {
  it.each(LOCALES.flatMap((locale) => ROUTES.map((route) => [locale, route] as const)))('%s %s: its language (the one it is given), route, twins and indexing', (locale, route) => {
    const page = pageContext(locale, { route });
    expect(page).toEqual({
      locale,
      route,
      alternates: Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, route)])),
      hasTwins: true,
      indexed: isIndexed(route),
    });
  });

  it('a sub-page of a route has its own twins (a status page, a reading item)', () => {
    const tag = pageContext('en', { route: 'readings', localePath: (l) => listPath(l, { facet: { key: 'status', value: 'read' }, page: 2 }) });
    expect(tag.locale).toBe('en');
    expect(tag.route).toBe('readings');
    expect(Object.values(tag.alternates)).toEqual(LOCALES.map((l) => listPath(l, { facet: { key: 'status', value: 'read' }, page: 2 })));
    const item = pageContext('fr', { route: 'readings', localePath: (l) => itemPath(l, 'refactoring') });
    expect(item.alternates).toEqual(Object.fromEntries(LOCALES.map((l) => [l, itemPath(l, 'refactoring')])));
  });

  it('a page that is no route (the 404 document) offers each home page and is never indexed', () => {
    for (const locale of LOCALES) {
      const page = pageContext(locale);
      expect(page.route).toBeUndefined();
      expect(page.hasTwins).toBe(false);
      expect(page.indexed).toBe(false);
      expect(page.alternates).toEqual(Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, 'index')])));
    }
    expect(pageContext('en').locale).toBe('en');
  });

  it('says from a path alone what the page’s head says: the sitemap keeps the indexed pages', () => {
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const path = localizedPath(locale, route, '/').slice(1);
        expect(indexedPath(path), path).toBe(pageContext(locale, { route }).indexed);
      }
      expect(indexedPath(listPath(locale, { facet: { key: 'status', value: 'read' }, page: 2, base: '/' }).slice(1))).toBe(true);
      expect(indexedPath(itemPath(locale, 'refactoring', '/').slice(1))).toBe(true);
      expect(indexedPath(`${localizedPath(locale, 'index', '/').slice(1)}404/`)).toBe(false);
    }
    expect(indexedPath('404.html')).toBe(false);
  });
});
