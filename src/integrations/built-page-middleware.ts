import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineMiddleware } from 'astro:middleware';
import { BUNDLE } from 'virtual:module-preload';
import { BUILD_SCRIPT_SOURCES, PLATFORM_SCRIPTS } from 'virtual:build-scripts';
import { importClosure, withModulePreloads } from '../build/module-preload';
import { withPagePolicy } from '../build/security-headers';
import { parseSheet, withCriticalCss } from '../build/critical-css';
import { withoutPlatformScripts } from '../build/platform-scripts';
import { renderReport } from '../build/render-report';
import { oncePerKey } from '../once-per-key';

/** A built chunk's code by its URL; `undefined` outside the bundle (or before it is written, in dev). */
function read(url: string): string | undefined {
  if (!url.startsWith(BUNDLE.base)) return undefined;
  try {
    return readFileSync(join(BUNDLE.root, url.slice(BUNDLE.base.length)), 'utf8');
  } catch {
    return undefined;
  }
}

/** The sources of the inline scripts the build makes, the only ones a page may hold. */
const buildScripts = new Set(BUILD_SCRIPT_SOURCES);

/** The file a page is written to, to name it (`/en/readings/` → `dist/en/readings/index.html`). */
const pageFile = (pathname: string) => join(BUNDLE.root, /\.html$/.test(pathname) ? pathname : join(pathname, 'index.html'));

/** Each stylesheet of the bundle, parsed once for the whole build. */
const sheets = oncePerKey((href: string) => {
  const css = read(href);
  return css === undefined ? undefined : parseSheet(css);
});

/** Each script's import closure, read once for the whole build. */
const imports = oncePerKey((src: string) => importClosure(src, read));

/**
 * Each built HTML page, read once as it renders: its first screen's CSS goes inline and its
 * stylesheets load after the paint (../build/critical-css.ts); Astro's inline island runtime and
 * the site's client directives leave it for the islands' chunk (../build/platform-scripts.ts); it
 * gets its Content-Security-Policy `<meta>` (../build/security-headers.ts), which goes to the
 * build's report too (the `_headers` file is made of them, ./security-headers.ts), and its module
 * preloads (./module-preload.ts). Anything else passes as it is. Reading a page as text, or once per job,
 * cost about 1.7 ms a page more here (34 s over the 20,000 pages of a 10,000-item list). Astro's
 * own policy (`security.csp`) hashed each page's inline CSS again on every page, about 5 s of those
 * 20,000 pages, and listed every script and stylesheet of the site on each of them.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = Buffer.from(await response.arrayBuffer()).toString('utf8');
  let page = Buffer.from(withoutPlatformScripts(withCriticalCss(html, sheets) ?? html, PLATFORM_SCRIPTS));
  const report = renderReport();
  if (report) {
    report.pages++;
    let policed;
    try {
      policed = withPagePolicy(page, buildScripts);
    } catch (error) {
      const where = `${pageFile(context.url.pathname)} (${context.url.pathname})`;
      throw new Error(`${where}: ${(error as Error).message}. Only the scripts the build makes may run; remove it from the content this page shows.`);
    }
    if (policed) {
      page = policed.page;
      report.policies.add(policed.csp);
      report.pagesWithPolicy++;
    }
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(withModulePreloads(page, imports) ?? page, { status: response.status, statusText: response.statusText, headers });
});
