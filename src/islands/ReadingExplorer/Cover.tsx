import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/locales';
import type { ReadingItem } from '../../lib/readings';
import { listFormat } from '../../lib/readings/format';
import { NOTION_IMAGE_PATH } from '../../lib/safe-url';
import { titleCardHue } from '../../lib/readings/title-card';
import { langAttr } from '../../lib/readings/lang';
import './Cover.css';

/**
 * A card's cover (reading list and home page): the site's own image, resized at build, in a box
 * of reserved shape, loaded lazily; without one, a title card drawn by CSS (no request). The
 * card's heading names the item beside it, so the image is decorative (`alt=""`) and the title
 * card hidden from assistive technology: the name is not read twice. Cover.astro writes the same
 * markup on the item page.
 */
export function CardCover({ item, t, locale }: { item: ReadingItem; t: Translate; locale: Locale }) {
  const { cover } = item;
  if (cover) {
    return (
      <picture className="rc-cover">
        <source type="image/avif" srcSet={cover.avif} sizes={CARD_SIZES} />
        <source type="image/webp" srcSet={cover.webp} sizes={CARD_SIZES} />
        <img src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" decoding="async" />
      </picture>
    );
  }
  // An image the Notion loader downloaded into the build.
  if (item.image && NOTION_IMAGE_PATH.test(item.image)) {
    return (
      <span className="rc-cover">
        <img src={item.image} alt="" width={COVER_BOX.width} height={COVER_BOX.height} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className="rc-cover rc-title-card" data-hue={titleCardHue(item.name)} data-type={item.type} aria-hidden="true">
      <span className="rc-tc-type">{t(`readings.type.${item.type}`)}</span>
      <span className="rc-tc-name" lang={langAttr(item.lang, locale)}>
        {item.name}
      </span>
      {item.authors && <span className="rc-tc-by">{listFormat(locale).format(item.authors)}</span>}
    </span>
  );
}

/** A card's cover is 5.5rem wide (Cover.css). */
const CARD_SIZES = '88px';
/** The shape every cover's box keeps (3:4), for an image of unknown size. */
export const COVER_BOX = { width: 240, height: 320 };
