import { hash } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { withBase } from '../i18n/url.ts';
import { SITE } from '../site.config.ts';
import { CONNECT_SOURCES, IMAGE_SOURCES } from '../lib/external-origins.ts';
import { foreignText, inlineElements, type InlineElement } from './inline-elements.ts';

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

/** What every page's policy allows besides its own inline scripts and styles, which it allows by hash. */
export const POLICY_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  `connect-src 'self' ${CONNECT_SOURCES.join(' ')}`,
  `img-src 'self' data: ${IMAGE_SOURCES.join(' ')}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The CSP source allowing one inline script or style (`'sha256-…'`): the hash of its text as UTF-8. */
const hashSource = (text: string | Uint8Array) => `'sha256-${hash('sha256', text, 'base64')}'`;

const CHARSET = Buffer.from('<meta charset="utf-8">');

/** A `<script>` the policy must allow: inline, and code, not a data block such as JSON-LD. */
const isInlineCode = ({ attributes }: InlineElement) => !('src' in attributes) && !/^\s*application\/(?:[\w.+-]+\+)?json\s*$/i.test(attributes.type ?? '');

/** The sources allowing these inline scripts or styles, each once. */
export const hashSources = (texts: readonly (string | Uint8Array)[]): Set<string> => new Set(texts.map(hashSource));

/** The policy of a page with these inline scripts and styles: the site's directives, and their hashes only. */
function pagePolicyFor(scripts: ReadonlySet<string>, styles: ReadonlySet<string>): string {
  const sources = (hashes: ReadonlySet<string>) => [...hashes].map((source) => ` ${source}`).join('');
  return [...POLICY_DIRECTIVES, `script-src 'self'${sources(scripts)}`, `style-src 'self'${sources(styles)}`].join('; ');
}

/** The start of a script, to name it: one line, at most 80 characters. */
const preview = (code: string) => {
  const line = code.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * A built page with its own Content-Security-Policy `<meta>`, right after its charset (before
 * any script or style): it allows the page's own inline styles and scripts by hash, read from its
 * bytes, which is what a browser hashes (inside inline SVG, their decoded text: `foreignText`). Its
 * elements are found as a browser's tokenizer finds them
 * (./inline-elements.ts). `undefined` for a page without a charset `<meta>` (not one of the site's
 * documents). Throws on an inline script whose source `buildScripts` does not hold: only the code the
 * build makes runs (./build-scripts.ts).
 */
export function withPagePolicy(page: Buffer, buildScripts: ReadonlySet<string>): { page: Buffer<ArrayBuffer>; csp: string } | undefined {
  const at = page.indexOf(CHARSET);
  if (at < 0) return undefined;
  // One character a byte: the tokenizer's offsets are the page's byte offsets, whatever its text.
  const elements = inlineElements(page.toString('latin1'));
  // What the browser hashes: the bytes, or inside inline SVG the decoded text.
  const bytes = (element: InlineElement) => {
    const raw = page.subarray(element.start, element.end);
    return element.foreign ? Buffer.from(foreignText(raw.toString('utf8'))) : raw;
  };
  const code = elements.filter((element) => element.name === 'script' && isInlineCode(element)).map(bytes);
  const scripts = code.map(hashSource);
  const foreign = scripts.findIndex((source) => !buildScripts.has(source));
  if (foreign >= 0) throw new Error(`an inline script the build did not make: <script>${preview(code[foreign]!.toString('utf8'))}</script>`);
  const styles = hashSources(elements.filter((element) => element.name === 'style').map(bytes));
  const csp = pagePolicyFor(new Set(scripts), styles);
  const meta = Buffer.from(`<meta http-equiv="content-security-policy" content="${csp}">`);
  const cut = at + CHARSET.length;
  return { page: Buffer.concat([page.subarray(0, cut), meta, page.subarray(cut)]), csp };
}

/** The `_headers` file: every header for every path, long caching for hashed assets, none for the build id. */
export function headersFile(csp: string, base = '/'): string {
  const policy = `${csp.replace(/;?\s*$/, ';')} ${HEADER_ONLY_CSP}`;
  const lines = ['/*', `  Content-Security-Policy: ${policy}`];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  // Files whose names change with their content: the bundles, and the projects' pictures (src/data/project-art.ts).
  for (const hashed of ['_astro/*', 'art/*']) lines.push('', withBase(hashed, base), '  Cache-Control: public, max-age=31536000, immutable');
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

/**
 * The policy `_headers` sends with every path: the union of the pages' policies (`unionPolicy`),
 * but for styles `'self' 'unsafe-inline'`. Each page inlines its own first screen's CSS
 * (./critical-css.ts), so their hashes would not fit a header line; a browser enforces the header
 * and the page's `<meta>` policy both, and the `<meta>` allows only that page's own styles by hash.
 * Scripts stay listed by hash in both.
 */
export function headerPolicy(policies: readonly string[]): string {
  return unionPolicy(policies)
    .split('; ')
    .map((directive) => (directive.startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : directive))
    .join('; ');
}
