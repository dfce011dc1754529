import { icons } from '@iconify-json/mdi';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

/**
 * Server side only: the SVG markup of an mdi icon (1em high, hidden from assistive technology),
 * for islands, which get icons as props instead of fetching them. An unknown name fails the build.
 */
export function iconSvg(name: string): string {
  let svg = drawn.get(name);
  if (svg === undefined) {
    const { body, attributes } = iconToSVG(iconData(name), { height: '1em' });
    drawn.set(name, (svg = iconToHTML(body, { ...attributes, 'aria-hidden': 'true', focusable: 'false' })));
  }
  return svg;
}

/** Each icon's markup, drawn once: every page of a build draws the same few (mdi icons carry no ids to keep apart). */
const drawn = new Map<string, string>();

/** `iconSvg` for each entry of a role → icon name map. */
export function iconSvgs<K extends string>(names: Readonly<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(names).map(([role, name]) => [role, iconSvg(name)])) as Record<K, string>;
}

/**
 * A standalone SVG file of an mdi icon (24 units square, drawn in `currentColor`), ending with a
 * newline. Its markup is the same on every run: the file is committed, and a test compares it.
 */
export function iconFile(name: string): string {
  const { body, attributes } = iconToSVG(iconData(name));
  return `${iconToHTML(body, { viewBox: attributes.viewBox })}\n`;
}

/** An mdi icon's data; an unknown name throws, naming it. */
function iconData(name: string) {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown icon "mdi:${name}"`);
  return data;
}

/** An icon as an Astro component draws it (`<Icon name="mdi:…">`): its `<svg>` attributes and body, made once per name. */
export function iconParts(name: string): { attributes: Readonly<Record<string, string>>; body: string } {
  let parts = partsByName.get(name);
  if (!parts) {
    const [set, icon] = name.split(':');
    if (set !== 'mdi' || !icon) throw new Error(`Unknown icon "${name}": icons are mdi's, named "mdi:<name>"`);
    const { attributes, body } = iconToSVG(iconData(icon));
    partsByName.set(name, (parts = { attributes: { ...attributes }, body }));
  }
  return parts;
}

const partsByName = new Map<string, { attributes: Readonly<Record<string, string>>; body: string }>();
