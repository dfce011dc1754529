import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales';
import { translate, type MessageKey, type Messages, type Vars } from '../../i18n/translate';
import { safeHttpsUrl, safeUrl } from '../../lib/safe-url';
import { fetchRecentTracks } from '../../lib/lastfm/client';
import type { LastfmErrorKind } from '../../lib/lastfm/errors';
import { formatCount, formatScrobbleTime } from '../../lib/lastfm/format';
import {
  DEFAULT_PER_PAGE,
  isPerPage,
  pageAfterResize,
  pageCount,
  pagerTargets,
  pageSlice,
  PER_PAGE_OPTIONS,
  type PerPage,
} from '../../lib/lastfm/pager';
import type { LabTrack } from '../../lib/lastfm/types';
import type { LabIcon, LabIcons } from './icons';
import './LabPlayer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';

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
  /** First page of the snapshot (DEFAULT_PER_PAGE tracks): what the HTML shows. */
  firstTracks: LabTrack[];
  nowPlaying?: LabTrack | undefined;
  total: number;
  icons: LabIcons;
}

interface View {
  tracks: LabTrack[];
  page: number;
  perPage: PerPage;
  totalPages: number;
  total: number;
  nowPlaying: LabTrack | undefined;
}

type Mode = 'snapshot' | 'live';

function Icon({ svg, className }: { svg: string; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

function Cover({ track, size, icons }: { track: LabTrack; size: number; icons: LabIcons }) {
  const src = safeHttpsUrl(track.cover);
  if (!src) {
    return (
      <span className="cover cover-placeholder" data-size={size}>
        <Icon svg={icons.cover} />
      </span>
    );
  }
  return <img className="cover" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

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
  const { locale, messages, user, snapshotUrl, snapshotSize, firstTracks, icons } = props;
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
  }));
  const [mode, setMode] = useState<Mode>('snapshot');
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState<LastfmErrorKind | undefined>();
  /** Clock for relative times; unset in the server render and the first browser render. */
  const [now, setNow] = useState<number | undefined>();

  const keyRef = useRef<string | undefined>(undefined);
  const snapshotRef = useRef<Promise<LabTrack[]> | undefined>(undefined);
  const requestRef = useRef<AbortController | undefined>(undefined);
  const pollRef = useRef<AbortController | undefined>(undefined);
  const scrollRef = useRef<HTMLDivElement>(null);

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

  const show = useCallback(async (page: number, perPage: PerPage, liveMode: Mode) => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setBusy(true);
    try {
      const apiKey = keyRef.current;
      if (liveMode === 'live' && apiKey) {
        const result = await fetchRecentTracks({ user, apiKey, page, limit: perPage }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (!result.ok) {
          if (result.error.kind !== 'aborted') setFault(result.error.kind);
          return;
        }
        const data = result.value;
        setFault(undefined);
        setView((previous) => ({
          tracks: data.tracks,
          page: data.page,
          perPage,
          totalPages: data.totalPages,
          total: data.total,
          // Last.fm reports the track playing now with the first page.
          nowPlaying: data.page === 1 ? data.nowPlaying : (data.nowPlaying ?? previous.nowPlaying),
        }));
      } else {
        const all = page * perPage <= firstTracks.length ? firstTracks : await loadSnapshot();
        if (controller.signal.aborted) return;
        setFault(undefined);
        setView((previous) => ({
          ...previous,
          tracks: pageSlice(all, page, perPage),
          page,
          perPage,
          totalPages: pageCount(all === firstTracks ? snapshotSize : all.length, perPage),
        }));
      }
      scrollRef.current?.scrollTo({ top: 0 });
    } catch (error) {
      if (!controller.signal.aborted) {
        setFault(snapshotFault(error));
      }
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
    setView((previous) => ({ ...previous, nowPlaying: result.value.nowPlaying, total: result.value.total }));
  }, [user]);

  // After mount: the clock for relative times, and live mode when a key exists.
  useEffect(() => {
    setMounted(true);
    setNow(Date.now());
    const clock = window.setInterval(() => setNow(Date.now()), 60_000);
    const apiKey = props.apiKey?.trim() || readKeyOverride();
    keyRef.current = apiKey;
    if (!apiKey) return () => window.clearInterval(clock);

    setMode('live');
    void show(1, DEFAULT_PER_PAGE, 'live');
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
      window.clearInterval(clock);
      window.clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisibility);
      requestRef.current?.abort();
      pollRef.current?.abort();
    };
    // Runs once: the props of a hydrated island do not change.
  }, []);

  const pager = pagerTargets(view.page, view.totalPages);
  const goTo = (page: number | undefined) => {
    if (page !== undefined) void show(page, view.perPage, mode);
  };
  const onPerPage = (value: string) => {
    const perPage = Number(value);
    if (!isPerPage(perPage)) return;
    void show(pageAfterResize(view.page, view.perPage, perPage), perPage, mode);
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

  const playing = view.nowPlaying;
  const faultId = `${ids}-fault`;

  return (
    <div className="lab-player" data-mode={mode} data-ready={mounted ? '' : undefined}>
      <div className="lab-notice-region" role="status" aria-live="polite">
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
        <section className="lab-now card" aria-labelledby={`${ids}-now`} data-playing={playing ? '' : undefined}>
          <div className="lab-now-head">
            <h2 id={`${ids}-now`} className="eyebrow">{t('lab.nowPlaying')}</h2>
            <span className="badge" data-tone={mode === 'live' ? 'secondary' : undefined} data-source={mode}>
              {mode === 'live' && <Icon svg={icons.live} />}
              {t(mode === 'live' ? 'lab.source.live' : 'lab.source.snapshot')}
            </span>
          </div>
          {playing ? (
            <div className="lab-now-body" data-now-playing>
              <Cover track={playing} size={112} icons={icons} />
              <div className="lab-now-text">
                <p className="lab-now-track">{external(playing.url, playing.name)}</p>
                <p className="lab-now-artist">{playing.artist}</p>
                {playing.album && <p className="lab-now-album muted">{playing.album}</p>}
                <span className="equalizer" aria-hidden="true">
                  <span /><span /><span /><span />
                </span>
              </div>
            </div>
          ) : (
            <p className="lab-idle" data-idle>{t('lab.idle')}</p>
          )}
        </section>

        <section className="lab-total card" aria-labelledby={`${ids}-total`}>
          <h2 id={`${ids}-total`} className="eyebrow">{t('lab.total')}</h2>
          <p className="lab-total-value" data-total>{formatCount(view.total, tag)}</p>
          <p className="muted lab-total-user">{external(`https://www.last.fm/user/${encodeURIComponent(user)}`, t('lab.profile', { user }))}</p>
        </section>
      </div>

      <div className="lab-history">
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

        <section
          className="lab-scroll"
          ref={scrollRef}
          data-lenis-prevent
          tabIndex={0}
          aria-labelledby={`${ids}-history`}
          aria-busy={busy}
        >
          {view.tracks.length === 0 ? (
            <p className="lab-empty muted">{t('lab.empty')}</p>
          ) : (
            <ol className="lab-tracks" role="list" data-page={view.page}>
              {view.tracks.map((track, index) => (
                <li className="lab-track" key={`${track.date ?? 'now'}-${index}`} data-track>
                  <Cover track={track} size={48} icons={icons} />
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
                    {track.date !== undefined && (
                      <time className="lab-track-time" dateTime={new Date(track.date).toISOString()}>
                        {formatScrobbleTime(track.date, tag, now, now === undefined ? 'UTC' : undefined)}
                      </time>
                    )}
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
