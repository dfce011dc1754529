import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import { groupByDay } from '../../lib/lastfm/days';
import { formatDateTime, formatDay, formatTimeOfDay } from '../../lib/lastfm/format';
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
    const { hue, turn } = coverTone(artist, title);
    return <span className="cover" data-drawn="" data-hue={hue} data-turn={turn} />;
  }
  const { src: fitted, srcSet } = coverImage(safe, size);
  return (
    <span className="cover">
      <img src={fitted} srcSet={srcSet} sizes={srcSet && `${size}px`} alt="" width={size} height={size} loading="lazy" decoding="async" />
    </span>
  );
}

/**
 * When a track was played, in one of the lab's forms: the time of day ("9:36 PM"), its day
 * ("Today"; "Sunday, November 22, 2026"), or both ("Today, 9:36 PM"); the full date and time in
 * the tooltip. Without `now` (server render and hydration) it is in UTC, the same on every
 * machine; then in the visitor's time zone.
 */
export function Time({ date, tag, now, form = 'time', className }: { date: number; tag: string; now: number | undefined; form?: 'time' | 'day' | 'dayTime'; className?: string }) {
  const timeZone = now === undefined ? 'UTC' : undefined;
  const day = () => formatDay(date, tag, now, timeZone);
  const time = () => formatTimeOfDay(date, tag, timeZone);
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
  tag: string;
  now: number | undefined;
  t: Translate;
  icons: LabIcons;
}

/** A page of the history, newest first, under a heading per day. */
export function Tracks({ tracks, page, tag, now, t, icons }: TracksProps) {
  if (tracks.length === 0) return <p className="lab-empty muted">{t('lab.empty')}</p>;
  // Before the clock is known (server render, hydration) days and times are in UTC.
  return groupByDay(tracks, now === undefined ? 'UTC' : undefined).map((group, g) => (
    <div className="lab-day" key={`${group.day}-${g}`} data-page={page}>
      {group.tracks[0]?.date !== undefined && (
        <h3 className="lab-day-heading" data-day={group.day}>
          <Time date={group.tracks[0].date} tag={tag} now={now} form="day" />
        </h3>
      )}
      <ol className="lab-tracks" role="list">
        {group.tracks.map((track, index) => (
          <li className="lab-track" key={`${track.date ?? 'now'}-${index}`} data-track>
            <Cover src={track.cover} size={48} artist={track.artist} title={track.album ?? track.name} />
            <div className="lab-track-text">
              <p className="lab-track-name">
                <External href={track.url} newTab={t('meta.newTab')}>
                  {track.name}
                </External>
              </p>
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
    </div>
  ));
}
