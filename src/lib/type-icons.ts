import { column, READING_TYPES, TYPE_ROWS, type ReadingType } from './readings/vocabulary';
import { iconFile } from './icon-svg';

/** The mdi icon of each reading type, its row's (cards without a picture show it, as a CSS mask). */
export const TYPE_ICON_NAMES: Readonly<Record<ReadingType, string>> = column(TYPE_ROWS, 'icon');

/** Where each type's SVG file lives, from the project's root; `ReadingCard.css` points at them. */
export const TYPE_ICON_DIR = 'src/islands/ReadingExplorer/type-icons';

/** The files `npm run type-icons` writes: `<type>.svg` → its markup. */
export function typeIconFiles(): Record<string, string> {
  return Object.fromEntries(READING_TYPES.map((type) => [`${type}.svg`, iconFile(TYPE_ICON_NAMES[type])]));
}
