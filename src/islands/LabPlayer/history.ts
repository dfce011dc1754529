import type { WritableAtom } from 'nanostores';
import type { LastfmErrorKind, LastfmResult } from '../../lib/lastfm/errors';
import { fetchSnapshot, liveHistory, snapshotHistory, type HistoryPage, type SnapshotSource } from '../../lib/lastfm/history';
import { DEFAULT_PER_PAGE, isPerPage, labPagePath, pageAfterResize, pagerFromLocation, serializePagerQuery, type PerPage } from '../../lib/lastfm/pager';
import type { LabTrack } from '../../lib/lastfm/types';
import type { BrowserEnv } from '../../lib/browser/env';
import { ownHistory } from '../../lib/browser/own-history';
import type { DataSource } from '../../lib/lastfm/status';

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
export type UrlUpdate = 'push' | 'replace' | 'none';

export type HistoryEnv = Pick<BrowserEnv, 'fetch' | 'location' | 'history' | 'onTraverse'>;

interface HistoryStores {
  $view: WritableAtom<LabView>;
  $busy: WritableAtom<boolean>;
  $fault: WritableAtom<LastfmErrorKind | undefined>;
}

/**
 * The lab's history, page by page: live from Last.fm with a key (`key()`), else from the snapshot
 * (its whole history fetched once, when another page is asked for; a failed fetch is tried again
 * by the next page change). Each page shown is written to the address; Back and Forward between
 * the entries it wrote show their page again.
 */
export function labHistory(config: LabConfig, env: HistoryEnv, { $view, $busy, $fault }: HistoryStores, key: () => string | undefined) {
  let request: AbortController | undefined;
  const entries = ownHistory(env);

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

  /** Shows a page of the history, then writes it to the address; resolves `true` once shown. */
  const show = async (page: number, perPage: PerPage, url: UrlUpdate): Promise<boolean> => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    $busy.set(true);
    const apiKey = key();
    const result = apiKey
      ? await liveHistory({ user: config.user, apiKey, page, perPage }, { fetch: env.fetch, signal: controller.signal })
      : await snapshotHistory(snapshot, page, perPage);
    if (request === controller) $busy.set(false);
    if (controller.signal.aborted) return false;
    if (!result.ok) {
      if (result.error.kind !== 'aborted') $fault.set(result.error.kind);
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

  /** Follows Back and Forward between the entries it wrote. Returns the function that stops (and cuts short a page on its way). */
  const follow = (): (() => void) => {
    entries.mark();
    const stopTraverse = entries.follow(() => {
      const next = pagerFromLocation(env.location.pathname, env.location.search);
      void show(next.page, next.perPage, 'none');
    });
    return () => {
      stopTraverse();
      request?.abort();
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

  return { show, follow, goTo, resize, pageHref };
}
