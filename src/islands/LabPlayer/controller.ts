/**
 * The music lab's state and actions, outside React: the history page shown, the charts, live mode
 * with its key, the refresh of the track playing now (while the tab is seen), the clock for
 * relative times, the history entries the pager writes, and the faults. The island only renders
 * these stores and calls these actions.
 */
import { atom, computed } from 'nanostores';
import { CHART_DAYS, CHART_TOP, listeningCharts, type ListeningCharts } from '../../lib/lastfm/charts';
import { fetchRecentWindow } from '../../lib/lastfm/client';
import type { LastfmErrorKind, LastfmResult } from '../../lib/lastfm/errors';
import { fetchSnapshot, liveHistory, snapshotHistory, type HistoryPage, type SnapshotSource } from '../../lib/lastfm/history';
import {
  DEFAULT_PER_PAGE,
  isPerPage,
  labPagePath,
  pageAfterResize,
  pageCount,
  pagerFromLocation,
  serializePagerQuery,
  type PerPage,
} from '../../lib/lastfm/pager';
import { playerState, type DataSource, type PlayerState } from '../../lib/lastfm/status';
import type { LabTrack } from '../../lib/lastfm/types';
import { browserEnv, type BrowserEnv } from '../../lib/browser/env';
import { ownHistory } from '../../lib/browser/own-history';

/** How often the track playing now is refreshed while the tab is visible. */
export const POLL_INTERVAL_MS = 30_000;
/** The longest wait between refreshes after failures: 20 polls, ten minutes. */
export const MAX_POLL_BACKOFF = 20;

/**
 * Polls skipped after `failures` failed refreshes in a row: 1, 3, 7… (the wait doubles), up to
 * `MAX_POLL_BACKOFF` polls between tries; none once a refresh succeeds.
 */
export function pollsToSkip(failures: number): number {
  return failures <= 0 ? 0 : Math.min(2 ** failures, MAX_POLL_BACKOFF) - 1;
}
/** How often relative times ("4 minutes ago") move on. */
export const CLOCK_INTERVAL_MS = 60_000;
/**
 * A Last.fm key for this tab only, read from `sessionStorage` when the build has none: lets the
 * owner (and the end-to-end tests) try live mode on a built site without rebuilding it.
 */
export const KEY_OVERRIDE_STORAGE = 'lab:lastfm-key';

/** What the controller needs from the browser (src/lib/browser/env.ts), and the key set for this tab, if any. */
export type LabEnv = Pick<BrowserEnv, 'fetch' | 'location' | 'history' | 'onTraverse' | 'visible' | 'onVisibility' | 'setInterval' | 'clearInterval'> & {
  storedKey: () => string | undefined;
};

function labEnv(): LabEnv {
  return Object.assign(browserEnv(), {
    storedKey: () => {
      try {
        return window.sessionStorage.getItem(KEY_OVERRIDE_STORAGE)?.trim() || undefined;
      } catch {
        return undefined;
      }
    },
  });
}

export interface LabConfig {
  user: string;
  /** Build-time Last.fm key (public); without one the lab pages through the snapshot. */
  apiKey?: string | undefined;
  /** URL of the snapshot's history (a JSON array of tracks), fetched once when needed. */
  snapshotUrl: string;
  /** Number of tracks in the snapshot. */
  snapshotSize: number;
  /**
   * Which page of the snapshot (DEFAULT_PER_PAGE tracks) the HTML shows; 1 when absent. The
   * server renders it and the island keeps that markup: its tracks are not sent twice.
   */
  page?: number | undefined;
  /** The snapshot's newest scrobble. */
  latest?: LabTrack | undefined;
  /** The owner's time zone, where the charts count their days. */
  timeZone: string;
  /** The lab's own path (`/lab/`), where the pager writes its page and size; the current path when absent. */
  labPath?: string | undefined;
  /** The track that was playing when the snapshot was taken. */
  nowPlaying?: LabTrack | undefined;
  /** When the snapshot was taken (ms since the epoch). */
  takenAt: number;
  total: number;
}

export interface LabView {
  /** The page's tracks; none while `server` (the HTML's own page is shown). */
  tracks: LabTrack[];
  /** True while the history shows the page the server rendered. */
  server: boolean;
  page: number;
  perPage: PerPage;
  totalPages: number;
  total: number;
  nowPlaying: LabTrack | undefined;
  /** The newest scrobble known (the first of page 1). */
  latest: LabTrack | undefined;
  source: DataSource;
}

/** How a page change reaches the address: a new history entry, a correction, or not at all (Back). */
type UrlUpdate = 'push' | 'replace' | 'none';

export type Lab = ReturnType<typeof createLab>;

export function createLab(config: LabConfig, env: LabEnv = labEnv()) {
  const { user } = config;
  const initialPage = config.page ?? 1;
  const $view = atom<LabView>({
    tracks: [],
    server: true,
    page: initialPage,
    perPage: DEFAULT_PER_PAGE,
    totalPages: pageCount(config.snapshotSize, DEFAULT_PER_PAGE),
    total: config.total,
    nowPlaying: config.nowPlaying,
    latest: config.latest,
    source: 'snapshot',
  });
  /** The charts from live data; until then the snapshot's, which the server drew. */
  const $charts = atom<ListeningCharts | undefined>(undefined);
  /** True once started: the controls work. */
  const $started = atom(false);
  /** True with a key: the lab asks Last.fm. */
  const $live = atom(false);
  const $busy = atom(false);
  const $fault = atom<LastfmErrorKind | undefined>(undefined);
  /** Clock for relative times; unset in the server render and the first browser render. */
  const $now = atom<number | undefined>(undefined);
  /** What the "now" card may say: a snapshot speaks of the moment it was taken, live data of now. */
  const $player = computed([$view, $now], (view, now): PlayerState => {
    const reference = view.source === 'live' ? (now ?? config.takenAt) : config.takenAt;
    return playerState({ source: view.source, nowPlaying: view.nowPlaying, latest: view.latest, reference });
  });

  let key: string | undefined;
  let request: AbortController | undefined;
  let poll: AbortController | undefined;
  const entries = ownHistory(env);

  // The snapshot's whole history is fetched once, when another page is asked for; a failed
  // fetch is tried again by the next page change.
  let everyTrack: Promise<LastfmResult<LabTrack[]>> | undefined;
  const snapshot: SnapshotSource = {
    first: [],
    size: config.snapshotSize,
    all: () =>
      (everyTrack ??= fetchSnapshot(config.snapshotUrl, { fetch: env.fetch }).then((result) => {
        if (!result.ok) everyTrack = undefined;
        return result;
      })),
  };

  const failed = (result: { error: { kind: LastfmErrorKind } }) => {
    if (result.error.kind !== 'aborted') $fault.set(result.error.kind);
  };

  const apply = (data: HistoryPage, perPage: PerPage) => {
    const previous = $view.get();
    const shown = { ...previous, tracks: data.tracks, server: false, page: data.page, perPage, totalPages: data.totalPages };
    if (data.source === 'snapshot') return $view.set(shown);
    $view.set({
      ...shown,
      total: data.total,
      // Last.fm reports the track playing now with the first page.
      nowPlaying: data.page === 1 ? data.nowPlaying : (data.nowPlaying ?? previous.nowPlaying),
      latest: data.page === 1 ? data.tracks[0] : previous.latest,
      source: 'live',
    });
  };

  /** Shows a page of the history (live with a key, else from the snapshot), then writes it to the address. */
  const show = async (page: number, perPage: PerPage, url: UrlUpdate): Promise<boolean> => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    $busy.set(true);
    const result = key
      ? await liveHistory({ user, apiKey: key, page, perPage }, { fetch: env.fetch, signal: controller.signal })
      : await snapshotHistory(snapshot, page, perPage);
    if (request === controller) $busy.set(false);
    if (controller.signal.aborted) return false;
    if (!result.ok) {
      failed(result);
      return false;
    }
    $fault.set(undefined);
    apply(result.value, perPage);
    const here = pagerFromLocation(env.location.pathname, env.location.search);
    if (url !== 'none' || here.page !== result.value.page || here.perPage !== perPage) {
      const search = serializePagerQuery({ page: result.value.page, perPage });
      entries.write(`${config.labPath ?? env.location.pathname}${search}${env.location.hash}`, url === 'push' ? 'push' : 'replace');
    } else entries.mark();
    return true;
  };

  /** Failed refreshes in a row, and the polls still to skip before the next try (`pollsToSkip`). */
  let failures = 0;
  let skipped = 0;
  const pollNowPlaying = () => {
    if (skipped > 0) skipped--;
    else void refreshNowPlaying();
  };

  const refreshNowPlaying = async () => {
    if (!key) return;
    poll?.abort();
    const controller = new AbortController();
    poll = controller;
    const result = await liveHistory({ user, apiKey: key, page: 1, perPage: 1 }, { fetch: env.fetch, signal: controller.signal });
    if (controller.signal.aborted) return;
    failures = result.ok ? 0 : failures + 1;
    skipped = pollsToSkip(failures);
    if (!result.ok) return failed(result);
    $fault.set(undefined);
    const { nowPlaying, total, tracks } = result.value;
    const previous = $view.get();
    $view.set({ ...previous, nowPlaying, total, latest: tracks[0] ?? previous.latest });
  };

  /** The charts follow the live history: every scrobble of the last 30 days. */
  const loadCharts = async (apiKey: string, signal: AbortSignal) => {
    const end = Date.now();
    const chart = (tracks: LabTrack[]) => listeningCharts(tracks, end, CHART_DAYS, CHART_TOP, config.timeZone);
    const result = await fetchRecentWindow({ user, apiKey, from: chart([]).since }, { fetch: env.fetch, signal });
    if (result.ok) $charts.set(chart(result.value));
  };

  /** Back and Forward between pages of the history (entries the pager wrote itself). */
  const traverse = () => {
    const next = pagerFromLocation(env.location.pathname, env.location.search);
    void show(next.page, next.perPage, 'none');
  };

  /**
   * Goes live: starts the clock, shows the page the address asks for, follows Back and Forward,
   * and with a key asks Last.fm and refreshes the track playing now while the tab is seen.
   * Returns the function that stops.
   */
  const start = (): (() => void) => {
    $started.set(true);
    $now.set(Date.now());
    const clock = env.setInterval(() => $now.set(Date.now()), CLOCK_INTERVAL_MS);
    key = config.apiKey?.trim() || env.storedKey();
    const query = pagerFromLocation(env.location.pathname, env.location.search);
    entries.mark();
    const stopTraverse = entries.follow(traverse);
    const stop = () => {
      env.clearInterval(clock);
      stopTraverse();
      request?.abort();
    };
    if (!key) {
      if (query.page !== initialPage || query.perPage !== DEFAULT_PER_PAGE) void show(query.page, query.perPage, 'replace');
      return stop;
    }

    $live.set(true);
    const charts = new AbortController();
    const apiKey = key;
    void show(query.page, query.perPage, 'replace').then(() => loadCharts(apiKey, charts.signal));
    let timer: number | undefined;
    const startPoll = () => {
      env.clearInterval(timer);
      timer = env.setInterval(pollNowPlaying, POLL_INTERVAL_MS);
    };
    const stopVisibility = env.onVisibility(() => {
      if (env.visible()) {
        void refreshNowPlaying();
        startPoll();
      } else {
        env.clearInterval(timer);
        timer = undefined;
      }
    });
    if (env.visible()) startPoll();
    return () => {
      stop();
      charts.abort();
      env.clearInterval(timer);
      stopVisibility();
      poll?.abort();
    };
  };

  /** A pager button: resolves `true` once the page is shown. */
  const goTo = (page: number) => show(page, $view.get().perPage, 'push');

  /** A page size from the menu: the page that still shows the first track seen. */
  const resize = (value: number) => {
    const { page, perPage } = $view.get();
    if (!isPerPage(value)) return Promise.resolve(false);
    return show(pageAfterResize(page, perPage, value), value, 'push');
  };

  const dismiss = () => $fault.set(undefined);

  /**
   * The address of a history page, for the pager's links: while the snapshot shows at the default
   * size, its static page (what a link opens without JavaScript and before the island starts),
   * else the lab's own with the page and size in the query.
   */
  const pageHref = (page: number): string => {
    const { source, perPage } = $view.get();
    const labPath = config.labPath ?? env.location.pathname;
    return source === 'snapshot' && perPage === DEFAULT_PER_PAGE
      ? `${labPagePath(labPath, page)}#history`
      : `${labPath}${serializePagerQuery({ page, perPage })}`;
  };

  return { $view, $charts, $started, $live, $busy, $fault, $now, $player, start, goTo, resize, dismiss, pageHref };
}
