import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales';
import { translate, type MessageKey, type Messages, type Vars } from '../../i18n/translate';
import { safeUrl } from '../../lib/safe-url';
import { fetchRecentTracks, fetchRecentWindow } from '../../lib/lastfm/client';
import { listeningCharts, type ListeningCharts } from '../../lib/lastfm/charts';
import type { LastfmErrorKind } from '../../lib/lastfm/errors';
import { formatCount, formatRelative } from '../../lib/lastfm/format';
import {
  DEFAULT_PER_PAGE,
  isPerPage,
  pageAfterResize,
  pageCount,
  pagerTargets,
  pageSlice,
  parsePagerQuery,
  PER_PAGE_OPTIONS,
  serializePagerQuery,
  type PerPage,
} from '../../lib/lastfm/pager';
import { playerState, type DataSource } from '../../lib/lastfm/status';
import type { LabTrack } from '../../lib/lastfm/types';
import { Charts } from './Charts';
import type { LabIcon, LabIcons } from './icons';
import { Cover, Icon, Time, withTime } from './parts';
import './LabPlayer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';
import { writeHistory } from '../../lib/history';

/** How often the track playing now is refreshed while the tab is visible. */
export const POLL_INTERVAL_MS = 30_000;
/**
 * A Last.fm key for this tab only, read from `sessionStorage` when the build has none: lets the
 * owner (and the end-to-end tests) try live mode on a built site without rebuilding it.
 */
export const KEY_OVERRIDE_STORAGE = 'lab:lastfm-key';

export interface LabPlayerProps {
  locale: Locale;
  /** `lab.*` and `meta.newTab` messages. */
  messages: Messages;
  user: string;
  /** Build-time Last.fm key (public); without one the player pages through the snapshot. */
  apiKey?: string | undefined;
  /** URL of the snapshot's history (JSON array of tracks), fetched once when needed. */
  snapshotUrl: string;
  /** Number of tracks in the snapshot. */
  snapshotSize: number;
  /** When the snapshot was taken (ms since the epoch). */
  takenAt: number;
  /** First page of the snapshot (DEFAULT_PER_PAGE tracks): what the HTML shows. */
  firstTracks: LabTrack[];
  /** The track that was playing when the snapshot was taken. */
  nowPlaying?: LabTrack | undefined;
  total: number;
  /** The snapshot's last 30 days. */
  charts: ListeningCharts;
  icons: LabIcons;
}

interface View {
  tracks: LabTrack[];
  page: number;
  perPage: PerPage;
  totalPages: number;
  total: number;
  nowPlaying: LabTrack | undefined;
  /** The newest scrobble known (the first of page 1). */
  latest: LabTrack | undefined;
  source: DataSource;
}

/** How a page change reaches the URL: a new history entry, a correction, or not at all (Back). */
type UrlUpdate = 'push' | 'replace' | 'none';

function readKeyOverride(): string | undefined {
  try {
    return window.sessionStorage.getItem(KEY_OVERRIDE_STORAGE)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

const MALFORMED = 'Malformed snapshot';

function isTrackList(value: unknown): value is LabTrack[] {
  return (
    Array.isArray(value) &&
    value.every(
      (t: unknown) =>
        typeof t === 'object' && t !== null && typeof (t as LabTrack).name === 'string' && typeof (t as LabTrack).artist === 'string',
    )
  );
}

/** The fault kind of a failed snapshot load. */
function snapshotFault(error: unknown): LastfmErrorKind {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof SyntaxError || (error instanceof Error && error.message === MALFORMED)) return 'malformed';
  if (error instanceof Error && error.message.startsWith('HTTP ')) return 'http';
  return 'network';
}

function LabPlayer(props: LabPlayerProps) {
  const { locale, messages, user, snapshotUrl, snapshotSize, takenAt, firstTracks, icons } = props;
  const tag = LANGUAGE_TAGS[locale];
  const t = (key: MessageKey, vars?: Vars) => translate(messages, locale, key, vars);
  // Element ids must start with a letter (useId's do not).
  const ids = `lab${useId().replace(/[^\w-]/g, '')}`;

  const [view, setView] = useState<View>(() => ({
    tracks: firstTracks.slice(0, DEFAULT_PER_PAGE),
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    totalPages: pageCount(snapshotSize, DEFAULT_PER_PAGE),
    total: props.total,
    nowPlaying: props.nowPlaying,
    latest: firstTracks[0],
    source: 'snapshot',
  }));
  const [charts, setCharts] = useState<{ data: ListeningCharts; source: DataSource }>({ data: props.charts, source: 'snapshot' });
  const [live, setLive] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState<LastfmErrorKind | undefined>();
  /** Clock for relative times; unset in the server render and the first browser render. */
  const [now, setNow] = useState<number | undefined>();

  const keyRef = useRef<string | undefined>(undefined);
  const snapshotRef = useRef<Promise<LabTrack[]> | undefined>(undefined);
  const requestRef = useRef<AbortController | undefined>(undefined);
  const pollRef = useRef<AbortController | undefined>(undefined);
  const historyRef = useRef<HTMLDivElement>(null);
  /** The query string of the history page shown, to tell the pager's history entries from a fragment's. */
  const shownSearchRef = useRef('');

  const loadSnapshot = useCallback((): Promise<LabTrack[]> => {
    snapshotRef.current ??= fetch(snapshotUrl, { signal: AbortSignal.timeout(5_000) })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!isTrackList(data)) throw new Error(MALFORMED);
        return data;
      });
    // A failed load may be retried by the next page change.
    snapshotRef.current.catch(() => (snapshotRef.current = undefined));
    return snapshotRef.current;
  }, [snapshotUrl]);

  /** Shows a page of the history (live with a key, else from the snapshot), then writes it to the URL. */
  const show = useCallback(async (page: number, perPage: PerPage, url: UrlUpdate, scroll = false) => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setBusy(true);
    let shown = page;
    try {
      const apiKey = keyRef.current;
      if (apiKey) {
        const result = await fetchRecentTracks({ user, apiKey, page, limit: perPage }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (!result.ok) {
          if (result.error.kind !== 'aborted') setFault(result.error.kind);
          return;
        }
        const data = result.value;
        shown = data.page;
        setFault(undefined);
        setView((previous) => ({
          tracks: data.tracks,
          page: data.page,
          perPage,
          totalPages: data.totalPages,
          total: data.total,
          // Last.fm reports the track playing now with the first page.
          nowPlaying: data.page === 1 ? data.nowPlaying : (data.nowPlaying ?? previous.nowPlaying),
          latest: data.page === 1 ? data.tracks[0] : previous.latest,
          source: 'live',
        }));
      } else {
        const all = page * perPage <= firstTracks.length ? firstTracks : await loadSnapshot();
        const size = all === firstTracks ? snapshotSize : all.length;
        if (controller.signal.aborted) return;
        shown = Math.min(page, pageCount(size, perPage));
        setFault(undefined);
        setView((previous) => ({ ...previous, tracks: pageSlice(all, shown, perPage), page: shown, perPage, totalPages: pageCount(size, perPage) }));
      }
      const search = serializePagerQuery({ page: shown, perPage });
      if (url !== 'none' || search !== window.location.search) {
        const href = `${window.location.pathname}${search}${window.location.hash}`;
        writeHistory(href, url === 'push' ? 'push' : 'replace');
        shownSearchRef.current = window.location.search;
      }
      // The pager sits below the list: bring the new page's top into view.
      const top = historyRef.current?.getBoundingClientRect().top;
      if (scroll && top !== undefined && top < 0) historyRef.current?.scrollIntoView({ block: 'start' });
    } catch (error) {
      if (!controller.signal.aborted) setFault(snapshotFault(error));
    } finally {
      if (requestRef.current === controller) setBusy(false);
    }
  }, [user, firstTracks, snapshotSize, loadSnapshot]);

  const refreshNowPlaying = useCallback(async () => {
    const apiKey = keyRef.current;
    if (!apiKey) return;
    pollRef.current?.abort();
    const controller = new AbortController();
    pollRef.current = controller;
    const result = await fetchRecentTracks({ user, apiKey, page: 1, limit: 1 }, { signal: controller.signal });
    if (controller.signal.aborted) return;
    if (!result.ok) {
      if (result.error.kind !== 'aborted') setFault(result.error.kind);
      return;
    }
    setFault(undefined);
    const { nowPlaying, total, tracks } = result.value;
    setView((previous) => ({ ...previous, nowPlaying, total, latest: tracks[0] ?? previous.latest }));
  }, [user]);

  // After mount: the clock for relative times, the page the URL asks for, and live mode when a key exists.
  useEffect(() => {
    setMounted(true);
    setNow(Date.now());
    const clock = window.setInterval(() => setNow(Date.now()), 60_000);
    const apiKey = props.apiKey?.trim() || readKeyOverride();
    keyRef.current = apiKey;
    const query = parsePagerQuery(window.location.search);
    // Back and Forward between pages of the history (entries the pager wrote itself): applied here.
    shownSearchRef.current = window.location.search;
    const onTraverse = () => {
      if (window.location.search === shownSearchRef.current) return;
      shownSearchRef.current = window.location.search;
      const next = parsePagerQuery(shownSearchRef.current);
      void show(next.page, next.perPage, 'none');
    };
    window.addEventListener('popstate', onTraverse);
    const stop = () => {
      window.clearInterval(clock);
      window.removeEventListener('popstate', onTraverse);
    };
    if (!apiKey) {
      if (query.page !== 1 || query.perPage !== DEFAULT_PER_PAGE) void show(query.page, query.perPage, 'replace');
      return stop;
    }

    setLive(true);
    // The charts follow once the history is there: every scrobble of the last 30 days.
    const chartsRequest = new AbortController();
    void show(query.page, query.perPage, 'replace').then(async () => {
      const end = Date.now();
      const result = await fetchRecentWindow({ user, apiKey, from: listeningCharts([], end).from }, { signal: chartsRequest.signal });
      if (result.ok) setCharts({ data: listeningCharts(result.value, end), source: 'live' });
    });
    let poll: number | undefined;
    const start = () => {
      window.clearInterval(poll);
      poll = window.setInterval(() => void refreshNowPlaying(), POLL_INTERVAL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        window.clearInterval(poll);
        poll = undefined;
      } else {
        void refreshNowPlaying();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      chartsRequest.abort();
      window.clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisibility);
      requestRef.current?.abort();
      pollRef.current?.abort();
    };
    // Runs once: the props of a hydrated island do not change.
  }, []);

  const pager = pagerTargets(view.page, view.totalPages);
  const goTo = (page: number | undefined) => {
    if (page !== undefined) void show(page, view.perPage, 'push', true);
  };
  const onPerPage = (value: string) => {
    const perPage = Number(value);
    if (!isPerPage(perPage)) return;
    void show(pageAfterResize(view.page, view.perPage, perPage), perPage, 'push');
  };

  const external = (href: string | undefined, children: ReactNode, className?: string) => {
    const safe = safeUrl(href);
    if (!safe) return <span className={className}>{children}</span>;
    return (
      <a className={className} href={safe} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {t('meta.newTab')}</span>
      </a>
    );
  };

  /** "Last played 2 h ago" / "Last played on 12 Nov": the sentence follows the time's form. */
  const timeSentence = (key: 'lab.lastPlayed' | 'lab.snapshotTaken', date: number, className?: string) => {
    const relative = now !== undefined && formatRelative(date, now, tag) !== undefined;
    return withTime(t(`${key}.${relative ? 'relative' : 'absolute'}`), <Time date={date} tag={tag} now={now} className={className} />);
  };

  const pagerButton = (target: number | undefined, icon: LabIcon, label: string) => (
    <button
      type="button"
      className="button pager-button"
      data-variant="ghost"
      data-pager={icon}
      disabled={!mounted || target === undefined}
      aria-label={label}
      title={label}
      onClick={() => goTo(target)}
    >
      <Icon svg={icons[icon]} />
    </button>
  );

  // A snapshot speaks of the moment it was taken; live data of now.
  const state = playerState({
    source: view.source,
    nowPlaying: view.nowPlaying,
    latest: view.latest,
    reference: view.source === 'live' ? (now ?? takenAt) : takenAt,
  });
  const faultId = `${ids}-fault`;

  return (
    <div className="lab-player" data-mode={view.source} data-ready={mounted ? '' : undefined}>
      <div className="lab-notice-region" role="status" aria-live="polite">
        {live && view.source === 'snapshot' && fault && (
          <p className="lab-fallback" data-fallback>{t('lab.fallback')}</p>
        )}
        {fault && (
          <p className="lab-notice" id={faultId} data-fault={fault}>
            <span>{t(`lab.fault.${fault}`)}</span>
            <button type="button" className="lab-notice-close" aria-label={t('lab.fault.dismiss')} title={t('lab.fault.dismiss')} onClick={() => setFault(undefined)}>
              <Icon svg={icons.close} />
            </button>
          </p>
        )}
      </div>

      <div className="lab-top">
        <section className="lab-now card" aria-labelledby={`${ids}-now`} data-state={state.kind} data-playing={state.kind === 'playing' ? '' : undefined}>
          <div className="lab-now-head">
            <h2 id={`${ids}-now`} className="eyebrow">{t(state.kind === 'recent' ? 'lab.latest' : 'lab.nowPlaying')}</h2>
            <span className="badge" data-tone={view.source === 'live' ? 'secondary' : undefined} data-source={view.source}>
              {view.source === 'live' && <Icon svg={icons.live} />}
              {t(`lab.source.${view.source}`)}
            </span>
          </div>
          {state.kind === 'idle' ? (
            <p className="lab-idle" data-idle>{t('lab.idle')}</p>
          ) : (
            <div className="lab-now-body" data-now-playing={state.kind === 'playing' ? '' : undefined} data-last-played={state.kind === 'recent' ? '' : undefined}>
              <Cover src={state.track.cover} size={112} icons={icons} />
              <div className="lab-now-text">
                <p className="lab-now-track">{external(state.track.url, state.track.name)}</p>
                <p className="lab-now-artist">{state.track.artist}</p>
                {state.track.album && <p className="lab-now-album muted">{state.track.album}</p>}
                {state.kind === 'playing' ? (
                  <span className="equalizer" aria-hidden="true">
                    <span /><span /><span /><span />
                  </span>
                ) : (
                  <p className="lab-now-when muted">{timeSentence('lab.lastPlayed', state.date)}</p>
                )}
              </div>
            </div>
          )}
          {view.source === 'snapshot' && <p className="lab-snapshot-note muted" data-snapshot-note>{timeSentence('lab.snapshotTaken', takenAt)}</p>}
        </section>

        <section className="lab-total card" aria-labelledby={`${ids}-total`}>
          <h2 id={`${ids}-total`} className="eyebrow">{t('lab.total')}</h2>
          <p className="lab-total-value" data-total>{formatCount(view.total, tag)}</p>
          <p className="muted lab-total-user">{external(`https://www.last.fm/user/${encodeURIComponent(user)}`, t('lab.profile', { user }))}</p>
        </section>
      </div>

      <Charts charts={charts.data} source={charts.source} tag={tag} t={t} ids={ids} icons={icons} />

      <div className="lab-history" ref={historyRef}>
        <div className="lab-history-head">
          <div>
            <h2 id={`${ids}-history`}>{t('lab.history')}</h2>
            <p className="muted">{t('lab.order')}</p>
          </div>
          <label className="lab-per-page">
            <span className="sr-only">{t('lab.perPageLabel')}</span>
            <select value={view.perPage} disabled={!mounted} onChange={(event) => onPerPage(event.target.value)}>
              {PER_PAGE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t('lab.perPage', { n })}
                </option>
              ))}
            </select>
          </label>
        </div>

        <section className="lab-list" aria-labelledby={`${ids}-history`} aria-busy={busy}>
          {view.tracks.length === 0 ? (
            <p className="lab-empty muted">{t('lab.empty')}</p>
          ) : (
            <ol className="lab-tracks" role="list" data-page={view.page}>
              {view.tracks.map((track, index) => (
                <li className="lab-track" key={`${track.date ?? 'now'}-${index}`} data-track>
                  <Cover src={track.cover} size={48} icons={icons} />
                  <div className="lab-track-text">
                    <p className="lab-track-name">{external(track.url, track.name)}</p>
                    <p className="lab-track-meta muted">
                      <span>{track.artist}</span>
                      {track.album && <span className="lab-track-album">{track.album}</span>}
                    </p>
                  </div>
                  <div className="lab-track-side">
                    {track.loved && (
                      <span className="lab-loved" data-loved>
                        <Icon svg={icons.loved} />
                        <span className="sr-only">{t('lab.loved')}</span>
                      </span>
                    )}
                    {track.date !== undefined && <Time className="lab-track-time" date={track.date} tag={tag} now={now} />}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>

        <nav className="lab-pager" aria-label={t('lab.pager.label')}>
          {pagerButton(pager.first, 'first', t('lab.pager.first'))}
          {pagerButton(pager.previous, 'previous', t('lab.pager.previous'))}
          <p className="lab-pager-status" aria-live="polite" data-pager-status>
            {t('lab.pager.status', { page: formatCount(pager.page, tag), total: formatCount(pager.totalPages, tag) })}
          </p>
          {pagerButton(pager.next, 'next', t('lab.pager.next'))}
          {pagerButton(pager.last, 'last', t('lab.pager.last'))}
        </nav>
      </div>
    </div>
  );
}

export default withIslandErrorBoundary(LabPlayer);
