/**
 * The music lab's state and actions, outside React: the history page shown (`history.ts`), the
 * charts, live mode with its key, the refresh of the track playing now while the tab is seen
 * (`poll.ts`), the clock for relative times, and the faults. The island only renders these stores
 * and calls these actions.
 */
import { atom, computed } from 'nanostores';
import { CHART_DAYS, CHART_TOP, listeningCharts, type ListeningCharts } from '../../lib/lastfm/charts';
import { fetchRecentWindow } from '../../lib/lastfm/client';
import type { LastfmErrorKind } from '../../lib/lastfm/errors';
import { liveHistory } from '../../lib/lastfm/history';
import { DEFAULT_PER_PAGE, pageCount, pagerFromLocation } from '../../lib/lastfm/pager';
import { playerState, type PlayerState } from '../../lib/lastfm/status';
import type { LabTrack } from '../../lib/lastfm/types';
import { browserEnv, type BrowserEnv } from '../../lib/browser/env';
import { labHistory, type LabConfig, type LabView } from './history';
import { pollNowPlaying } from './poll';

export { MAX_POLL_BACKOFF, POLL_INTERVAL_MS, pollsToSkip } from './poll';

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

export type { LabConfig, LabView } from './history';

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
  let poll: AbortController | undefined;
  const history = labHistory(config, env, { $view, $busy, $fault }, () => key);

  /** Refreshes the track playing now; resolves whether it succeeded (`undefined`: cut short by a newer one). */
  const refreshNowPlaying = async (): Promise<boolean | undefined> => {
    if (!key) return undefined;
    poll?.abort();
    const controller = new AbortController();
    poll = controller;
    const result = await liveHistory({ user, apiKey: key, page: 1, perPage: 1 }, { fetch: env.fetch, signal: controller.signal });
    if (controller.signal.aborted) return undefined;
    if (!result.ok) {
      if (result.error.kind !== 'aborted') $fault.set(result.error.kind);
      return false;
    }
    $fault.set(undefined);
    const { nowPlaying, total, tracks } = result.value;
    const previous = $view.get();
    $view.set({ ...previous, nowPlaying, total, latest: tracks[0] ?? previous.latest });
    return true;
  };

  /** The charts follow the live history: every scrobble of the last 30 days. */
  const loadCharts = async (apiKey: string, signal: AbortSignal) => {
    const end = Date.now();
    const chart = (tracks: LabTrack[]) => listeningCharts(tracks, end, CHART_DAYS, CHART_TOP, config.timeZone);
    const result = await fetchRecentWindow({ user, apiKey, from: chart([]).since }, { fetch: env.fetch, signal });
    if (result.ok) $charts.set(chart(result.value));
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
    const stopFollowing = history.follow();
    const stop = () => {
      env.clearInterval(clock);
      stopFollowing();
    };
    if (!key) {
      if (query.page !== initialPage || query.perPage !== DEFAULT_PER_PAGE) void history.show(query.page, query.perPage, 'replace');
      return stop;
    }

    $live.set(true);
    const charts = new AbortController();
    const apiKey = key;
    void history.show(query.page, query.perPage, 'replace').then(() => loadCharts(apiKey, charts.signal));
    const stopPolling = pollNowPlaying(env, refreshNowPlaying);
    return () => {
      stop();
      charts.abort();
      stopPolling();
      poll?.abort();
    };
  };

  const dismiss = () => $fault.set(undefined);
  const { goTo, resize, pageHref } = history;

  return { $view, $charts, $started, $live, $busy, $fault, $now, $player, start, goTo, resize, dismiss, pageHref };
}
