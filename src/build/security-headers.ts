import { createHash } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { withBase } from '../i18n/url.ts';
import { SITE } from '../site.config.ts';

/** HTTP headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages…). */

/** The `Strict-Transport-Security` value for the owner's setting (src/site.config.ts, `hsts`). */
export function hstsHeader({ maxAge, includeSubDomains }: { maxAge: number; includeSubDomains: boolean }): string {
  return `max-age=${Math.max(0, Math.floor(maxAge))}${includeSubDomains ? '; includeSubDomains' : ''}`;
}

/** Headers sent with every page, beside the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // HTTPS only, as the owner set it (browsers ignore it over plain HTTP).
  'Strict-Transport-Security': hstsHeader(SITE.hsts),
};

/** The longest `_headers` line hosts read (Cloudflare Pages: 2,000 characters). */
export const HEADERS_LINE_LIMIT = 2000;

/** Directives a `<meta>` CSP cannot carry; only a real header can. */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'";

/** The CSP of a built page, read from its `<meta http-equiv="content-security-policy">`. */
export function cspFromHtml(html: string): string | undefined {
  const match = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html);
  if (!match) return undefined;
  return match[1]!
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

/** The CSP source allowing one inline style (`'sha256-…'`): the hash of its text as UTF-8. */
const styleSource = (css: string | Uint8Array) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The CSP source of each inline `<style>` of a built page (`'sha256-…'`). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => styleSource(m[1]!));
}

const CSP_META = Buffer.from('http-equiv="content-security-policy"');
const STYLE_OPEN = Buffer.from('<style');
const STYLE_CLOSE = Buffer.from('</style>');

/**
 * A built page's policy and the CSP sources of its inline styles, read from its bytes: only the
 * policy's own tag is decoded (decoding whole pages was most of the time a large site spent here,
 * about 1 ms a page). Styles are hashed as the bytes they are, which is what a browser hashes.
 */
export function pagePolicy(page: Buffer): { csp: string | undefined; inlineStyles: string[] } {
  const at = page.indexOf(CSP_META);
  const tag = at < 0 ? -1 : page.lastIndexOf('<meta', at);
  const csp = tag < 0 ? undefined : cspFromHtml(page.toString('utf8', tag, page.indexOf('>', at) + 1));
  const inlineStyles: string[] = [];
  for (let open = page.indexOf(STYLE_OPEN); open >= 0; ) {
    const start = page.indexOf('>', open) + 1;
    const end = start > 0 ? page.indexOf(STYLE_CLOSE, start) : -1;
    if (end < 0) break;
    inlineStyles.push(styleSource(page.subarray(start, end)));
    open = page.indexOf(STYLE_OPEN, end);
  }
  return { csp, inlineStyles };
}

/**
 * A policy whose `style-src` keeps only the hashes in `inlined`, the styles some page of the site
 * inlines. The framework also lists the CSS files of its client build, which the site inlines
 * page by page instead: hashes no document can use, which only lengthen the policy.
 */
export function keepInlinedStyleHashes(csp: string, inlined: ReadonlySet<string>): string {
  return [...parsePolicy(csp)]
    .map(([name, sources]) => [name, ...(name === 'style-src' ? sources.filter((s) => !/^'sha\d+-/.test(s) || inlined.has(s)) : sources)].join(' '))
    .join('; ');
}

/** The `_headers` file: every header for every path, long caching for hashed assets, none for the build id. */
export function headersFile(csp: string, base = '/'): string {
  const policy = `${csp.replace(/;?\s*$/, ';')} ${HEADER_ONLY_CSP}`;
  const lines = ['/*', `  Content-Security-Policy: ${policy}`];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push('', withBase('_astro/*', base), '  Cache-Control: public, max-age=31536000, immutable');
  // Polled to detect a new deployment: never served from a stale cache.
  lines.push('', withBase('latest-build.json', base), '  Cache-Control: no-cache', '');
  return lines.join('\n');
}

/** A CSP as its directives in order: name → sources. */
function parsePolicy(csp: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * One policy for every path of `_headers`: each page's `<meta>` CSP lists the hashes of its own
 * inline styles and scripts; the union of all pages' sources lets every page's inline code run
 * under the header (sources in first-seen order, so the result is stable).
 */
export function unionPolicy(policies: readonly string[]): string {
  const union = new Map<string, string[]>();
  for (const policy of policies) {
    for (const [name, sources] of parsePolicy(policy)) {
      const known = union.get(name);
      if (!known) union.set(name, [...sources]);
      else for (const source of sources) if (!known.includes(source)) known.push(source);
    }
  }
  return [...union].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
