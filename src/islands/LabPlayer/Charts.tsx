import { niceTicks } from '../../lib/chart-ticks';
import { barLayout, peakDay, type ListeningCharts, type TopEntry } from '../../lib/lastfm/charts';
import { formatDate, formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { DataSource } from '../../lib/lastfm/status';
import type { MessageKey, Vars } from '../../i18n/translate';
import { Cover } from './parts';

const WIDTH = 300;
const HEIGHT = 100;

interface ChartsProps {
  charts: ListeningCharts;
  source: DataSource;
  locale: Locale;
  t: (key: MessageKey, vars?: Vars) => string;
  ids: string;
}

/**
 * The last 30 days: scrobbles per day (an SVG bar chart with its numbers in a table), top artists
 * and top albums. Plain SVG and HTML, rendered at build; the island re-renders it from live data.
 */
export function Charts({ charts, source, locale, t, ids }: ChartsProps) {
  const day = (date: Date | number) => formatDate(date, locale, 'shortDayMonth');
  const fullDay = (date: Date | number) => formatDate(date, locale, 'dayMonth');
  const longDay = (date: Date | number) => formatDate(date, locale, 'weekdayDayMonth');
  const peak = peakDay(charts.days);
  // A round scale from 0, its top at or above the busiest day; a gridline per tick.
  const ticks = niceTicks(peak?.count ?? 0);
  const top = ticks.at(-1)!;
  const bars = barLayout(charts.days.map((d) => d.count), WIDTH, HEIGHT, 2, top);
  const tickY = (tick: number) => Math.round((HEIGHT - (tick / top) * HEIGHT) * 100) / 100;
  const first = charts.days[0];
  const last = charts.days.at(-1);
  const plays = (n: number) => t('lab.charts.plays', { count: n, n: formatNumber(n, locale) });
  const max = (entries: TopEntry[]) => Math.max(1, ...entries.map((e) => e.count));

  return (
    <section className="lab-charts" aria-labelledby={`${ids}-charts`} data-charts={source}>
      <h2 id={`${ids}-charts`}>{t('lab.charts.title')}</h2>
      {charts.total === 0 ? (
        <p className="muted">{t('lab.charts.empty')}</p>
      ) : (
        <div className="lab-charts-grid">
          <section className="lab-chart card" aria-labelledby={`${ids}-per-day`}>
            <h3 id={`${ids}-per-day`}>{t('lab.charts.perDay')}</h3>
            <div className="lab-bars-plot">
              <p className="lab-bars-scale" aria-hidden="true" data-scale>
                {[...ticks].reverse().map((tick) => (
                  <span key={tick}>{formatNumber(tick, locale)}</span>
                ))}
              </p>
              <svg
                className="lab-bars"
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                preserveAspectRatio="none"
                role="img"
                aria-labelledby={`${ids}-per-day ${ids}-per-day-summary ${ids}-per-day-peak`}
              >
                {ticks.map((tick) => (
                  <line key={tick} className="gridline" data-tick={tick} x1="0" x2={WIDTH} y1={tickY(tick)} y2={tickY(tick)} vectorEffect="non-scaling-stroke" />
                ))}
                {bars.map((bar, i) => {
                  const d = charts.days[i]!;
                  return <rect key={d.start} {...bar} className={d === peak ? 'peak' : d.count ? undefined : 'empty'} data-peak={d === peak ? '' : undefined} />;
                })}
              </svg>
              {first && last && (
                <p className="lab-bars-axis" aria-hidden="true">
                  <span>{day(first.start)}</span>
                  <span>{day(last.start)}</span>
                </p>
              )}
            </div>
            {peak && (
              <p className="lab-bars-peak" id={`${ids}-per-day-peak`}>
                <span className="lab-bars-swatch" aria-hidden="true" />
                {t('lab.charts.peak', { n: formatNumber(peak.count, locale), day: longDay(peak.start) })}
              </p>
            )}
            <p id={`${ids}-per-day-summary`} className="lab-chart-summary muted">
              {t('lab.charts.summary', {
                total: formatNumber(charts.total, locale),
                from: fullDay(charts.from),
                to: fullDay(charts.to),
              })}
            </p>
            <details className="lab-numbers">
              <summary>{t('lab.charts.numbers')}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('lab.charts.day')}</th>
                    <th scope="col">{t('lab.charts.scrobbles')}</th>
                  </tr>
                </thead>
                <tbody>
                  {charts.days.map((d) => (
                    <tr key={d.start}>
                      <th scope="row">{longDay(d.start)}</th>
                      <td>{formatNumber(d.count, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>

          <section className="lab-chart card" aria-labelledby={`${ids}-artists`}>
            <h3 id={`${ids}-artists`}>{t('lab.charts.artists')}</h3>
            <ol className="lab-top-artists" data-top-artists>
              {charts.artists.map((artist) => (
                <li key={artist.name}>
                  <span className="lab-top-name">{artist.name}</span>
                  <span className="lab-top-count muted">{plays(artist.count)}</span>
                  <svg className="lab-meter" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect width={Math.round((artist.count / max(charts.artists)) * 1000) / 10} height="4" />
                  </svg>
                </li>
              ))}
            </ol>
          </section>

          <section className="lab-chart lab-chart-albums card" aria-labelledby={`${ids}-albums`}>
            <h3 id={`${ids}-albums`}>{t('lab.charts.albums')}</h3>
            <ol className="lab-top-albums" data-top-albums>
              {charts.albums.map((album) => (
                <li key={`${album.artist}-${album.name}`}>
                  <Cover src={album.cover} size={96} artist={album.artist ?? ''} title={album.name} />
                  <span className="lab-album-text">
                    <span className="lab-top-name">{album.name}</span>
                    <span className="muted">{album.artist}</span>
                    <span className="lab-top-count muted">{plays(album.count)}</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </section>
  );
}
