import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspFromHtml, HEADERS_LINE_LIMIT, headersFile, inlineStyleHashes, keepInlinedStyleHashes, unionPolicy, withCsp } from '../lib/security-headers';
import { htmlFiles } from './built-pages';

/**
 * After the build: writes `dist/_headers` with one Content-Security-Policy for every path, the
 * union of what each page's `<meta>` allows, plus what only a header can say (`frame-ancestors`).
 * Each page keeps its own `<meta>` policy (its own inline styles and scripts only); a browser
 * enforces both, so a page runs exactly what its own policy allows. Style hashes that match no
 * page's inline CSS are dropped from the pages' policies first (see `keepInlinedStyleHashes`).
 */
export function securityHeaders(): AstroIntegration {
  let base = '/';
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        const pages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
        const inlined = new Set(pages.flatMap(inlineStyleHashes));
        const policies: string[] = [];
        await Promise.all(
          pages.map(async (html, i) => {
            const csp = cspFromHtml(html);
            if (csp === undefined) return;
            const kept = keepInlinedStyleHashes(csp, inlined);
            policies.push(kept);
            if (kept !== csp) await writeFile(files[i]!, withCsp(html, kept));
          }),
        );
        if (policies.length === 0) throw new Error('security-headers: no Content-Security-Policy <meta> in the built pages');
        const headers = headersFile(unionPolicy(policies), base);
        const longest = Math.max(...headers.split('\n').map((line) => line.length));
        if (longest > HEADERS_LINE_LIMIT) {
          throw new Error(`security-headers: a _headers line has ${longest} characters, over the ${HEADERS_LINE_LIMIT} hosts read (too many inline styles or scripts)`);
        }
        await writeFile(new URL('_headers', dir), headers);
        logger.info(`a policy per page on ${policies.length} pages; wrote _headers (longest line ${longest} characters)`);
      },
    },
  };
}
