import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { cspFromHtml, headersFile } from '../lib/security-headers';

/**
 * Writes `dist/_headers` after the build, with the same Content-Security-Policy as the pages'
 * `<meta>` (hashes included) plus what only a header can say (`frame-ancestors`).
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
        const html = await readFile(new URL('index.html', dir), 'utf8');
        const csp = cspFromHtml(html);
        if (!csp) throw new Error('security-headers: no Content-Security-Policy <meta> in index.html');
        await writeFile(new URL('_headers', dir), headersFile(csp, base));
        logger.info('wrote _headers');
      },
    },
  };
}
