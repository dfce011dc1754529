import { iconSvgs } from '../lib/icon-svg.ts';
import { TYPE_ICON_NAMES } from '../lib/type-icons.ts';

/** The icons the explorer draws, by role → mdi name. Resolved at build time, on the server only. */
export const READING_ICON_NAMES = {
  ...TYPE_ICON_NAMES,
  star: 'star',
  starEmpty: 'star-outline',
  search: 'magnify',
  filter: 'filter-variant',
  external: 'open-in-new',
  clear: 'filter-remove-outline',
  retry: 'refresh',
  chevron: 'chevron-down',
  close: 'close',
} as const;

export type ReadingIconName = keyof typeof READING_ICON_NAMES;
export type ReadingIcons = Record<ReadingIconName, string>;

/** SVG markup of every explorer icon (`aria-hidden`, 1em high); an unknown name fails the build. */
export function readingIcons(): ReadingIcons {
  return (icons ??= iconSvgs(READING_ICON_NAMES));
}
let icons: ReadingIcons | undefined;
