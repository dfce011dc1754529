import type { ReactNode } from 'react';
import { formatDateTime, formatDay, formatTimeOfDay } from '../../lib/lastfm/format';
import { coverImage } from '../../lib/lastfm/parse';
import { coverSrc } from '../../lib/lastfm/covers';
import type { LabIcons } from '../../data/lab-icons';

export function Icon({ svg, className }: { svg: string; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/**
 * A cover in a fixed box, or a placeholder note when there is none. The snapshot's covers are
 * served by the site (a downloaded cover or its drawn placeholder); live ones come from Last.fm.
 * The box is the image's frame: it keeps the image out of the first paint (LabPlayer.css).
 */
export function Cover({ src, size, icons }: { src: string | undefined; size: number; icons: LabIcons }) {
  const safe = coverSrc(src);
  if (!safe) {
    return (
      <span className="cover cover-placeholder" data-size={size}>
        <Icon svg={icons.cover} />
      </span>
    );
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
