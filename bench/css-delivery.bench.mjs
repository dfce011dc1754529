// Inlined or linked CSS, in bytes, from a built site (`dist/`, or BENCH_DIST): for each page type,
// the first visit's document (gzip) as built, with its CSS inlined, and as it would be with that
// CSS in a linked file; then a visit of five pages in a row (home, list, book, lab, about), where
// a linked file already fetched comes from the cache, both with each page's own CSS file and with
// one stylesheet for the whole site (every page's rules together). Linked CSS costs one render-blocking request
// on a first visit, a round trip the inlined CSS does not wait for.
// `node bench/css-delivery.bench.mjs [dist]`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import '../tools/resolve-ts.mjs';

const { PAGE_TYPES } = await import('../tests/support/page-types.ts');

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const JOURNEY = ['home', 'list', 'item (book)', 'lab', 'about'];

/** A page's bytes both ways: inlined (as built) and linked (its CSS as one cacheable file). */
function delivery(dist, file) {
  const html = readFileSync(`${dist}/${file}`, 'utf8');
  const css = [...html.matchAll(STYLE)].map((m) => m[1]).join('\n');
  const linkedHtml = html.replace(STYLE, '').replace('</head>', '<link rel="stylesheet" href="/_astro/page.00000000.css"></head>');
  return {
    cssText: css,
    inlined: gzip(html),
    linkedDocument: gzip(linkedHtml),
    css: gzip(css),
    cssKey: createHash('sha256').update(css).digest('hex'),
  };
}

export async function run(dist = process.env.BENCH_DIST ?? new URL('../dist', import.meta.url).pathname) {
  const rows = PAGE_TYPES.map((page) => ({ page, ...delivery(dist, page.file) }));
  console.log('page | inlined document | linked: document + CSS file (first visit)');
  for (const r of rows) {
    console.log(`${r.page.path.padEnd(50)} ${kb(r.inlined).padStart(8)} | ${kb(r.linkedDocument)} + ${kb(r.css)}`);
  }
  // One site stylesheet: each distinct page stylesheet's rules, once.
  const siteRules = new Set(rows.flatMap((r) => r.cssText.match(/[^{}]+\{[^{}]*\}|@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g) ?? []));
  const siteCss = gzip([...siteRules].join(''));
  console.log(`\none stylesheet for the whole site: ${kb(siteCss)} gzip`);
  for (const locale of new Set(rows.map((r) => r.page.locale))) {
    const pages = JOURNEY.map((kind) => rows.find((r) => r.page.locale === locale && r.page.kind === kind));
    const cached = new Set();
    let linked = 0;
    for (const r of pages) {
      linked += r.linkedDocument + (cached.has(r.cssKey) ? 0 : r.css);
      cached.add(r.cssKey);
    }
    const inlined = pages.reduce((sum, r) => sum + r.inlined, 0);
    const shared = siteCss + pages.reduce((sum, r) => sum + r.linkedDocument, 0);
    console.log(
      `\n${locale}: ${JOURNEY.join(' → ')}: inlined ${kb(inlined)}, linked per page ${kb(linked)}, one site stylesheet ${kb(shared)} ` +
        `(${new Set(pages.map((r) => r.cssKey)).size} distinct CSS files; first page ${kb(pages[0].inlined)} inlined, ` +
        `${kb(pages[0].linkedDocument)} + ${kb(pages[0].css)} linked, one more round trip before its first paint)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv[2]);
