import { describe, expect, it } from 'vitest';
import { blocksToMarkdown, escapeMarkdown, type NotionBlock } from '../../src/build/notion/blocks';
import { renderNotes } from '../../src/build/readings/notes';
import { block, text } from '../support/fake-notion';

const markdownOf = (...blocks: unknown[]) => blocksToMarkdown(blocks as NotionBlock[]);
const htmlOf = (...blocks: unknown[]) => renderNotes(markdownOf(...blocks).markdown);

describe('Notion blocks → Markdown notes', () => {
  it('writes paragraphs, quotes, headings and bulleted lists', () => {
    const { markdown, skipped } = markdownOf(
      block('heading_1', [text('Why it matters')]),
      block('paragraph', [text('First line\nsecond line')]),
      block('quote', [text('A quote\non two lines')]),
      block('heading_3', [text('Points')]),
      block('bulleted_list_item', [text('one')]),
      block('bulleted_list_item', [text('two')]),
      block('paragraph', []),
      block('heading_2', [text('End')]),
    );
    expect(skipped).toEqual([]);
    expect(markdown).toBe('# Why it matters\n\nFirst line\\\nsecond line\n\n> A quote\\\n> on two lines\n\n### Points\n\n- one\n- two\n\n## End');
    expect(renderNotes(markdown).html).toBe(
      '<h2>Why it matters</h2>\n<p>First line<br>\nsecond line</p>\n<blockquote>\n<p>A quote<br>\non two lines</p>\n</blockquote>\n' +
        '<h4>Points</h4>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<h3>End</h3>',
    );
  });

  it('keeps bold, italic, inline code and web links, with spaces outside the markers', () => {
    const { markdown } = markdownOf(
      block('paragraph', [
        text('Read '),
        text('this ', { bold: true }),
        text('now', { italic: true, bold: true }),
        text(', run '),
        text('a`b', { code: true }),
        text(' and see '),
        text('the talk', {}, 'https://example.com/a talk(1)'),
        text(' or '),
        text('a page', {}, '/0f0f0f0f000040008000000000000001'),
        text(' or '),
        text('this', {}, 'javascript:alert(1)'),
      ]),
    );
    expect(markdown).toBe('Read **this** ***now***, run ``a`b`` and see [the talk](https://example.com/a%20talk%281%29) or a page or this');
    expect(renderNotes(markdown).html).toBe(
      '<p>Read <strong>this</strong> <em><strong>now</strong></em>, run <code>a`b</code> and see <a href="https://example.com/a%20talk%281%29">the talk</a> or a page or this</p>',
    );
  });

  it('escapes Markdown and HTML in plain text, so Notion text is shown as it is', () => {
    const typed = '# not a heading\n- not a list\n1. not numbered\n<script>alert(1)</script> &amp; *a* _b_ `c` [d](https://e.example) ![f](g) ===';
    const { html, rawHtml } = htmlOf(block('paragraph', [text(typed)]), block('quote', [text('> <img src=x onerror=alert(1)>')]));
    expect(rawHtml).toBe(false);
    expect(html).toBe(
      '<p># not a heading<br>\n- not a list<br>\n1. not numbered<br>\n&#x3C;script>alert(1)&#x3C;/script> &#x26;amp; *a* _b_ `c` [d](https://e.example) ![f](g) ===</p>\n' +
        '<blockquote>\n<p>> &#x3C;img src=x onerror=alert(1)></p>\n</blockquote>',
    );
    expect(escapeMarkdown('2) a + b = c')).toBe('2\\) a \\+ b \\= c');
  });

  it('leaves out other block types, naming each once, and indented text never becomes code', () => {
    const { markdown, skipped } = markdownOf(
      block('image'),
      block('paragraph', [text('    kept')]),
      block('to_do', [text('a task')]),
      block('image'),
      { object: 'block', id: 'x', type: 'unsupported', unsupported: { block_type: 'form' } },
      block('numbered_list_item', [text('one')]),
    );
    expect(markdown).toBe('kept');
    expect(skipped).toEqual(['image', 'to_do', 'unsupported', 'numbered_list_item']);
  });
});
