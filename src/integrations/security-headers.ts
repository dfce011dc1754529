import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspFromHtml, headersFile, unionPolicy, withPolicy } from '../lib/security-headers';
import { htmlFiles } from './built-pages';

/**
 * After the build: gives every page the same Content-Security-Policy, the union of what each
 * page's `<meta>` allows (its inline styles are hashed per page, and client-side navigation keeps
 * the first page's policy), then writes `dist/_headers` with that policy plus what only a header
 * can say (`frame-ancestors`).
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
        const pages = await Promise.all((await htmlFiles(fileURLToPath(dir))).map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
        const policies = pages.map((page) => cspFromHtml(page.html)).filter((csp) => csp !== undefined);
        if (policies.length === 0) throw new Error('security-headers: no Content-Security-Policy <meta> in the built pages');
        const csp = unionPolicy(policies);
        await Promise.all(pages.map(({ file, html }) => (cspFromHtml(html) === undefined ? undefined : writeFile(file, withPolicy(html, csp)))));
        await writeFile(new URL('_headers', dir), headersFile(csp, base));
        logger.info(`one policy on ${policies.length} pages; wrote _headers`);
      },
    },
  };
}
