import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import type { ReadingItem } from '../../lib/readings/model';
import { listFormat } from '../../lib/readings/format';
import { NOTION_IMAGE_PATH } from '../../lib/safe-url';
import { titleCardHue } from '../../lib/readings/title-card';
import { langAttr } from '../../lib/readings/lang';
import { renderedByReact } from '../../lib/react-renderer';
import './Cover.css';

/** A card's cover is 5.5rem wide (Cover.css). */
const CARD_SIZES = '88px';
/** The shape every cover's box keeps (3:4), for an image of unknown size. */
export const COVER_BOX = { width: 240, height: 320 };

export interface CoverProps {
  item: ReadingItem;
  locale: Locale;
  /** The item's type as a title card names it. */
  typeLabel: string;
  /** The image's text alternative: none beside a heading that names the item (a card), "Cover of …" on its own page. */
  alt?: string | undefined;
  className?: string | undefined;
  /** The image's displayed width, for the browser's choice among the sizes. */
  sizes?: string | undefined;
  /** Loaded with the page (the item page's, at its top); lazy otherwise. */
  eager?: boolean | undefined;
  /** A thumbnail beside a row (a year page's): a title card shows only the title's first letter, which is all that reads at that size. */
  mini?: boolean | undefined;
  /** A title card with its type's icon (a card's: `type-icons.css`, which the card carries). */
  typeIcon?: boolean | undefined;
}

/**
 * An item's cover, wherever it shows (a card, the item page, a year page's rows): the site's own
 * image, resized at build, in a box of reserved shape; an image the Notion loader downloaded into
 * the build; else a title card drawn by CSS (no request). A title card repeats the name a heading
 * beside it gives, so it is hidden from assistive technology.
 */
export function Cover({ item, locale, typeLabel, alt = '', className, sizes = CARD_SIZES, eager = false, mini = false, typeIcon = false }: CoverProps) {
  const { cover } = item;
  const classes = (...names: string[]) => [...names, className].filter(Boolean).join(' ');
  const loading = eager ? undefined : 'lazy';
  if (cover) {
    return (
      <picture className={classes('rc-cover')}>
        <source type="image/avif" srcSet={cover.avif} sizes={sizes} />
        <source type="image/webp" srcSet={cover.webp} sizes={sizes} />
        <img src={cover.src} alt={alt} width={cover.width} height={cover.height} loading={loading} decoding="async" />
      </picture>
    );
  }
  if (item.image && NOTION_IMAGE_PATH.test(item.image)) {
    return (
      <span className={classes('rc-cover')}>
        <img src={item.image} alt={alt} width={COVER_BOX.width} height={COVER_BOX.height} loading={loading} decoding="async" />
      </span>
    );
  }
  if (mini) {
    return (
      <span className={classes('rc-cover', 'rc-title-card', 'rc-mini')} data-hue={titleCardHue(item.name)} aria-hidden="true">
        <span className="rc-tc-initial">{[...item.name.trim()][0]?.toLocaleUpperCase(locale)}</span>
      </span>
    );
  }
  return (
    <span className={classes('rc-cover', 'rc-title-card')} data-hue={titleCardHue(item.name)} data-type={typeIcon ? item.type : undefined} aria-hidden="true">
      <span className="rc-tc-type">{typeLabel}</span>
      <span className="rc-tc-name" lang={langAttr(item.lang, locale)}>
        {item.name}
      </span>
      {item.authors && <span className="rc-tc-by">{listFormat(locale).format(item.authors)}</span>}
    </span>
  );
}

/** A card's cover (the reading list's, the home page's): lazy, decorative beside the card's heading. */
export function CardCover({ item, t, locale }: { item: ReadingItem; t: Translate; locale: Locale }) {
  return <Cover item={item} locale={locale} typeLabel={t(`readings.type.${item.type}`)} typeIcon />;
}

/** The cover as an Astro page renders it (the item page's, a year page's rows), on the server only. */
export const PageCover = /* @__PURE__ */ renderedByReact(function PageCover(props: CoverProps) {
  return <Cover {...props} />;
});
