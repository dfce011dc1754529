import type { OgImageText } from './og/image.ts';

/**
 * What the pages of a build hand to the integrations that finish it (src/integrations/): pages
 * render in the build's own process but from their own bundle, with their own copy of this module,
 * so the report lives on `globalThis` under a registered symbol that both copies find.
 */
export interface RenderReport {
  /** HTML pages rendered. */
  pages: number;
  /** Each distinct page policy (the `<meta>` Content-Security-Policy, decoded). */
  policies: Set<string>;
  /** Pages that carried one. */
  pagesWithPolicy: number;
  /** Reading items' preview images to place: file name (without `.png`) → what it draws. */
  readingImages: Map<string, OgImageText>;
  /** Pages' own preview cards to place: file under the output folder (`og/fr/readings/stats.png`) → what it draws. */
  pageImages: Map<string, OgImageText>;
}

const KEY = Symbol.for('portfolio.render-report');
type Holder = { [KEY]?: RenderReport };

/** The running build's report; `undefined` outside a build (the dev server). */
export function renderReport(): RenderReport | undefined {
  return (globalThis as Holder)[KEY];
}

/** Starts the report of a build (`astro:build:start`): one process may run several builds, as the build tests do. */
export function startRenderReport(): RenderReport {
  return ((globalThis as Holder)[KEY] = { pages: 0, policies: new Set(), pagesWithPolicy: 0, readingImages: new Map(), pageImages: new Map() });
}
