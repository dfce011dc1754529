import { READING_TYPES, type ReadingType } from './readings/model';
import { iconFile } from './icon-svg';

/** The mdi icon of each reading type (cards without a picture show it, as a CSS mask). */
export const TYPE_ICON_NAMES: Record<ReadingType, string> = {
  article: 'file-document-outline',
  book: 'book-open-variant',
  podcast: 'podcast',
  video: 'play-circle-outline',
};

/** Where each type's SVG file lives, from the project's root; `ReadingCard.css` points at them. */
export const TYPE_ICON_DIR = 'src/islands/ReadingExplorer/type-icons';

/** The files `npm run type-icons` writes: `<type>.svg` → its markup. */
export function typeIconFiles(): Record<string, string> {
  return Object.fromEntries(READING_TYPES.map((type) => [`${type}.svg`, iconFile(TYPE_ICON_NAMES[type])]));
}
