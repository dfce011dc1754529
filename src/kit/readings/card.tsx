import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import { memo } from 'react';
import { itemPath, type TagSlugs } from '../../lib/readings/paths';
import type { ReadingItem, SortKey } from '../../lib/readings/model';
import { safeUrl } from '../../lib/safe-url';
import { keepUnits } from '../../lib/typography';
import type { ReadingIcons } from '../../data/reading-icons';
import { formatDate, listFormat } from '../../lib/readings/format';
import { cardDate } from '../../lib/readings/words';
import { langAttr } from '../../lib/readings/lang';
import { renderedByReact } from '../../lib/react-renderer';
import { CardCover } from './Cover';
import { FacetLink, LangMark, StatusBadge, Stars, Svg, TypeLabel } from './parts';
import './ReadingCard.css';
import './type-icons/type-icons.css';

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
  /** Each tag's path segment, for the links of the card's tags. */
  tagSlugs: TagSlugs;
}

/**
 * One reading item: the reading list's card and the home page's (rendered there on the server,
 * without hydration). Type, status and tags link to their list pages.
 */
export const ReadingCard = memo(function ReadingCard({ item, locale, t, icons, index, level = 2, sort, tagSlugs }: ReadingCardProps) {
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
                <FacetLink facet="tags" value={tag} locale={locale} tagSlugs={tagSlugs}>
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
            <time dateTime={date.iso}>{t(date.line, { date: formatDate(date.iso, locale), context: item.type })}</time>
          </p>
        </div>
      </div>
    </li>
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
