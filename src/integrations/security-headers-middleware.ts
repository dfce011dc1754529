import { Buffer } from 'node:buffer';
import { defineMiddleware } from 'astro:middleware';
import { pagePolicy } from '../build/security-headers';
import { renderReport } from '../build/render-report';

/**
 * Each built page reports its policy and inline styles as it renders (./security-headers.ts makes
 * `_headers` of them), and goes out unchanged. Registered for builds only.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const report = renderReport();
  if (!report || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = Buffer.from(await response.arrayBuffer());
  const { csp, inlineStyles } = pagePolicy(page);
  report.pages++;
  for (const source of inlineStyles) report.inlineStyles.add(source);
  if (csp !== undefined) {
    report.policies.add(csp);
    report.pagesWithPolicy++;
  }
  return new Response(page, { status: response.status, statusText: response.statusText, headers: response.headers });
});
