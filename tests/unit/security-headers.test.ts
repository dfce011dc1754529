import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { hashSources, HEADER_ONLY_CSP, headerPolicy, headersFile, hstsHeader, POLICY_DIRECTIVES, SECURITY_HEADERS, unionPolicy, withPagePolicy } from '../../src/build/security-headers';
import { cspFromHtml } from '../support/csp';

describe('cspFromHtml (a test helper)', () => {
  it('reads the policy of a built page, entities decoded', () => {
    expect(cspFromHtml(`<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"></head>`)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='",
    );
    expect(cspFromHtml(`<meta http-equiv="content-security-policy" content="a &#39;self&#39; &amp;">`)).toBe("a 'self' &");
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
    expect(file).toContain('/portfolio/art/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
  it('never lets a cache keep the latest-build file', () => {
    expect(file).toContain('/portfolio/latest-build.json\n  Cache-Control: no-cache');
  });
});

describe('headerPolicy', () => {
  it('lists every page’s scripts by hash, and leaves inline styles to each page’s own policy', () => {
    const a = "default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self' 'sha256-x='";
    const b = "default-src 'self'; script-src 'self' 'sha256-B='; style-src 'self' 'sha256-y='";
    expect(headerPolicy([a, b])).toBe("default-src 'self'; script-src 'self' 'sha256-A=' 'sha256-B='; style-src 'self' 'unsafe-inline'");
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

describe('withPagePolicy', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
  const sources = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
  const BUILD = hashSources(['theme("é")', '{}', 'go()', 'x()']);

  it('allows the page’s inline scripts and styles by hash, in the head and the body, as their UTF-8 text', () => {
    const html = page('<script>theme("é")</script><style>a{content:"’"}</style>', '<p>é</p><style>p{color:blue}</style><script type="speculationrules">{}</script><script type="module">go()</script>');
    const { csp } = withPagePolicy(Buffer.from(html), BUILD)!;
    expect(sources(csp, 'script-src')).toEqual(["'self'", hash('theme("é")'), hash('{}'), hash('go()')]);
    expect(sources(csp, 'style-src')).toEqual(["'self'", hash('a{content:"’"}'), hash('p{color:blue}')]);
    expect(csp.startsWith(POLICY_DIRECTIVES.join('; '))).toBe(true);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('leaves out scripts loaded from a file, data blocks (JSON-LD), noscript, and repeats', () => {
    const html = page('<script type="module" src="/a.js"></script><script type="application/ld+json">{"@type":"Book"}</script><noscript><p>no</p></noscript>', '<style>a{}</style><style>a{}</style>');
    const { csp } = withPagePolicy(Buffer.from(html), BUILD)!;
    expect(sources(csp, 'script-src')).toEqual(["'self'"]);
    expect(sources(csp, 'style-src')).toEqual(["'self'", hash('a{}')]);
  });

  it('puts the policy right after the charset, before any script or style, and changes nothing else', () => {
    const html = page('<script>x()</script>', '<p>é</p>');
    const { page: policed, csp } = withPagePolicy(Buffer.from(html), BUILD)!;
    const text = policed.toString('utf8');
    expect(text.indexOf('<meta http-equiv="content-security-policy"')).toBe(text.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length);
    expect(cspFromHtml(text)).toBe(csp);
    expect(text.replace(/<meta http-equiv="content-security-policy"[^>]*>/, '')).toBe(html);
  });

  it('stops at an element left open, and leaves a page without a charset as it is', () => {
    const { csp } = withPagePolicy(Buffer.from(page('<style>a{}</style><style>b{')), BUILD)!;
    expect(sources(csp, 'style-src')).toEqual(["'self'", hash('a{}')]);
    expect(withPagePolicy(Buffer.from('<p>x</p>'), BUILD)).toBeUndefined();
  });

  it('reads markup in attribute values, titles and comments as text: an item about <script> and <style> keeps its page’s policy', () => {
    const about = 'Where to put <script> and <style> tags</title>';
    const html = page(
      `<title>${about.replaceAll('<', '&lt;')}</title><meta name="description" content="${about}"><meta property="og:title" content='${about}'><script>theme("é")</script><style>a{}</style>`,
      `<!-- <script>no()</script> --><p data-x="<style>">x</p><style>p{}</style><script type="speculationrules">{}</script>`,
    );
    const { csp } = withPagePolicy(Buffer.from(html), BUILD)!;
    expect(sources(csp, 'script-src')).toEqual(["'self'", hash('theme("é")'), hash('{}')]);
    expect(sources(csp, 'style-src')).toEqual(["'self'", hash('a{}'), hash('p{}')]);
  });

  it('hashes a style inside inline SVG as the browser does: its decoded text (>, quotes, & and CDATA in a portrait)', () => {
    // A portrait as svgo writes it (src/data/portrait.ts): `>`, quotes and `&` as references, a CDATA section kept.
    const svg = `<svg viewBox="0 0 10 10"><style>circle &gt; * { fill: &quot;x&quot; } [title=&apos;a&amp;b&apos;] {}<![CDATA[ .b > .c { content: "&amp;" } ]]><!-- x --></style><circle r="5"/></svg>`;
    const { csp } = withPagePolicy(Buffer.from(page('<style>a{}</style>', svg)), BUILD)!;
    expect(sources(csp, 'style-src')).toEqual(["'self'", hash('a{}'), hash(`circle > * { fill: "x" } [title='a&b'] {} .b > .c { content: "&amp;" } `)]);
    expect(() => withPagePolicy(Buffer.from(page('', '<svg><style>a{content:"&eacute;"}</style></svg>')), BUILD)).toThrow('holds "&eacute;"');
  });

  it('fails on an inline script the build did not make, showing its start', () => {
    const html = page('<script>theme("é")</script>', `<svg><script>alert(document.cookie)${' '.repeat(200)}x</script></svg>`);
    expect(() => withPagePolicy(Buffer.from(html), BUILD)).toThrow('an inline script the build did not make: <script>alert(document.cookie) x</script>');
    expect(() => withPagePolicy(Buffer.from(page('<script type="module">evil()</script>')), BUILD)).toThrow(/did not make: <script>evil\(\)<\/script>/);
    // A data block runs nothing: it needs no allowing.
    expect(withPagePolicy(Buffer.from(page('<script type="application/ld+json">{"a":1}</script>')), BUILD)).toBeDefined();
  });
});
