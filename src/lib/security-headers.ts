/** HTTP headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages…). */

/** Headers sent with every page, beside the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // HTTPS only, for two years, subdomains included (browsers ignore it over plain HTTP).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

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

/** The `_headers` file: every header for every path, long caching for hashed assets, none for the build id. */
export function headersFile(csp: string, base = '/'): string {
  const policy = `${csp.replace(/;?\s*$/, ';')} ${HEADER_ONLY_CSP}`;
  const lines = ['/*', `  Content-Security-Policy: ${policy}`];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  const root = base.replace(/\/?$/, '/');
  lines.push('', `${root}_astro/*`, '  Cache-Control: public, max-age=31536000, immutable');
  // Polled to detect a new deployment: never served from a stale cache.
  lines.push('', `${root}latest-build.json`, '  Cache-Control: no-cache', '');
  return lines.join('\n');
}
