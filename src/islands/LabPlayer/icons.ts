import { icons } from '@iconify-json/mdi';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';

/** Icons the lab player draws, as SVG markup prepared at build time (no icon code in the browser). */
export const LAB_ICON_NAMES = {
  loved: 'heart',
  first: 'page-first',
  previous: 'chevron-left',
  next: 'chevron-right',
  last: 'page-last',
  cover: 'music-note',
  live: 'access-point',
  close: 'close',
} as const;

export type LabIcon = keyof typeof LAB_ICON_NAMES;
export type LabIcons = Record<LabIcon, string>;

export function labIcons(): LabIcons {
  const entries = Object.entries(LAB_ICON_NAMES).map(([key, name]) => {
    const data = getIconData(icons, name);
    if (!data) throw new Error(`Unknown icon: mdi:${name}`);
    const { body, attributes } = iconToSVG(data, { height: '1em' });
    return [key, iconToHTML(replaceIDs(body), { ...attributes, 'aria-hidden': 'true', focusable: 'false' })];
  });
  return Object.fromEntries(entries) as LabIcons;
}
