import { column, READING_TYPES, TYPE_ROWS, type ReadingType } from './readings/vocabulary.ts';
import { iconFile } from './icon-svg.ts';

/** The mdi icon of each reading type, its row's (cards without a picture show it, as a CSS mask). */
export const TYPE_ICON_NAMES: Readonly<Record<ReadingType, string>> = column(TYPE_ROWS, 'icon');

/** Where each type's SVG file lives, from the project's root, with the style sheet that points a title card at its type's. */
export const TYPE_ICON_DIR = 'src/kit/readings/type-icons';

/** The style sheet among them: a title card of each type draws its type's file (`ReadingCard.css` masks with it). */
export const TYPE_ICON_CSS = 'type-icons.css';

function typeIconCss(): string {
  const rules = READING_TYPES.map((type) => `  .rc-title-card[data-type='${type}'] { --rc-type-icon: url('./${type}.svg'); }\n`);
  return `/* Written by \`npm run type-icons\` from the reading vocabulary (src/lib/readings/vocabulary.ts): do not edit. */\n@layer components {\n${rules.join('')}}\n`;
}

/** The files `npm run type-icons` writes: `<type>.svg` → its markup, and the style sheet. */
export function typeIconFiles(): Record<string, string> {
  return { ...Object.fromEntries(READING_TYPES.map((type) => [`${type}.svg`, iconFile(TYPE_ICON_NAMES[type])])), [TYPE_ICON_CSS]: typeIconCss() };
}
