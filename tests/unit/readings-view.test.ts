import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from '../../src/lib/readings/filters';
import { facetQuery } from '../../src/lib/readings/paths';
import { tagSlugs } from '../../src/build/readings/slug';
import { activeFilters, addedFilter, filterToUndo, listView, pageNumbers, type ListViewInput } from '../../src/lib/readings/view';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}` })) as never[];
const base: ListViewInput = {
  locale: 'en',
  query: DEFAULT_QUERY,
  pageQuery: DEFAULT_QUERY,
  page: 1,
  pageTotal: 30,
  pages: { first: 1, count: 1 },
  tagSlugs: tagSlugs(['css', 'react']),
  selection: null,
};
const size = DEFAULT_QUERY.pageSize;

describe('listView', () => {
  it('before the full list: the server page stands for its own query, with its counts', () => {
    const view = listView(base);
    expect(view).toMatchObject({ isPageQuery: true, stale: false, total: 30, shownCount: size, hasMore: true, filtered: false, activeCount: 0 });
    expect(view.nextHref).toBe('/en/readings/page/2/');
    expect(view.prevHref).toBeUndefined();
  });

  it('the last static page shows what is left and no Load more', () => {
    const last = Math.ceil(30 / size);
    const view = listView({ ...base, page: last, pages: { first: last, count: 1 } });
    expect(view.shownCount).toBe(30 - (last - 1) * size);
    expect(view.hasMore).toBe(false);
    expect(view.prevHref).toBe(`/en/readings/${last - 1 > 1 ? `page/${last - 1}/` : ''}`);
  });

  it('another query before the full list is stale', () => {
    const view = listView({ ...base, query: { ...DEFAULT_QUERY, search: 'css' } });
    expect(view).toMatchObject({ isPageQuery: false, stale: true, filtered: true });
  });

  it('a query shown a step behind the one asked for, before any list has shown, is stale though it is the page’s own', () => {
    const view = listView({ ...base, behind: true });
    expect(view).toMatchObject({ isPageQuery: true, stale: true });
  });

  it('with the full list: totals, shown count and Load more from the selection', () => {
    const query = { ...DEFAULT_QUERY, tags: ['css', 'react'], status: 'read' as const };
    const view = listView({ ...base, query, pages: { first: 1, count: 2 }, selection: { items: items(size * 2), total: size * 2 + 1, hasMore: true } });
    expect(view).toMatchObject({ stale: false, total: size * 2 + 1, shownCount: size * 2, hasMore: true, activeCount: 3 });
    // No static page for two tags: the next address is this view's own.
    expect(view.nextHref).toBe('/en/readings/?status=read&tags=css,react');
  });

  it('a facet’s next page is its static page, up to the last one built', () => {
    const query = facetQuery({ key: 'tags', value: 'css' });
    const selection = { items: items(size), total: size * 9, hasMore: true };
    expect(listView({ ...base, query, selection }).nextHref).toBe('/en/readings/tag/css/page/2/');
    const far = listView({ ...base, query, selection, pages: { first: 5, count: 1 } });
    expect(far.nextHref).toBe('/en/readings/?tags=css');
    expect(far.prevHref).toBe('/en/readings/tag/css/page/4/');
  });

  it('an empty selection shows nothing more', () => {
    const view = listView({ ...base, query: { ...DEFAULT_QUERY, search: 'zzz' }, selection: { items: [], total: 0, hasMore: false } });
    expect(view).toMatchObject({ total: 0, shownCount: 0, hasMore: false, stale: false });
  });
});

describe('counters and page numbers', () => {
  it('a static page says which items it shows and numbers the pages, its own current', () => {
    const view = listView({ ...base, page: 2, pages: { first: 2, count: 1 } });
    expect([view.shownFrom, view.shownTo, view.total]).toEqual([size + 1, 2 * size, 30]);
    expect(view.pageLinks).toEqual([
      { page: 1, href: '/en/readings/', current: false },
      { page: 2, href: '/en/readings/page/2/', current: true },
      { page: 3, href: '/en/readings/page/3/', current: false },
    ]);
  });

  it('after Load more the range grows from the first page shown; none is current', () => {
    const view = listView({ ...base, selection: { items: items(2 * size), total: 30 } as never, pages: { first: 1, count: 2 } });
    expect([view.shownFrom, view.shownTo]).toEqual([1, 2 * size]);
    expect(view.pageLinks?.some((link) => link.current)).toBe(false);
  });

  it('an empty result shows nothing; a query with no static pages has no numbers', () => {
    const query = { ...DEFAULT_QUERY, search: 'zzz' };
    const view = listView({ ...base, query, selection: { items: [], total: 0 } as never });
    expect([view.shownFrom, view.shownTo, view.pageLinks]).toEqual([0, 0, null]);
  });

  it('pageNumbers keeps the ends and two on each side of the current page', () => {
    expect(pageNumbers(7, 20)).toEqual([1, 5, 6, 7, 8, 9, 20]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 10]);
  });
});

describe('activeFilters', () => {
  it('lists each filter on, with the query that drops it alone', () => {
    const query = { ...DEFAULT_QUERY, search: ' flexbox ', tags: ['css', 'react'], status: 'read' as const, sort: 'name' as const };
    const chips = activeFilters(query);
    expect(chips.map((chip) => [chip.key, chip.value])).toEqual([
      ['search', 'flexbox'],
      ['status', 'read'],
      ['tags', 'css'],
      ['tags', 'react'],
    ]);
    expect(chips[0]!.without).toEqual({ ...query, search: '' });
    expect(chips[2]!.without).toEqual({ ...query, tags: ['react'] });
    expect(activeFilters(facetQuery({ key: 'type', value: 'video' }))[0]!.without).toEqual(DEFAULT_QUERY);
  });
});

describe('the filter to drop when nothing matches', () => {
  const query = { ...DEFAULT_QUERY, search: 'zzz', tags: ['css'] };
  it('names the filter the visitor turned on last', () => {
    const withStatus = { ...query, status: 'read' as const };
    expect(addedFilter(query, withStatus)).toEqual({ key: 'status', value: 'read' });
    expect(addedFilter(withStatus, query)).toBeUndefined();
    expect(addedFilter(query, { ...query, tags: ['css', 'react'] })).toEqual({ key: 'tags', value: 'react' });
    expect(addedFilter(query, { ...query, sort: 'name' })).toBeUndefined();
    // Several at once (an address): none was chosen last.
    expect(addedFilter(DEFAULT_QUERY, query)).toBeUndefined();
  });

  it('drops the last one turned on while it is on, else the last chip, and nothing from an unfiltered list', () => {
    const withStatus = { ...query, status: 'read' as const };
    expect(filterToUndo(withStatus, { key: 'status', value: 'read' })?.without).toEqual(query);
    expect(filterToUndo(query, { key: 'status', value: 'read' })?.without).toEqual({ ...query, tags: [] });
    expect(filterToUndo(query, undefined)?.value).toBe('css');
    expect(filterToUndo({ ...DEFAULT_QUERY, search: 'zzz' }, undefined)?.without).toEqual(DEFAULT_QUERY);
    expect(filterToUndo(DEFAULT_QUERY, { key: 'tags', value: 'css' })).toBeUndefined();
  });
});
