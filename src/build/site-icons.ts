import type { SiteConfig } from '../site.config.ts';
import { PAGE_BACKGROUNDS } from '../lib/site-identity.ts';

/** The page background, light and dark: browsers tint their own interface around the page with it. */
export const THEME_COLORS = PAGE_BACKGROUNDS;

/**
 * The site icon as drawn, its letters as text set in Inter; `npm run site-icons` makes the files below
 * from it. `{{initials}}`, `{{accent}}` and `{{secondary}}` are filled from src/site.config.ts.
 */
export const ICON_SOURCE = 'src/assets/site-icon.svg';

/** The drawing with the owner's initials and colours (the light theme's); three letters are set smaller to fit. */
export function fillIconTemplate(template: string, site: Pick<SiteConfig, 'initials' | 'colors'>): string {
  const three = [...site.initials].length > 2;
  const values: Record<string, string> = {
    initials: escapeXml(site.initials),
    accent: site.colors.accent.light,
    secondary: site.colors.secondary.light,
    size: three ? '20' : '26',
    baseline: three ? '39' : '42',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The favicon's width and height in pixels: search results take a multiple of 48 (Google's favicon guide). */
export const FAVICON_SIZE = 96;

/** The files in `public/` that every page links (its head: src/lib/head.ts); a host serves them as they are. */
export const SITE_ICONS = {
  /** The drawing with its letters as paths: the same in every browser, whatever fonts it has. */
  svg: 'favicon.svg',
  /** For browsers without SVG icons, and for search results. */
  png: `favicon-${FAVICON_SIZE}x${FAVICON_SIZE}.png`,
  /** A phone's home screen: square and opaque (the phone rounds the corners itself). */
  appleTouch: 'apple-touch-icon.png',
  manifest: 'manifest.webmanifest',
} as const;

export interface RasterIcon {
  file: string;
  /** Width and height, in pixels. */
  size: number;
  /** `square`: the background fills every corner, with nothing transparent. */
  shape: 'rounded' | 'square';
  /** How the web app manifest lists it, if it does (`maskable`: the platform crops it to its own shape). */
  purpose?: 'any' | 'maskable';
}

/** The icon drawn as pixels, each file at its size. */
export const RASTER_ICONS: readonly RasterIcon[] = [
  { file: SITE_ICONS.png, size: FAVICON_SIZE, shape: 'rounded' },
  { file: SITE_ICONS.appleTouch, size: 180, shape: 'square' },
  { file: 'icon-192.png', size: 192, shape: 'rounded', purpose: 'any' },
  { file: 'icon-512.png', size: 512, shape: 'rounded', purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, shape: 'square', purpose: 'maskable' },
];

/**
 * The web app manifest. Its addresses are relative to its own, so it works under any base path.
 * It takes one theme colour: the light one (pages set both with `<meta name="theme-color">`).
 */
export function webManifest(site: Pick<SiteConfig, 'siteName' | 'shortName'>) {
  return {
    name: site.siteName,
    short_name: site.shortName,
    start_url: './',
    scope: './',
    display: 'minimal-ui',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: RASTER_ICONS.flatMap(({ file, size, purpose }) => (purpose ? [{ src: file, sizes: `${size}x${size}`, type: 'image/png', purpose }] : [])),
  };
}
