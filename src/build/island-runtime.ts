import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';

/** Astro's island runtime as Astro writes it into a page, once, before its first island. */
const ISLAND_RUNTIME = `<script>${islandScript}</script>`;

/**
 * The page without Astro's inline island runtime: the platform script, which every page loads,
 * brings it (src/scripts/platform.ts), cached from the second page on. Left inline, it was 1.6 KB
 * of every document's gzip bytes. The runtime's hash is not among the allowed inline scripts, so a
 * page that keeps it fails the build.
 */
export function withoutIslandRuntime(html: string): string {
  return html.replace(ISLAND_RUNTIME, '');
}
