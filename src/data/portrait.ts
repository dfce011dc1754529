import type { ImageMetadata } from 'astro';
import { optimize } from 'svgo';

/**
 * The owner's portrait: `content/portrait.svg` (drawn inline: no request, crisp at any size) or a
 * photo, `content/portrait.{avif,webp,jpg,jpeg,png}` (resized by Astro's image service). Without
 * one, pages show none.
 */
export type Portrait = { kind: 'svg'; markup: string } | { kind: 'image'; image: ImageMetadata };

const SVG = import.meta.glob<string>('/content/portrait.svg', { eager: true, query: '?raw', import: 'default' });
const IMAGES = import.meta.glob<ImageMetadata>('/content/portrait.{avif,webp,jpg,jpeg,png}', { eager: true, import: 'default' });

/**
 * The SVG file's own element, without an XML prolog or comments, ready to inline, and without code:
 * `<script>`, `on…` attributes and `javascript:` links are removed (svgo's `removeScripts`), with
 * a warning. The page's policy would refuse them; an image runs nothing.
 */
export function inlineSvg(source: string, file = 'content/portrait.svg', warn: (message: string) => void = console.warn): string {
  const start = source.indexOf('<svg');
  if (start < 0) throw new Error(`${file}: no <svg> element`);
  const svg = source.slice(start).replace(/<!--[\s\S]*?-->/g, '').trim();
  const safe = optimize(svg, { plugins: ['removeScripts'] }).data;
  if (safe !== optimize(svg, { plugins: [] }).data) warn(`${file}: its scripts, event attributes (on…) and javascript: links were removed: an image on this site runs no code`);
  return safe;
}

// Both a drawing and a photo: the drawing wins, and the build says so (else the photo is ignored unseen).
if (Object.keys(SVG).length > 0 && Object.keys(IMAGES).length > 0) {
  const photos = Object.keys(IMAGES).map((path) => path.slice(1)).join(', ');
  console.warn(`content/portrait.svg is shown and ${photos} is not: remove the portrait you do not want`);
}

export const PORTRAIT: Portrait | undefined = Object.values(SVG)[0] !== undefined
  ? { kind: 'svg', markup: inlineSvg(Object.values(SVG)[0]!) }
  : Object.values(IMAGES)[0] && { kind: 'image', image: Object.values(IMAGES)[0]! };
