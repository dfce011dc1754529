import { peakDay, type ListeningCharts, type TopEntry } from '../../lib/lastfm/charts';
import { dateFormatter, formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { DataSource } from '../../lib/lastfm/status';
import type { MessageKey, Vars } from '../../i18n/translate';
import { BarChart } from '../../kit/charts/BarChart';
import { Cover } from './parts';

interface ChartsProps {
  charts: ListeningCharts;
  source: DataSource;
  locale: Locale;
  t: (key: MessageKey, vars?: Vars) => string;
  ids: string;
}

/**
 * The last 30 days: scrobbles per day (the kit's bar chart, its numbers in a table), top artists
 * and top albums. Plain SVG and HTML, rendered at build; the island re-renders it from live data.
 */
export function Charts({ charts, source, locale, t, ids }: ChartsProps) {
  const day = dateFormatter(locale, 'shortDayMonth');
  const fullDay = dateFormatter(locale, 'dayMonth');
  const longDay = dateFormatter(locale, 'weekdayDayMonth');
  const peak = peakDay(charts.days);
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
            <BarChart
              id={`${ids}-per-day`}
              labelledby={`${ids}-per-day`}
              bars={charts.days.map((d) => ({ label: longDay(d.start), value: d.count }))}
              ends={first && last ? [day(first.start), day(last.start)] : undefined}
              gap={0.2}
              peak={peak && t('lab.charts.peak', { n: formatNumber(peak.count, locale), day: longDay(peak.start) })}
              summary={t('lab.charts.summary', { total: formatNumber(charts.total, locale), from: fullDay(charts.from), to: fullDay(charts.to) })}
              numbers={t('lab.charts.numbers')}
              columns={[t('lab.charts.day'), t('lab.charts.scrobbles')]}
              format={(n) => formatNumber(n, locale)}
            />
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
