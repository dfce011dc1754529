import { icons } from '@iconify-json/mdi';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';

/** The icons the explorer draws, by role → mdi name. Resolved at build time, on the server only. */
const ICON_NAMES = {
  article: 'file-document-outline',
  podcast: 'podcast',
  video: 'play-circle-outline',
  star: 'star',
  starEmpty: 'star-outline',
  search: 'magnify',
  tag: 'tag-outline',
  external: 'open-in-new',
  clear: 'filter-remove-outline',
  retry: 'refresh',
  chevron: 'chevron-down',
  calendar: 'calendar-blank-outline',
  edit: 'pencil-outline',
} as const;

export type ReadingIconName = keyof typeof ICON_NAMES;
export type ReadingIcons = Record<ReadingIconName, string>;

/** SVG markup of every explorer icon (`aria-hidden`, 1em high); an unknown name fails the build. */
export function readingIcons(): ReadingIcons {
  const result = {} as ReadingIcons;
  for (const [role, name] of Object.entries(ICON_NAMES) as [ReadingIconName, string][]) {
    const data = getIconData(icons, name);
    if (!data) throw new Error(`Unknown icon "mdi:${name}"`);
    const svg = iconToSVG(data, { height: '1em' });
    result[role] = iconToHTML(replaceIDs(svg.body), { ...svg.attributes, 'aria-hidden': 'true', focusable: 'false' });
  }
  return result;
}
