/**
 * Astro's island runtime (the `<astro-island>` element) and the site's client directives, which
 * Astro writes inline into every page: the build takes them out of the pages
 * (src/build/build-scripts.ts, `platformScripts`), and the platform script asks for this chunk once
 * the first screen has painted, with the stylesheets (./platform.ts). An island waits for those
 * sheets before it draws, so it loses no time; the first visit's bandwidth goes to the document,
 * and every document is 2.1–2.7 KB (gzip) lighter. Until they are here, the before-paint script
 * keeps what the visitor does (src/lib/browser/early-input.ts).
 */
// The directives first (registered as this module is evaluated): the runtime looks them up on `Astro`.
import './directives/register';
import 'astro/runtime/server/astro-island.js';
