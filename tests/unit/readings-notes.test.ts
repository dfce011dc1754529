import { describe, expect, it } from 'vitest';
import { renderNotes } from '../../src/build/readings/notes';
import { POLICY_DIRECTIVES } from '../../src/build/security-headers';

describe("the owner's notes", () => {
  it('render Markdown: paragraphs, quotes, lists, emphasis, links', () => {
    const { html, rawHtml } = renderNotes('Some *thoughts*.\n\n> A quote.\n\n- one\n- two\n\n[A link](https://example.com/)');
    expect(html).toContain('<em>thoughts</em>');
    expect(html).toContain('<blockquote>\n<p>A quote.</p>\n</blockquote>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://example.com/">A link</a>');
    expect(rawHtml).toBe(false);
  });

  it('start their headings at h2, under the page title', () => {
    expect(renderNotes('# Top\n\n## Next\n\n###### Deep').html).toBe('<h2>Top</h2>\n<h3>Next</h3>\n<h6>Deep</h6>');
  });

  it('drop raw HTML, event handlers, scripts and javascript: links, and say raw HTML was there', () => {
    const { html, rawHtml } = renderNotes(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)">\n\n<div onclick="alert(3)">x</div>\n\n[bad](javascript:alert(4)) [worse](JAVASCRIPT:alert(5)) ![i](javascript:alert(6))',
    );
    expect(rawHtml).toBe(true);
    expect(html).not.toMatch(/<script|<img[^>]*onerror|onclick|<div/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('<a>bad</a>');
  });

  it('show only the site’s own images: one from elsewhere is left out and named, for the build’s warning', () => {
    const { html, remoteImages } = renderNotes('![cat](https://tracker.example/cat.jpg) ![x](//cdn.example/x.png) ![own](/images/own.png)\n\n![d](data:image/png;base64,AAAA)');
    expect(remoteImages).toEqual(['https://tracker.example/cat.jpg', '//cdn.example/x.png']);
    expect(html).toBe('<p>  <img src="/images/own.png" alt="own"></p>\n<p></p>');
    expect(POLICY_DIRECTIVES.find((d) => d.startsWith('img-src'))).toBe("img-src 'self' data: https://lastfm.freetls.fastly.net");
  });

  it('are empty for an empty body', () => {
    expect(renderNotes(undefined)).toEqual({ html: '', rawHtml: false, remoteImages: [] });
    expect(renderNotes('  \n ')).toEqual({ html: '', rawHtml: false, remoteImages: [] });
  });
});
