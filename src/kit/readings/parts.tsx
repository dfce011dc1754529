import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import { FACETS, type FacetKey } from '../../lib/readings/filters';
import { listPath, type TagSlugs } from '../../lib/readings/paths';
import type { ReadingItem } from '../../lib/readings/model';
import type { ReadingIcons } from '../../data/reading-icons';
import { STATUS_TONES } from '../../lib/readings/format';
import { saysUnrated, statusLabelKey } from '../../lib/readings/words';
import { langMark } from '../../lib/readings/lang';
import { renderedByReact } from '../../lib/react-renderer';
import './ReadingMeta.css';

/** Build-time SVG markup (never content or API data). */
export function Svg({ html, className = 're-icon' }: { html: string; className?: string }) {
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A link to the static page of one facet value (`/readings/tag/css/`, a tag's segment from
 * `tagSlugs`). In the explorer a click filters in place instead (it reads `data-facet` and `data-value`).
 */
export function FacetLink({
  facet,
  value,
  locale,
  tagSlugs,
  className,
  children,
  current,
  tone,
}: {
  value: string;
  locale: Locale;
  className?: string;
  children: React.ReactNode;
  current?: boolean;
  /** A badge's colour (`data-tone`). */
  tone?: string;
} & (
  // A tag's link needs each tag's path segment (`tagSlugs`).
  { facet: 'tags'; tagSlugs: TagSlugs } | { facet: Exclude<FacetKey, 'tags'>; tagSlugs?: TagSlugs }
)) {
  return (
    <a
      href={listPath(locale, { facet: { key: facet, value }, slugs: tagSlugs })}
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
export function StatusBadge({ item, t, locale }: { item: Pick<ReadingItem, 'status' | 'type'>; t: Translate; locale: Locale }) {
  return (
    <FacetLink facet="status" value={item.status} locale={locale} className="badge re-status" tone={STATUS_TONES[item.status]}>
      {t(statusLabelKey(item), { context: item.type })}
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

export function TypeLabel({ type, t, icons, locale }: { type: ReadingItem['type']; t: Translate; icons: ReadingIcons; locale: Locale }) {
  return (
    <FacetLink facet="type" value={type} locale={locale} className="re-type">
      <Svg html={icons[type]} />
      {FACETS.type.label(type, t)}
    </FacetLink>
  );
}

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
