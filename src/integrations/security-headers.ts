import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspFromHtml, HEADERS_LINE_LIMIT, headersFile, unionPolicy } from '../lib/security-headers';
import { htmlFiles } from './built-pages';

/**
 * After the build: writes `dist/_headers` with one Content-Security-Policy for every path, the
 * union of what each page's `<meta>` allows, plus what only a header can say (`frame-ancestors`).
 * Each page keeps its own `<meta>` policy (its own inline styles and scripts only); a browser
 * enforces both, so a page runs exactly what its own policy allows.
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
        const pages = await Promise.all((await htmlFiles(fileURLToPath(dir))).map((file) => readFile(file, 'utf8')));
        const policies = pages.map(cspFromHtml).filter((csp) => csp !== undefined);
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
