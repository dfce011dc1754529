import type { ReadingItem } from '../../lib/readings';
import { cutCodePoints } from '../../lib/text';
import { SITE } from '../../site.config';
import type { OgImageText } from './image';

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${cutCodePoints(text, max - 1).trimEnd()}…` : text);

/**
 * What a reading item's preview image draws, the same in both locales (names, authors and the
 * owner's words are in the item's own language): its authors (or the source's host, or its type),
 * name and description.
 */
export function readingOgText(item: ReadingItem): OgImageText {
  return {
    eyebrow: cut(item.authors?.join(', ') ?? (item.url ? new URL(item.url).host.replace(/^www\./, '') : item.type), 60),
    title: cut(item.name, 90),
    description: cut(item.description ?? '', 150),
    owner: SITE.owner,
    host: new URL(SITE.url).host,
  };
}
