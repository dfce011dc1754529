import type { ReadingItem } from '../../lib/readings/model.ts';
import { titleCardHue } from '../../lib/readings/title-card.ts';
import { cutCodePoints } from '../../lib/text.ts';
import { SITE } from '../../site.config.ts';
import type { OgCover, OgImageText } from './image.ts';

export const cut = (text: string, max: number) => (Array.from(text).length > max ? `${cutCodePoints(text, max - 1).trimEnd()}…` : text);

/** An item as a card's cover: its cover file, or its title card. */
export function ogCover(item: ReadingItem, file?: string): OgCover {
  return { file, title: cut(item.name, 60), hue: titleCardHue(item.name), byline: item.authors?.length ? cut(item.authors.join(', '), 40) : undefined };
}

/**
 * What a reading item's preview image draws, the same in both locales (names, authors and the
 * owner's words are in the item's own language): its authors (or the source's host, or its type),
 * name, rating as stars, description, and its cover (`coverFile`) or title card.
 */
export function readingOgText(item: ReadingItem, coverFile?: string): OgImageText {
  return {
    eyebrow: cut(item.authors?.join(', ') ?? (item.url ? new URL(item.url).host.replace(/^www\./, '') : item.type), 60),
    title: cut(item.name, 90),
    description: cut(item.description ?? '', 150),
    owner: SITE.owner,
    host: new URL(SITE.url).host,
    stars: item.score,
    covers: [ogCover(item, coverFile)],
  };
}
