import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  labPagePath,
  pagerFromLocation,
  DEFAULT_PER_PAGE,
  parsePagerQuery,
  serializePagerQuery,
  isPerPage,
  pageAfterResize,
  pageCount,
  pagerTargets,
  pageSlice,
  PER_PAGE_OPTIONS,
} from '../../src/lib/lastfm/pager';

describe('pager maths', () => {
  it('offers 10, 25 and 50 tracks per page, 25 by default', () => {
    expect(PER_PAGE_OPTIONS).toEqual([10, 25, 50]);
    expect(DEFAULT_PER_PAGE).toBe(25);
    expect(isPerPage(25)).toBe(true);
    expect(isPerPage(30)).toBe(false);
    expect(isPerPage('10')).toBe(false);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(200, 50)).toBe(4);
    expect(pageCount(201, 50)).toBe(5);
    expect(pageCount(9, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });

  it('clamps pages into range', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2.9, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('slices pages, the last one shorter', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageSlice(items, 1, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3, 10)).toEqual([20, 21, 22]);
    expect(pageSlice(items, 7, 10)).toEqual([20, 21, 22]);
    expect(pageSlice([], 1, 10)).toEqual([]);
  });

  it('every item appears on exactly one page', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.constantFrom(...PER_PAGE_OPTIONS), (length, perPage) => {
        const items = Array.from({ length }, (_, i) => i);
        const pages = Array.from({ length: pageCount(length, perPage) }, (_, i) => pageSlice(items, i + 1, perPage));
        expect(pages.flat()).toEqual(items);
      }),
    );
  });

  it('keeps the first visible item in view when the page size changes', () => {
    expect(pageAfterResize(3, 10, 50)).toBe(1); // item 21 is on page 1 of 50
    expect(pageAfterResize(3, 50, 10)).toBe(11); // item 101 is on page 11 of 10
    expect(pageAfterResize(1, 25, 10)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.constantFrom(...PER_PAGE_OPTIONS), fc.constantFrom(...PER_PAGE_OPTIONS), (page, from, to) => {
        const first = (page - 1) * from;
        const target = pageAfterResize(page, from, to);
        expect(first).toBeGreaterThanOrEqual((target - 1) * to);
        expect(first).toBeLessThan(target * to);
      }),
    );
  });

  it('gives each pager button its target, or none when disabled', () => {
    expect(pagerTargets(1, 4)).toEqual({ page: 1, totalPages: 4, first: undefined, previous: undefined, next: 2, last: 4 });
    expect(pagerTargets(2, 4)).toEqual({ page: 2, totalPages: 4, first: 1, previous: 1, next: 3, last: 4 });
    expect(pagerTargets(4, 4)).toEqual({ page: 4, totalPages: 4, first: 1, previous: 3, next: undefined, last: undefined });
    expect(pagerTargets(1, 1)).toMatchObject({ first: undefined, previous: undefined, next: undefined, last: undefined });
    expect(pagerTargets(9, 0)).toMatchObject({ page: 1, totalPages: 1 });
  });
});

describe('pager in the URL', () => {
  it('reads page and page size, each malformed value falling back to its default', () => {
    expect(parsePagerQuery('')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parsePagerQuery('?page=3&pageSize=10')).toEqual({ page: 3, perPage: 10 });
    expect(parsePagerQuery('?page=0&pageSize=30')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parsePagerQuery('?page=-2&pageSize=25')).toEqual({ page: 1, perPage: 25 });
    expect(parsePagerQuery('?page=2.5&pageSize=1e1')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parsePagerQuery('?page=abc&pageSize=')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parsePagerQuery('?page=99999999999')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parsePagerQuery(new URLSearchParams('page=7&other=x'))).toEqual({ page: 7, perPage: DEFAULT_PER_PAGE });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(serializePagerQuery({ page: 1, perPage: DEFAULT_PER_PAGE })).toBe('');
    expect(serializePagerQuery({ page: 4, perPage: DEFAULT_PER_PAGE })).toBe('?page=4');
    expect(serializePagerQuery({ page: 1, perPage: 10 })).toBe('?pageSize=10');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...PER_PAGE_OPTIONS), (page, perPage) => {
        expect(parsePagerQuery(serializePagerQuery({ page, perPage }))).toEqual({ page, perPage });
      }),
    );
  });
});

describe('static history pages', () => {
  it('puts pages after the first under the lab’s path', () => {
    expect(labPagePath('/lab/', 1)).toBe('/lab/');
    expect(labPagePath('/en/lab/', 3)).toBe('/en/lab/page/3/');
  });

  it('reads the page from the query first, then from the static path', () => {
    expect(pagerFromLocation('/lab/', '')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(pagerFromLocation('/en/lab/page/3/', '')).toEqual({ page: 3, perPage: DEFAULT_PER_PAGE });
    expect(pagerFromLocation('/en/lab/page/3/', '?pageSize=10')).toEqual({ page: 3, perPage: 10 });
    expect(pagerFromLocation('/lab/page/3/', '?page=5')).toEqual({ page: 5, perPage: DEFAULT_PER_PAGE });
    expect(pagerFromLocation('/lab/page/0/', '')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
  });
});
