import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countsByFacet,
  createExplorer,
  typedBeforeLive,
  TYPING_LIST_DELAY,
  TYPING_URL_DELAY,
  type ExplorerEnv,
} from '../../src/islands/ReadingExplorer/controller';
import { DEFAULT_QUERY, type ReadingQuery } from '../../src/lib/readings/filters';
import { facetQuery } from '../../src/lib/readings/paths';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { type ReadingItem } from '../../src/lib/readings/model';
import { tagSlugs } from '../../src/build/readings/slug';
import { fakeAddressBar } from '../support/fake-address-bar';


const item = (id: string, tags: string[], status = 'read') => ({
  id,
  name: id.replace(/-/g, ' '),
  type: 'article',
  status,
  tags,
  createdTime: '2026-10-10T17:25:00.000Z',
  lastEditedTime: '2026-10-14T00:25:00.000Z',
  url: `https://example.com/${id}`,
});
const ITEMS = [item('flexbox-guide', ['css']), item('grid-guide', ['css']), item('react-hooks', ['react'], 'toRead')];

/** A browser stand-in: an address bar with its history, timers and a fetch of the full list. */
function fakeBrowser(url = '/readings/', respond: () => Promise<Response> = async () => Response.json(ITEMS)) {
  const bar = fakeAddressBar(url);
  const fetch = vi.fn((_input: RequestInfo | URL) => respond());
  const env: ExplorerEnv = {
    ...bar.env,
    fetch,
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
  };
  return { ...bar, env, fetch };
}

const config = { locale: 'en' as const, tags: ['css', 'react'], tagSlugs: tagSlugs(['css', 'react']), facet: null, page: 1, dataUrl: '/readings.json' };
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('reading list controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the page’s own query until started, then the address’s, and fetches the full list once', async () => {
    const browser = fakeBrowser('/en/readings/?tags=css&sort=name');
    const explorer = createExplorer(config, browser.env);
    expect(explorer.$query.get()).toEqual(DEFAULT_QUERY);
    expect(explorer.$live.get()).toBe(false);
    explorer.start();
    expect(explorer.$query.get()).toMatchObject({ tags: ['css'], sort: 'name' });
    expect(explorer.$list.get().state).toBe('loading');
    await settle();
    expect(explorer.$list.get()).toMatchObject({ state: 'ready' });
    expect(explorer.$list.get().items).toHaveLength(3);
    // Another explorer on the same page shares the request.
    createExplorer(config, browser.env).start();
    await settle();
    expect(browser.fetch).toHaveBeenCalledTimes(1);
  });

  it('a bad address falls back to defaults, field by field', () => {
    const browser = fakeBrowser('/en/readings/?tags=nope,css&sort=sideways&pageSize=7&status=read');
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, tags: ['css'], status: 'read' });
  });

  it('what was set in the form before going live wins over the address, and is written to it', () => {
    const browser = fakeBrowser('/en/readings/?sort=name');
    const explorer = createExplorer(config, browser.env);
    const typed = typedBeforeLive(new URLSearchParams({ search: 'flex', sort: 'name', pageSize: '12' }), explorer.pageQuery);
    expect(typed).toEqual({ search: 'flex', sort: 'name' });
    explorer.start(typed);
    expect(explorer.$query.get()).toMatchObject({ search: 'flex', sort: 'name' });
    expect(browser.address()).toBe('/en/readings/?search=flex&sort=name');
  });

  it('typing: the list follows after a pause, the address after a longer one, one history entry per run', () => {
    const browser = fakeBrowser('/en/readings/');
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    explorer.type('f');
    explorer.type('fl');
    vi.advanceTimersByTime(TYPING_LIST_DELAY - 1);
    expect(explorer.$query.get().search).toBe('');
    vi.advanceTimersByTime(1);
    expect(explorer.$query.get().search).toBe('fl');
    expect(browser.address()).toBe('/en/readings/');
    vi.advanceTimersByTime(TYPING_URL_DELAY);
    expect(browser.address()).toBe('/en/readings/?search=fl');
    explorer.type('flex');
    vi.advanceTimersByTime(TYPING_LIST_DELAY + TYPING_URL_DELAY);
    expect(browser.address()).toBe('/en/readings/?search=flex');
    // The run replaced its own entry: one entry after the list's.
    expect(browser.entries()).toEqual(['/en/readings/', '/en/readings/?search=flex']);
    // A choice after typing is a new entry.
    explorer.update({ ...explorer.$query.get(), status: 'read' });
    expect(browser.entries()).toHaveLength(3);
  });

  it('a change to a query with its own static page writes that page’s address', () => {
    const browser = fakeBrowser('/en/readings/');
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    explorer.update({ ...DEFAULT_QUERY, tags: ['css'] });
    expect(browser.address()).toBe('/en/readings/tag/css/');
    explorer.update({ ...DEFAULT_QUERY });
    expect(browser.address()).toBe('/en/readings/');
  });

  it('Load more adds a page; a change starts from the first page again', () => {
    const browser = fakeBrowser('/en/readings/page/3/');
    const explorer = createExplorer({ ...config, page: 3 }, browser.env);
    explorer.start();
    expect(explorer.$pages.get()).toEqual({ first: 3, count: 1 });
    explorer.loadMore();
    explorer.loadMore();
    expect(explorer.$pages.get()).toEqual({ first: 3, count: 3 });
    explorer.update({ ...explorer.$query.get(), sort: 'name' });
    expect(explorer.$pages.get()).toEqual({ first: 1, count: 1 });
  });

  it('Back and Forward apply the list’s own entries; a fragment changes nothing', () => {
    const browser = fakeBrowser('/en/readings/');
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    explorer.update({ ...DEFAULT_QUERY, status: 'read' });
    explorer.loadMore();
    explorer.update({ ...DEFAULT_QUERY, status: 'read', tags: ['css'] });
    browser.back();
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, status: 'read' });
    expect(explorer.$pages.get()).toEqual({ first: 1, count: 1 });
    browser.back();
    expect(explorer.$query.get()).toEqual(DEFAULT_QUERY);
    browser.forward();
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, status: 'read' });
    // A popstate for a fragment of the same address: the view stays, Load more included.
    explorer.loadMore();
    browser.fragment('#list');
    expect(explorer.$pages.get()).toEqual({ first: 1, count: 2 });
  });

  it('stops following history and timers when stopped', () => {
    const browser = fakeBrowser('/en/readings/');
    const explorer = createExplorer(config, browser.env);
    const stop = explorer.start();
    explorer.update({ ...DEFAULT_QUERY, status: 'read' });
    explorer.type('css');
    stop();
    vi.advanceTimersByTime(5_000);
    expect(explorer.$query.get().search).toBe('');
    browser.back();
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, status: 'read' });
  });

  it('a failed fetch says so, and a retry fetches again', async () => {
    let fail = true;
    const browser = fakeBrowser('/en/readings/', async () => (fail ? new Response('down', { status: 503 }) : Response.json(ITEMS)));
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    await settle();
    expect(explorer.$list.get()).toEqual({ state: 'error', items: null });
    fail = false;
    explorer.retry();
    expect(explorer.$list.get().state).toBe('loading');
    await settle();
    expect(explorer.$list.get().state).toBe('ready');
    expect(browser.fetch).toHaveBeenCalledTimes(2);
  });

  it('a static facet page starts from its own query', () => {
    const browser = fakeBrowser('/en/readings/tag/css/page/2/');
    const facet = { key: 'tags' as const, value: 'css' };
    const explorer = createExplorer({ ...config, facet, page: 2 }, browser.env);
    expect(explorer.$query.get()).toEqual(facetQuery(facet));
    explorer.start();
    expect(explorer.$query.get()).toEqual<ReadingQuery>({ ...DEFAULT_QUERY, tags: ['css'] });
    expect(explorer.$pages.get()).toEqual({ first: 2, count: 1 });
  });

  it('a facet link is taken in place once live: a sheet’s chip toggles its value, a card’s adds it', () => {
    const browser = fakeBrowser('/en/readings/');
    const explorer = createExplorer(config, browser.env);
    // Before the list is live the link opens its page.
    expect(explorer.followFacet('tags', 'css', false)).toBe(false);
    explorer.start();
    expect(explorer.followFacet('tags', 'css', false)).toBe(true);
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, tags: ['css'] });
    expect(browser.address()).toBe('/en/readings/tag/css/');
    // A card’s tag already on changes nothing, and is still taken in place.
    expect(explorer.followFacet('tags', 'css', false)).toBe(true);
    expect(explorer.$query.get().tags).toEqual(['css']);
    expect(browser.entries()).toHaveLength(2);
    // A sheet’s chip turns it off again; a status chip sets the status.
    expect(explorer.followFacet('tags', 'css', true)).toBe(true);
    expect(explorer.$query.get().tags).toEqual([]);
    expect(explorer.followFacet('status', 'read', true)).toBe(true);
    expect(explorer.$query.get().status).toBe('read');
    // A link that is no facet’s is left to the browser.
    for (const [key, value] of [['nope', 'x'], [undefined, 'css'], ['tags', undefined], ['tags', '']] as const) {
      expect(explorer.followFacet(key, value, true)).toBe(false);
    }
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, status: 'read' });
  });

  it('clear turns every filter off and keeps the sort and page size', () => {
    const browser = fakeBrowser('/en/readings/?search=flex&tags=css&status=read&sort=name&pageSize=48');
    const explorer = createExplorer(config, browser.env);
    explorer.start();
    explorer.clear();
    expect(explorer.$query.get()).toEqual({ ...DEFAULT_QUERY, sort: 'name', pageSize: 48 });
    expect(browser.address()).toBe('/en/readings/?sort=name&pageSize=48');
  });
});

describe('facet counts for the filter sheet', () => {
  it('counts each facet value the query gives, as plain records', () => {
    const prepared = prepareReadings(ITEMS as ReadingItem[], 'en');
    const counts = countsByFacet(prepared, DEFAULT_QUERY);
    expect(counts.tags).toEqual({ css: 2, react: 1 });
    expect(counts.status).toMatchObject({ read: 2, toRead: 1 });
    expect(counts.type).toMatchObject({ article: 3 });
    expect(countsByFacet(prepared, { ...DEFAULT_QUERY, tags: ['react'] }).status).toMatchObject({ read: 0, toRead: 1 });
  });
});
