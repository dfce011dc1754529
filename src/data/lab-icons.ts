import { iconSvgs } from '../lib/icon-svg.ts';

/** Icons the lab player draws, as SVG markup prepared at build time (no icon code in the browser). */
export const LAB_ICON_NAMES = {
  loved: 'heart',
  first: 'page-first',
  previous: 'chevron-left',
  next: 'chevron-right',
  last: 'page-last',
  live: 'access-point',
  close: 'close',
} as const;

export type LabIcon = keyof typeof LAB_ICON_NAMES;
export type LabIcons = Record<LabIcon, string>;

export function labIcons(): LabIcons {
  return iconSvgs(LAB_ICON_NAMES);
}
