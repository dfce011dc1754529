import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import { groupByDay } from '../../lib/lastfm/days';
import { formatDateTime, formatDay, formatRecent, formatTimeOfDay } from '../../lib/lastfm/format';
import { coverImage } from '../../lib/lastfm/parse';
import { coverSrc, coverTone } from '../../lib/lastfm/covers';
import type { LabTrack } from '../../lib/lastfm/types';
import { safeUrl } from '../../lib/safe-url';
import type { LabIcons } from '../../data/lab-icons';

export function Icon({ svg, className }: { svg: string; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/**
 * A cover in a fixed box: the image, or one drawn from the artist and title when there is none
 * (`coverTone`). The snapshot's images are served by the site; live ones come from Last.fm. The
 * box is the image's frame: it keeps the image out of the first paint (LabPlayer.css).
 */
export function Cover({ src, size, artist, title }: { src: string | undefined; size: number; artist: string; title: string }) {
  const safe = coverSrc(src);
  if (!safe) {
    const { hue, turn, motif, angle } = coverTone(artist, title);
    return <span className="cover" data-drawn="" data-hue={hue} data-turn={turn} data-motif={motif} data-angle={angle} />;
  }
  const { src: fitted, srcSet } = coverImage(safe, size);
  return (
    <span className="cover">
      <img src={fitted} srcSet={srcSet} sizes={srcSet && `${size}px`} alt="" width={size} height={size} loading="lazy" decoding="async" />
    </span>
  );
}

/** Where the lab's times are said: the owner's zone, and in live mode the visitor's present. */
export interface Clock {
  tag: string;
  /** The owner's time zone: every time is said in it, on the server and in the browser alike. */
  timeZone: string;
  /** Live mode only: now, for "Today" and "2 hr. ago" (plays of the last day). */
  live?: number | undefined;
}

/**
 * When a track was played, in one of the lab's forms: the time of day ("9:36 PM"), its day
 * ("Sunday, November 22, 2026"), or both; the full date and time in the tooltip. Always in the
 * owner's zone, so the server's HTML and the island say the same; in live mode a play of the last
 * day says how long ago ("2 hr. ago") and its day may be "Today".
 */
export function Time({ date, clock, form = 'time', className }: { date: number; clock: Clock; form?: 'time' | 'day' | 'dayTime'; className?: string }) {
  const { tag, timeZone, live } = clock;
  const day = () => formatDay(date, tag, live, timeZone);
  const time = () => (live !== undefined && form === 'time' && formatRecent(date, live, tag)) || formatTimeOfDay(date, tag, timeZone);
  return (
    <time className={className} dateTime={new Date(date).toISOString()} title={formatDateTime(date, tag, timeZone)}>
      {form === 'time' ? time() : form === 'day' ? day() : `${day()}, ${time()}`}
    </time>
  );
}

/** A translated sentence with a `{{time}}` placeholder, the time put in as an element. */
export function withTime(template: string, time: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split('{{time}}');
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

/** A link to Last.fm in a new tab (`newTab` says so to assistive technology), or the text alone when the address is not safe. */
export function External({ href, newTab, children }: { href: string | undefined; newTab: string; children: ReactNode }) {
  const safe = safeUrl(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

interface TracksProps {
  tracks: LabTrack[];
  page: number;
  clock: Clock;
  t: Translate;
  icons: LabIcons;
}

/**
 * A page of the history, newest first, under a heading per day: a log, each play's time beside its
 * title. The server renders the page it carries; the island the ones it loads.
 */
export function Tracks({ tracks, page, clock, t, icons }: TracksProps) {
  if (tracks.length === 0) return <p className="lab-empty muted">{t('lab.empty')}</p>;
  return groupByDay(tracks, clock.timeZone).map((group, g) => (
    <div className="lab-day" key={`${group.day}-${g}`} data-page={page}>
      {group.tracks[0]?.date !== undefined && (
        <h3 className="lab-day-heading" data-day={group.day}>
          <Time date={group.tracks[0].date} clock={clock} form="day" />
        </h3>
      )}
      <ol className="lab-tracks" role="list">
        {group.tracks.map((track, index) => (
          <li className="lab-track" key={`${track.date ?? 'now'}-${index}`} data-track>
            {track.date !== undefined ? <Time className="lab-track-time" date={track.date} clock={clock} /> : <span />}
            <Cover src={track.cover} size={48} artist={track.artist} title={track.album ?? track.name} />
            <div className="lab-track-text">
              <p className="lab-track-name">
                {track.loved && (
                  <span className="lab-loved" data-loved>
                    <Icon svg={icons.loved} />
                    <span className="sr-only">{t('lab.loved')}</span>
                  </span>
                )}
                <External href={track.url} newTab={t('meta.newTab')}>
                  {track.name}
                </External>
              </p>
              <p className="lab-track-meta muted">
                <span>{track.artist}</span>
                {track.album && <span className="lab-track-album">{track.album}</span>}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  ));
}
