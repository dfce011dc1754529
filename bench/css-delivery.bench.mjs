// CSS delivery, in bytes, from a built site (`dist/`, or BENCH_DIST): each page carries its first
// screen's CSS inline and asks for its hashed stylesheets after the paint (src/build/critical-css.ts).
// For each page type: the document (gzip), the first screen's CSS in it, the stylesheets it names,
// and what the document would weigh with all of its stylesheets' CSS inline (as pages were built
// before). Then a visit of five pages in a row (home, list, book, lab, about): the bytes each page
// costs, a stylesheet already fetched coming from the cache, both ways.
// `node bench/css-delivery.bench.mjs [dist]`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import '../tools/resolve-ts.mjs';

const { PAGE_TYPES } = await import('../tests/support/page-types.ts');

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const JOURNEY = ['home', 'list', 'item (book)', 'lab', 'about'];

/** A page's document, its first screen's CSS, and the stylesheets it asks for after the paint. */
function delivery(dist, file) {
  const html = readFileSync(`${dist}/${file}`, 'utf8');
  const later = /<noscript>(.*?)<\/noscript>/.exec(html)?.[1] ?? '';
  const sheets = [...later.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  const css = sheets.map((href) => readFileSync(`${dist}/${href.replace(/^.*?\/_astro\//, '_astro/')}`, 'utf8'));
  const firstScreen = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const allInline = html.replace(/<template data-stylesheets>.*?<\/template><noscript>.*?<\/noscript>/, `<style>${css.join('')}</style>`);
  return { document: gzip(html), firstScreen: gzip(firstScreen), sheets: sheets.map((href, i) => ({ href, bytes: gzip(css[i]) })), allInline: gzip(allInline) };
}

export async function run(dist = process.env.BENCH_DIST ?? 'dist') {
  const rows = PAGE_TYPES.filter((p) => p.locale === 'fr').map((page) => ({ page, ...delivery(dist, page.file) }));
  console.log('| page type | document | its first screen’s CSS | stylesheets after the paint | all its CSS inline (before) |');
  console.log('|---|--:|--:|--:|--:|');
  for (const r of rows) {
    const sheets = r.sheets.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`| ${r.page.kind} | ${kb(r.document)} | ${kb(r.firstScreen)} | ${kb(sheets)} (${r.sheets.length}) | ${kb(r.allInline)} |`);
  }
  const cached = new Set();
  let total = 0;
  let before = 0;
  console.log('\n| visit | bytes now (document + sheets not cached) | all CSS inline (before) |');
  console.log('|---|--:|--:|');
  for (const kind of JOURNEY) {
    const r = rows.find((row) => row.page.kind === kind);
    const fresh = r.sheets.filter((s) => !cached.has(s.href));
    for (const s of fresh) cached.add(s.href);
    const now = r.document + fresh.reduce((sum, s) => sum + s.bytes, 0);
    total += now;
    before += r.allInline;
    console.log(`| ${kind} | ${kb(now)} (${fresh.length} new sheet(s)) | ${kb(r.allInline)} |`);
  }
  console.log(`| five pages | ${kb(total)} | ${kb(before)} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv[2]);
