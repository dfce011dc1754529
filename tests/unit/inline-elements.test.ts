import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { foreignText, inlineElements } from '../../src/build/inline-elements';

/** The same elements as htmlparser2 (a full HTML tokenizer) finds them: name, attributes and text. */
function reference(html: string) {
  const found: { name: string; attributes: Record<string, string>; text: string }[] = [];
  let open: { name: string; attributes: Record<string, string>; start: number } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') open = { name, attributes, start: parser.endIndex + 1 };
      },
      onclosetag(name, implied) {
        if (open?.name === name && !implied) found.push({ name, attributes: name === 'script' ? open.attributes : {}, text: html.slice(open.start, parser.startIndex) });
        open = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}

const ours = (html: string) => inlineElements(html).map(({ name, attributes, start, end }) => ({ name, attributes, text: html.slice(start, end) }));
const texts = (html: string) => inlineElements(html).map(({ name, start, end }) => `${name}:${html.slice(start, end)}`);

describe('inlineElements', () => {
  it('finds scripts and styles, their attributes and their text', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><style>a{}</style><script type="module" src="/a.js"></script></head><body><script>go()</script></body></html>';
    expect(ours(html)).toEqual([
      { name: 'style', attributes: {}, text: 'a{}' },
      { name: 'script', attributes: { type: 'module', src: '/a.js' }, text: '' },
      { name: 'script', attributes: {}, text: 'go()' },
    ]);
  });

  it('reads markup in a quoted attribute value as text (an item named after the tags it is about)', () => {
    const html = `<meta name="description" content="Where to put <script> and <style> tags"><meta property='og:title' content='</style><style>x{}'><style>a{}</style>`;
    expect(texts(html)).toEqual(['style:a{}']);
  });

  it('reads a title, a textarea and a comment as text, whatever markup they hold', () => {
    const html = '<title>Where to put &lt;script&gt; <script>no()</script></title><textarea><style>no{}</style></textarea><!-- <script>no()</script> --><style>a{}</style>';
    expect(texts(html)).toEqual(['style:a{}']);
  });

  it('runs a script’s text to its own end tag, in any case, markup inside included', () => {
    expect(texts('<SCRIPT>a("<style>", "</scr" + "ipt>")</Script ><style>b{}</STYLE\n>')).toEqual(['script:a("<style>", "</scr" + "ipt>")', 'style:b{}']);
    expect(texts('<script>x("</scripts>")</script>')).toEqual(['script:x("</scripts>")']);
  });

  it('ends comments as browsers do', () => {
    expect(texts('<!--><style>a{}</style><!---><style>b{}</style><!-- x --!><style>c{}</style>')).toEqual(['style:a{}', 'style:b{}', 'style:c{}']);
  });

  it('leaves out an element left open at the end of the page', () => {
    expect(texts('<style>a{}</style><style>b{')).toEqual(['style:a{}']);
    expect(texts('<style>a{}</style><script type="')).toEqual(['style:a{}']);
  });

  it('inside inline SVG, reads a style to its end tag past CDATA and comments, and gives the text the browser hashes', () => {
    const html = '<svg><title>t</title><style>a &gt; b<![CDATA[ </style> ]]><!-- </style> --></style><svg/><style/></svg><style>c{}</style><math><script>&#x41;</script></math>';
    const found = inlineElements(html);
    expect(found.map(({ name, foreign }) => [name, foreign ?? false])).toEqual([['style', true], ['style', false], ['script', true]]);
    expect(found.map(({ start, end }) => foreignText(html.slice(start, end)))).toEqual(['a > b </style> ', 'c{}', 'A']);
  });

  it('finds what htmlparser2 finds, on pages made of tricky pieces', () => {
    const pieces = [
      '<p>', '</p>', 'text', 'é’', '<', '>', '"', "'", '=', ' ', '/', '\n',
      '<meta content="<script>x()</script>">', "<p title='</style><style>'>", '<img alt=">" src=x>', '<a href=y>z</a>', '<br/>',
      '<!-- <script>c()</script> -->', '<!-->', '<!--->', '<!-- a --!>', '<!DOCTYPE html>', '<?xml ?>', '</ p>', '</>', '</p title=">">',
      '<title>a <script>t()</script></title>', '<textarea><style>q{}</style></textarea>', '<iframe><script>i()</script></iframe>',
      '<script>s()</script>', '<script type="module">m("</scr"+"ipt>")</script>', '<script src="/a.js"></script>', '<script type="application/ld+json">{"a":"</p>"}</script>',
      '<style>a{}</style>', '<STYLE>b{}</Style >', '<script\n>x</script\t>', '<svg><style>s{}</style></svg>', '<noscript><p>n</p></noscript>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const html = parts.join('');
        expect(ours(html)).toEqual(reference(html));
      }),
      { numRuns: 3000 },
    );
  });
});
