import type { ReactNode } from 'react';
import { scrobbleTime } from '../../lib/lastfm/format';
import { coverImage } from '../../lib/lastfm/parse';
import { coverSrc } from '../../lib/lastfm/covers';
import type { LabIcons } from './icons';

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
 * A time: relative when recent and the clock is known ("3 minutes ago"), with the absolute date
 * and time in the tooltip and for screen readers; absolute otherwise. Without `now` (server render
 * and hydration) it is absolute in UTC, the same on every machine.
 */
export function Time({ date, tag, now, className }: { date: number; tag: string; now: number | undefined; className?: string }) {
  const time = scrobbleTime(date, tag, now, now === undefined ? 'UTC' : undefined);
  return (
    <time className={className} dateTime={time.iso} title={time.absolute} data-relative={time.relative ? '' : undefined}>
      {time.relative ? (
        <>
          <span aria-hidden="true">{time.text}</span>
          <span className="sr-only">{time.absolute}</span>
        </>
      ) : (
        time.text
      )}
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
