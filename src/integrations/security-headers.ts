import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspFromHtml, HEADERS_LINE_LIMIT, headersFile, inlineStyleHashes, keepInlinedStyleHashes, policyPart, unionPolicy } from '../build/security-headers';
import { eachLimited, htmlFiles } from './built-pages';

/**
 * After the build: writes `dist/_headers` with one Content-Security-Policy for every path, the
 * union of what each page's `<meta>` allows, plus what only a header can say (`frame-ancestors`).
 * Each page keeps its own `<meta>` policy (its own inline styles and scripts only); a browser
 * enforces both, so a page runs exactly what its own policy allows. Style hashes that match no
 * page's inline CSS (the framework's own CSS files, which the site inlines instead) are left out
 * of the header (see `keepInlinedStyleHashes`).
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
        // A few pages at a time: a 10,000-item list makes 20,000 pages, too many to hold in memory.
        const files = await htmlFiles(fileURLToPath(dir));
        const inlined = new Set<string>();
        const distinct = new Set<string>();
        let pagesWithPolicy = 0;
        await eachLimited(files, 16, async (file) => {
          const html = policyPart(await readFile(file));
          for (const hash of inlineStyleHashes(html)) inlined.add(hash);
          const csp = cspFromHtml(html);
          if (csp === undefined) return;
          distinct.add(csp);
          pagesWithPolicy++;
        });
        const policies = [...distinct];
        if (policies.length === 0) throw new Error('security-headers: no Content-Security-Policy <meta> in the built pages');
        const headers = headersFile(keepInlinedStyleHashes(unionPolicy(policies), inlined), base);
        const longest = Math.max(...headers.split('\n').map((line) => line.length));
        if (longest > HEADERS_LINE_LIMIT) {
          throw new Error(`security-headers: a _headers line has ${longest} characters, over the ${HEADERS_LINE_LIMIT} hosts read (too many inline styles or scripts)`);
        }
        await writeFile(new URL('_headers', dir), headers);
        logger.info(`a policy per page on ${pagesWithPolicy} pages; wrote _headers (longest line ${longest} characters)`);
      },
    },
  };
}
