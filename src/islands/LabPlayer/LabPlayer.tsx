import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales';
import { bindTranslate } from '../../i18n/translate';
import { formatDateTime } from '../../lib/lastfm/format';
import { formatDate, formatNumber } from '../../i18n/format';
import { pagerTargets, PER_PAGE_OPTIONS } from '../../lib/lastfm/pager';
import { zoneCity } from '../../lib/zone';
import { Charts } from './Charts';
import { createLab, type LabConfig } from './controller';
import type { LabIcon } from '../../data/lab-icons';
import { ICONS as icons, MESSAGES } from 'virtual:island-assets/lab';
import { Cover, External, Icon, Time, Tracks, withTime, type Clock } from './parts';
import './LabPlayer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';

/** The controller's config (user, key, snapshot, its page and its charts), and what the markup needs. */
export interface LabPlayerProps extends LabConfig {
  locale: Locale;
  /** The lab's own path in this locale (`/lab/`, `/en/lab/`): static pages sit under it. */
  labPath: string;
  /** The history page the server rendered (`Tracks`), kept as it is until another page is shown. */
  children?: ReactNode;
  /** The snapshot's sections drawn at build (LabInsights.astro), shown as they are. */
  insights?: ReactNode;
  /** The snapshot's charts as the server drew them (`Charts`), until live data redraws them. */
  charts?: ReactNode;
}

/**
 * The music lab: the track playing now, the total, the charts and the paged history. Its state
 * and actions live in the controller (./controller.ts); this renders them.
 */
function LabPlayer(props: LabPlayerProps) {
  const { locale, user, takenAt, timeZone, children, insights } = props;
  const snapshotCharts = props.charts;
  const tag = LANGUAGE_TAGS[locale];
  const t = bindTranslate(MESSAGES[locale], locale);
  // One player per page: its element ids are fixed, not useId's (see the React integration in astro.config.mjs).
  const ids = 'lab';
  const historyRef = useRef<HTMLDivElement>(null);

  // One controller per island, for its whole life (the props of a hydrated island do not change).
  const [lab] = useState(() => createLab(props));
  const view = useStore(lab.$view);
  const charts = useStore(lab.$charts);
  const started = useStore(lab.$started);
  const live = useStore(lab.$live);
  const busy = useStore(lab.$busy);
  const fault = useStore(lab.$fault);
  const now = useStore(lab.$now);
  const state = useStore(lab.$player);
  useEffect(() => lab.start(), [lab]);

  const pager = pagerTargets(view.page, view.totalPages);
  const goTo = async (page: number) => {
    if (!(await lab.goTo(page))) return;
    // From the pager below the list: bring the new page's top into view (below the sticky header).
    const top = historyRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) historyRef.current?.scrollIntoView({ block: 'start' });
  };
  // Without JavaScript (and before the island starts) a pager link opens its page; once started,
  // the island shows the page in place.
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!started || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void goTo(page);
  };

  const pagerLink = (target: number | undefined, icon: LabIcon, label: string) =>
    target === undefined ? (
      <span className="button pager-button" data-variant="ghost" data-pager={icon} data-off="" aria-hidden="true">
        <Icon svg={icons[icon]} />
      </span>
    ) : (
      <a
        className="button pager-button"
        data-variant="ghost"
        data-pager={icon}
        href={lab.pageHref(target)}
        rel={icon === 'next' ? 'next' : icon === 'previous' ? 'prev' : undefined}
        aria-label={label}
        title={label}
        onClick={follow(target)}
      >
        <Icon svg={icons[icon]} />
      </a>
    );
  const pagerStatus = t('lab.pager.status', { page: formatNumber(pager.page, locale), total: formatNumber(pager.totalPages, locale) });

  const faultId = `${ids}-fault`;
  const chartEnd = formatDate(takenAt, locale, 'dayMonth', timeZone);
  // One clock, the owner's, the same in the HTML and once the island runs; live, "2 hr. ago" too.
  const clock: Clock = { tag, timeZone, live: view.source === 'live' ? now : undefined };

  return (
    <div className="lab-player" data-mode={view.source} data-hydrated={started ? '' : undefined}>
      <div className="lab-notice-region" role="status" aria-live="polite">
        {/* One notice: what failed, then what the page shows instead (the snapshot, when live data never came). */}
        {fault && (
          <p className="lab-notice" id={faultId} data-fault={fault} data-fallback={live && view.source === 'snapshot' ? '' : undefined}>
            <span>
              {t(`lab.fault.${fault}`)} {t(live && view.source === 'snapshot' ? 'lab.fallback' : 'lab.fault.kept')}
            </span>
            <button type="button" className="lab-notice-close" aria-label={t('lab.fault.dismiss')} title={t('lab.fault.dismiss')} onClick={lab.dismiss}>
              <Icon svg={icons.close} />
            </button>
          </p>
        )}
      </div>

      <p className="lab-as-of">
        {view.source === 'snapshot' && (
          <span data-as-of>
            {withTime(t('lab.asOf', { day: chartEnd }), <time dateTime={new Date(takenAt).toISOString()}>{formatDateTime(takenAt, tag, timeZone)}</time>)}{' '}
          </span>
        )}
        <span data-time-zone>{t('lab.timeZone', { city: zoneCity(timeZone) })}</span>
      </p>

      <div className="lab-top">
        <section className="lab-now card" aria-labelledby={`${ids}-now`} data-state={state.kind} data-playing={state.kind === 'playing' ? '' : undefined}>
          <div className="lab-now-head">
            <h2 id={`${ids}-now`} className="eyebrow">{t(state.kind === 'recent' ? 'lab.latest' : 'lab.nowPlaying')}</h2>
            {view.source === 'live' && (
              <span className="badge" data-tone="secondary" data-source="live">
                <Icon svg={icons.live} />
                {t('lab.source.live')}
              </span>
            )}
          </div>
          {state.kind === 'idle' ? (
            <p className="lab-idle" data-idle>{t('lab.idle')}</p>
          ) : (
            <div className="lab-now-body" data-now-playing={state.kind === 'playing' ? '' : undefined} data-last-played={state.kind === 'recent' ? '' : undefined}>
              <Cover src={state.track.cover} size={112} artist={state.track.artist} title={state.track.album ?? state.track.name} />
              <div className="lab-now-text">
                <p className="lab-now-track">
                  <External href={state.track.url} newTab={t('meta.newTab')}>
                    {state.track.name}
                  </External>
                </p>
                <p className="lab-now-artist">{state.track.artist}</p>
                {state.track.album && <p className="lab-now-album muted">{state.track.album}</p>}
                {state.kind === 'playing' ? (
                  <span className="equalizer" aria-hidden="true">
                    <span /><span /><span /><span />
                  </span>
                ) : (
                  <p className="lab-now-when muted">
                    {view.source === 'snapshot' && state.date === takenAt
                      ? t('lab.playingAtSnapshot')
                      : withTime(t('lab.lastPlayed'), <Time date={state.date} clock={clock} form="dayTime" />)}
                  </p>
                )}
              </div>
            </div>
          )}
        </section>

        <section className="lab-total card" aria-labelledby={`${ids}-total`}>
          <h2 id={`${ids}-total`} className="eyebrow">{t('lab.total')}</h2>
          <p className="lab-total-value" data-total>{formatNumber(view.total, locale)}</p>
          <p className="muted lab-total-user">
            <External href={`https://www.last.fm/user/${encodeURIComponent(user)}`} newTab={t('meta.newTab')}>
              {t('lab.profile', { user })}
            </External>
          </p>
        </section>
      </div>

      {charts ? <Charts charts={charts} source="live" locale={locale} t={t} ids={ids} /> : snapshotCharts}

      {insights}

      <div className="lab-history" id="history" ref={historyRef}>
        <div className="lab-history-head">
          <div>
            <h2 id={`${ids}-history`}>{t('lab.history')}</h2>
            <p className="muted">{t('lab.order')}</p>
          </div>
          {/* Hidden until the island starts: choosing a size needs it. */}
          <label className="lab-per-page">
            <span className="sr-only">{t('lab.perPageLabel')}</span>
            <select value={view.perPage} onChange={(event) => void lab.resize(Number(event.target.value))}>
              {PER_PAGE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t('lab.perPage', { n })}
                </option>
              ))}
            </select>
          </label>
        </div>

        {pager.totalPages > 1 && (
          <div className="lab-pager lab-pager-top" data-pager-top>
            {pagerLink(pager.previous, 'previous', t('lab.pager.previous'))}
            <p className="lab-pager-status">{pagerStatus}</p>
            {pagerLink(pager.next, 'next', t('lab.pager.next'))}
          </div>
        )}

        <section className="lab-list" aria-labelledby={`${ids}-history`} aria-busy={busy}>
          {view.server ? children : <Tracks tracks={view.tracks} page={view.page} clock={clock} t={t} icons={icons} />}
        </section>

        <nav className="lab-pager" aria-label={t('lab.pager.label')}>
          {pagerLink(pager.first, 'first', t('lab.pager.first'))}
          {pagerLink(pager.previous, 'previous', t('lab.pager.previous'))}
          <p className="lab-pager-status" aria-live="polite" data-pager-status>
            {pagerStatus}
          </p>
          {pagerLink(pager.next, 'next', t('lab.pager.next'))}
          {pagerLink(pager.last, 'last', t('lab.pager.last'))}
        </nav>
      </div>
    </div>
  );
}

export default withIslandErrorBoundary(LabPlayer);
