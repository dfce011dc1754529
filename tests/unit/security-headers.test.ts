import { describe, expect, it } from 'vitest';
import { cspFromHtml, HEADER_ONLY_CSP, headersFile, hstsHeader, inlineStyleHashes, keepInlinedStyleHashes, pagePolicy, SECURITY_HEADERS, unionPolicy } from '../../src/build/security-headers';

const HTML = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"></head>`;

describe('cspFromHtml', () => {
  it('reads the policy of a built page', () => {
    expect(cspFromHtml(HTML)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='");
  });
  it('decodes entities', () => {
    expect(cspFromHtml(`<meta http-equiv="content-security-policy" content="a &#39;self&#39; &amp;">`)).toBe("a 'self' &");
  });
  it('returns undefined without a policy', () => {
    expect(cspFromHtml('<head></head>')).toBeUndefined();
  });
});

describe('headersFile', () => {
  const file = headersFile("default-src 'self'; script-src 'self';", '/portfolio');
  it('sends the page policy plus frame-ancestors to every path', () => {
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'; frame-ancestors 'none'\n/);
    expect(file).toContain(HEADER_ONLY_CSP);
  });
  it('lists every security header', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${name}: ${value}\n`);
  });
  it('keeps browsers on HTTPS', () => {
    expect(file).toMatch(/^ {2}Strict-Transport-Security: max-age=\d{8,}$/m);
  });
  it('caches hashed assets under the base for a year', () => {
    expect(file).toContain('/portfolio/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
  it('never lets a cache keep the latest-build file', () => {
    expect(file).toContain('/portfolio/latest-build.json\n  Cache-Control: no-cache');
  });
});

describe('unionPolicy', () => {
  it('lets every page’s inline styles and scripts run under one policy', () => {
    const a = "default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self' 'sha256-x='";
    const b = "default-src 'self';script-src 'self' 'sha256-B=';style-src 'self' 'sha256-y=' 'sha256-x='";
    expect(unionPolicy([a, b])).toBe("default-src 'self'; script-src 'self' 'sha256-A=' 'sha256-B='; style-src 'self' 'sha256-x=' 'sha256-y='");
  });
  it('keeps a directive only one page has, and leaves a single policy as it is', () => {
    expect(unionPolicy(["default-src 'self'", "img-src data:"])).toBe("default-src 'self'; img-src data:");
    expect(unionPolicy(["default-src 'self'; object-src 'none'"])).toBe("default-src 'self'; object-src 'none'");
  });
});

describe('keepInlinedStyleHashes', () => {
  it('drops the style hashes no page inlines, and nothing else', () => {
    const html = '<head><meta http-equiv="content-security-policy" content="x"><style>a{color:red}</style></head>';
    const [used] = inlineStyleHashes(html);
    expect(used).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const csp = `default-src 'self';style-src 'self' ${used} 'sha256-unused='; script-src 'self' 'sha256-script='`;
    const kept = keepInlinedStyleHashes(csp, new Set([used!]));
    expect(kept).toBe(`default-src 'self'; style-src 'self' ${used}; script-src 'self' 'sha256-script='`);
  });
});

describe('hstsHeader', () => {
  it('holds subdomains to HTTPS only when the owner says all of them serve it', () => {
    expect(hstsHeader({ maxAge: 63_072_000, includeSubDomains: false })).toBe('max-age=63072000');
    expect(hstsHeader({ maxAge: 63_072_000, includeSubDomains: true })).toBe('max-age=63072000; includeSubDomains');
  });
  it('never sends a negative or fractional age', () => {
    expect(hstsHeader({ maxAge: -5, includeSubDomains: false })).toBe('max-age=0');
    expect(hstsHeader({ maxAge: 10.7, includeSubDomains: false })).toBe('max-age=10');
  });
});

describe('pagePolicy', () => {
  const page = (body: string) => `<html><head><meta http-equiv="content-security-policy" content="default-src &#39;self&#39;"><style>a{content:"é"}</style></head><body>${body}</body></html>`;

  it('reads the policy and hashes every inline style, in the head and the body, as the text does', () => {
    const html = page('<p>é · 10 000 lignes</p><style>p{color:blue}</style><p>’…</p>');
    const { csp, inlineStyles } = pagePolicy(Buffer.from(html));
    expect(csp).toBe("default-src 'self'");
    expect(csp).toBe(cspFromHtml(html));
    expect(inlineStyles).toHaveLength(2);
    expect(inlineStyles).toEqual(inlineStyleHashes(html));
  });

  it('finds no policy and no style where a page has none', () => {
    expect(pagePolicy(Buffer.from('<p>x</p>'))).toEqual({ csp: undefined, inlineStyles: [] });
  });

  it('stops at a style left open, without a hash for it', () => {
    const { inlineStyles } = pagePolicy(Buffer.from('<style>a{}</style><style>b{'));
    expect(inlineStyles).toEqual(inlineStyleHashes('<style>a{}</style>'));
  });
});
