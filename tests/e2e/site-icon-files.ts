import type { APIRequestContext } from '@playwright/test';
import { FAVICON_SIZE, RASTER_ICONS, SITE_ICONS } from '../../src/build/site-icons';
import { normalizeBase, withBase } from '../../src/i18n/url';
import { expect } from './fixtures';

/** A link of a page's head, by its attributes (absent ones as `null`). */
export interface IconLink {
  rel: string | null;
  href: string | null;
  type: string | null;
  sizes: string | null;
}

/** Which links a page's head has for the site icon and the manifest. */
export const ICON_LINKS_SELECTOR = 'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]';

/** The links every page carries, in order, for a site served under `base`. */
export function expectedIconLinks(base: string): IconLink[] {
  return [
    { rel: 'icon', href: withBase(SITE_ICONS.png, base), type: 'image/png', sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}` },
    { rel: 'icon', href: withBase(SITE_ICONS.svg, base), type: 'image/svg+xml', sizes: null },
    { rel: 'apple-touch-icon', href: withBase(SITE_ICONS.appleTouch, base), type: null, sizes: null },
    { rel: 'manifest', href: withBase(SITE_ICONS.manifest, base), type: null, sizes: null },
  ];
}

/** The type a host must send each file with (the manifest: its own type, or JSON). */
const CONTENT_TYPES: Record<string, RegExp> = {
  '.png': /^image\/png$/,
  '.svg': /^image\/svg\+xml/,
  '.webmanifest': /^application\/(?:manifest\+)?json/,
};
const typeOf = (file: string) => CONTENT_TYPES[/\.\w+$/.exec(file)![0]]!;

/**
 * Each icon file and the manifest answer 200 with their type under `base`; the manifest's icons
 * and start address resolve, from its own address, to files and the home page under `base`.
 */
export async function expectSiteIconFiles(request: APIRequestContext, base: string): Promise<void> {
  for (const file of [...Object.values(SITE_ICONS), ...RASTER_ICONS.map((icon) => icon.file)]) {
    const response = await request.get(withBase(file, base));
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(typeOf(file));
  }
  const manifestUrl = new URL(withBase(SITE_ICONS.manifest, base), 'http://site.test');
  const manifest = (await (await request.get(manifestUrl.pathname)).json()) as { start_url: string; scope: string; icons: { src: string }[] };
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe(normalizeBase(base));
  expect(new URL(manifest.scope, manifestUrl).pathname).toBe(normalizeBase(base));
  for (const icon of manifest.icons) {
    const path = new URL(icon.src, manifestUrl).pathname;
    expect(path).toBe(withBase(icon.src, base));
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
  }
}
