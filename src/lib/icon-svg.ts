import { icons } from '@iconify-json/mdi';
import { getIconData, iconToHTML, iconToSVG, type IconifyIconBuildResult } from '@iconify/utils';
import { oncePerKey } from '../once-per-key.ts';

/**
 * An mdi icon as iconify builds it (1em square: its `<svg>` attributes and body), once per name:
 * every page of a build draws the same few (mdi icons carry no ids to keep apart). An unknown
 * name throws, naming it.
 */
const drawnIcon = oncePerKey((name: string): IconifyIconBuildResult => {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown icon "mdi:${name}"`);
  return iconToSVG(data);
});

/**
 * Server side only: the SVG markup of an mdi icon (1em high, hidden from assistive technology),
 * for islands, whose code gets them as markup (`virtual:island-assets/<island>`) instead of an icon library,
 * and for server-rendered React. An unknown name fails the build.
 * Inline in HTML, it needs no `xmlns` (the parser puts it in the SVG namespace) nor IE's
 * `focusable`: a list page draws some 60 of them, in its markup and in its island's props.
 */
export const iconSvg = oncePerKey((name: string): string => {
  const { body, attributes } = drawnIcon(name);
  return iconToHTML(body, { ...attributes, 'aria-hidden': 'true' }).replace(' xmlns="http://www.w3.org/2000/svg"', '');
});

/** `iconSvg` for each entry of a role → icon name map. */
export function iconSvgs<K extends string>(names: Readonly<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(names).map(([role, name]) => [role, iconSvg(name)])) as Record<K, string>;
}

/**
 * A standalone SVG file of an mdi icon (24 units square, drawn in `currentColor`), ending with a
 * newline. Its markup is the same on every run: the file is committed, and a test compares it.
 */
export function iconFile(name: string): string {
  const { body, attributes } = drawnIcon(name);
  return `${iconToHTML(body, { viewBox: attributes.viewBox })}\n`;
}
