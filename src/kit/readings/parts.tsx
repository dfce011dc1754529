import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import { memo } from 'react';
import { FACETS, type FacetKey } from '../../lib/readings/filters';
import { itemPath, listPath } from '../../lib/readings/paths';
import { type ReadingItem, type SortKey } from '../../lib/readings/model';
import { safeUrl } from '../../lib/safe-url';
import { keepUnits } from '../../lib/typography';
import { CardCover } from './Cover';
import type { ReadingIcons } from '../../data/reading-icons';
import { formatDate, listFormat, STATUS_TONES } from '../../lib/readings/format';
import { cardDate, saysUnrated, statusLabelKey } from '../../lib/readings/words';
import { langAttr, langMark } from '../../lib/readings/lang';
import { renderedByReact } from '../../lib/react-renderer';
import './ReadingMeta.css';
import './ReadingCard.css';
import './type-icons/type-icons.css';

/** Build-time SVG markup (never content or API data). */
export function Svg({ html, className = 're-icon' }: { html: string; className?: string }) {
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A link to the static page of one facet value (`/readings/tag/css/`). In the explorer a click
 * filters in place instead (it reads `data-facet` and `data-value`).
 */
export function FacetLink({
  facet,
  value,
  locale,
  className,
  children,
  current,
  tone,
}: {
  facet: FacetKey;
  value: string;
  locale: Locale;
  className?: string;
  children: React.ReactNode;
  current?: boolean;
  /** A badge's colour (`data-tone`). */
  tone?: string;
}) {
  return (
    <a
      href={listPath(locale, { key: facet, value })}
      className={className}
      data-facet={facet}
      data-value={value}
      aria-current={current ? 'true' : undefined}
      data-tone={tone}
    >
      {children}
    </a>
  );
}

/** Five stars with the score as text for assistive technology ("4 out of 5"); an unrated item done says so, others show nothing. */
export function Stars({ item, t, icons }: { item: Pick<ReadingItem, 'score' | 'status'>; t: Translate; icons: ReadingIcons }) {
  const score = item.score;
  if (score === undefined) return saysUnrated(item) ? <span className="re-unrated">{t('readings.unrated')}</span> : null;
  return (
    <span className="re-stars" role="img" aria-label={t('readings.stars', { score })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Svg key={n} html={n <= score ? icons.star : icons.starEmpty} className={n <= score ? 're-star' : 're-star re-star-empty'} />
      ))}
    </span>
  );
}

/** The status, in the words of the item's type ("Watched" for a video done). */
function StatusBadge({ item, t, locale }: { item: Pick<ReadingItem, 'status' | 'type'>; t: Translate; locale: Locale }) {
  return (
    <FacetLink facet="status" value={item.status} locale={locale} className="badge re-status" tone={STATUS_TONES[item.status]}>
      {t(statusLabelKey(item))}
    </FacetLink>
  );
}

/** The item's language when it is not the page's ("EN", read "In English"); nothing otherwise. The item page writes the same markup. */
export function LangMark({ lang, t, locale }: { lang: string | undefined; t: Translate; locale: Locale }) {
  const mark = langMark(lang, locale, t);
  if (!mark) return null;
  return (
    <span className="badge re-lang">
      <span aria-hidden="true">{mark.text}</span>
      <span className="sr-only">{mark.label}</span>
    </span>
  );
}

function TypeLabel({ type, t, icons, locale }: { type: ReadingItem['type']; t: Translate; icons: ReadingIcons; locale: Locale }) {
  return (
    <FacetLink facet="type" value={type} locale={locale} className="re-type">
      <Svg html={icons[type]} />
      {FACETS.type.label(type, t)}
    </FacetLink>
  );
}

/** The link to the item where it lives (the article, the episode, the publisher's page), in a new tab. */
function SourceLink({ url, name, t, icons }: { url: string; name: string; t: Translate; icons: ReadingIcons }) {
  return (
    <a className="re-source" href={url} target="_blank" rel="noopener noreferrer" aria-label={`${t('readings.sourceOf', { name })} ${t('meta.newTab')}`}>
      {t('readings.source')}
      <Svg html={icons.external} className="re-icon re-external" />
    </a>
  );
}

export interface ReadingCardProps {
  item: ReadingItem;
  locale: Locale;
  t: Translate;
  icons: ReadingIcons;
  index: number;
  /** 2 in the reading list, 3 under a section heading (home page). */
  level?: 2 | 3;
  /** The list's order: the card shows the date it is sorted by (`cardDate`). */
  sort?: SortKey;
}

/**
 * One reading item: the reading list's card and the home page's (rendered there on the server,
 * without hydration). Type, status and tags link to their list pages.
 */
export const ReadingCard = memo(function ReadingCard({ item, locale, t, icons, index, level = 2, sort }: ReadingCardProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const url = safeUrl(item.url);
  const date = cardDate(item, sort);
  const lang = langAttr(item.lang, locale);
  return (
    <li className="re-item" data-id={item.id} data-type={item.type} data-index={index}>
      <CardCover item={item} t={t} locale={locale} />
      <div className="re-body">
        <p className="re-meta">
          <TypeLabel type={item.type} t={t} icons={icons} locale={locale} />
          <LangMark lang={item.lang} t={t} locale={locale} />
          <StatusBadge item={item} t={t} locale={locale} />
        </p>
        <Heading className="re-name" lang={lang}>
          <a href={itemPath(locale, item.id)}>{item.name}</a>
        </Heading>
        {item.authors && <p className="re-authors">{t('readings.by', { authors: listFormat(locale).format(item.authors) })}</p>}
        {item.description && (
          <p className="re-description" lang={lang}>
            {keepUnits(item.description)}
          </p>
        )}
        {item.tags.length > 0 && (
          <ul className="re-item-tags" role="list" aria-label={t('readings.itemTags')}>
            {item.tags.map((tag) => (
              <li key={tag}>
                <FacetLink facet="tags" value={tag} locale={locale}>
                  {tag}
                </FacetLink>
              </li>
            ))}
          </ul>
        )}
        <div className="re-foot">
          <Stars item={item} t={t} icons={icons} />
          {url && <SourceLink url={url} name={item.name} t={t} icons={icons} />}
          <p className="re-dates">
            <time dateTime={date.iso}>{t(date.line, { date: formatDate(date.iso, locale) })}</time>
          </p>
        </div>
      </div>
    </li>
  );
});

/**
 * The item page's line under its title: the card's type, language, status and stars, then the
 * owner's favourite mark. Rendered on the server, one React render per page.
 */
export const ItemMeta = /* @__PURE__ */ renderedByReact(function ItemMeta({
  item,
  t,
  icons,
  locale,
  favorite,
}: {
  item: ReadingItem;
  t: Translate;
  icons: ReadingIcons;
  locale: Locale;
  /** The favourite mark's words and icon, for an item the owner marked. */
  favorite?: { label: string; icon: string } | undefined;
}) {
  return (
    <div className="re-item-meta">
      <TypeLabel type={item.type} t={t} icons={icons} locale={locale} />
      <LangMark lang={item.lang} t={t} locale={locale} />
      <StatusBadge item={item} t={t} locale={locale} />
      <Stars item={item} t={t} icons={icons} />
      {favorite && (
        <span className="re-favorite">
          <Svg html={favorite.icon} className="re-icon" />
          {favorite.label}
        </span>
      )}
    </div>
  );
});

/**
 * Cards rendered on the server without hydration (a list page's, the home page's): one React
 * render for all of them, where a render per card cost its set-up a dozen times a list page.
 */
export const ServerCards = /* @__PURE__ */ renderedByReact(function ServerCards({ items, ...card }: Omit<ReadingCardProps, 'item' | 'index'> & { items: readonly ReadingItem[] }) {
  return (
    <>
      {items.map((item, index) => (
        <ReadingCard key={item.id} item={item} index={index} {...card} />
      ))}
    </>
  );
});
