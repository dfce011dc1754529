import type { MessageKey } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import { LANGUAGE_TAGS } from '../../i18n/locales';
import type { ReadingItem, ReadingStatus } from '../../lib/readings';
import { safeImageSrc, safeUrl } from '../../lib/safe-url';
import type { ReadingIcons } from './icons';

export type T = (key: MessageKey, vars?: Readonly<Record<string, string | number>>) => string;

/** Build-time SVG markup (never content or API data). */
export function Svg({ html, className = 're-icon' }: { html: string; className?: string }) {
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Five stars with the score as text for assistive technology ("4 out of 5"); unrated items say so. */
export function Stars({ score, t, icons }: { score: number | undefined; t: T; icons: ReadingIcons }) {
  if (score === undefined) return <span className="re-unrated">{t('readings.unrated')}</span>;
  return (
    <span className="re-stars" role="img" aria-label={t('readings.stars', { score })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Svg key={n} html={n <= score ? icons.star : icons.starEmpty} className={n <= score ? 're-star' : 're-star re-star-empty'} />
      ))}
    </span>
  );
}

const STATUS_TONES: Record<ReadingStatus, string> = {
  toRead: 'accent',
  inProgress: 'warning',
  read: 'success',
  canceled: 'danger',
};

export function StatusBadge({ status, t }: { status: ReadingStatus; t: T }) {
  return (
    <span className="badge" data-tone={STATUS_TONES[status]}>
      {t(`readings.status.${status}`)}
    </span>
  );
}

export function TypeLabel({ type, t, icons }: { type: ReadingItem['type']; t: T; icons: ReadingIcons }) {
  return (
    <span className="re-type" data-type={type}>
      <Svg html={icons[type]} />
      {t(`readings.type.${type}`)}
    </span>
  );
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** Dates in UTC so the server and every visitor's browser print the same day. */
function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

export interface ReadingCardProps {
  item: ReadingItem;
  locale: Locale;
  t: T;
  icons: ReadingIcons;
  index: number;
}

export function ReadingCard({ item, locale, t, icons, index }: ReadingCardProps) {
  const url = safeUrl(item.url);
  const image = safeImageSrc(item.image);
  return (
    <li className="re-item" data-id={item.id} data-index={index} data-has-image={image ? '' : undefined}>
      {image && <img className="re-thumb" src={image} alt="" width={336} height={144} loading="lazy" decoding="async" />}
      <div className="re-body">
        <p className="re-meta">
          <TypeLabel type={item.type} t={t} icons={icons} />
          <StatusBadge status={item.status} t={t} />
        </p>
        <h2 className="re-name">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {item.name}
              <span className="sr-only"> {t('meta.newTab')}</span>
              <Svg html={icons.external} className="re-icon re-external" />
            </a>
          ) : (
            <span tabIndex={-1}>{item.name}</span>
          )}
        </h2>
        {item.description && <p className="re-description">{item.description}</p>}
        {item.tags.length > 0 && (
          <ul className="re-item-tags" role="list" aria-label={t('readings.itemTags')}>
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <div className="re-foot">
          <Stars score={item.score} t={t} icons={icons} />
          <p className="re-dates">
            <time dateTime={item.createdTime}>{t('readings.created', { date: formatDate(item.createdTime, locale) })}</time>
            <time dateTime={item.lastEditedTime}>
              {t('readings.edited', { date: formatDate(item.lastEditedTime, locale) })}
            </time>
          </p>
        </div>
      </div>
    </li>
  );
}
