/**
 * Module scripts after first paint. A `<script type="module" src>` in a built page is asked for as
 * soon as the parser meets it, at high priority, beside what the first paint needs. The after-paint
 * integration takes them out of the page and names them, with the chunks they import, in one
 * `<meta>`; the before-paint script (src/scripts/theme-init.ts) adds them once the page has loaded
 * and painted, the chunks as module preloads so that they load beside the scripts.
 */

/** The `<meta name>` that lists a page's module scripts (content) and their chunks (`data-preload`). */
export const MODULE_SCRIPTS_META = 'module-scripts';

const MODULE_SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi;
const isModule = (attributes: string) => /\btype=["']?module\b/i.test(attributes);
const srcOf = (attributes: string) => /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];

/** The `src` of every external module script in a page, in document order. */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(MODULE_SCRIPT)) {
    const src = isModule(match[1]!) ? srcOf(match[1]!) : undefined;
    if (src) sources.push(src);
  }
  return sources;
}

/**
 * Every module the entries import statically, directly or not, entries excluded, in the order
 * they are first reached. `importsOf` gives one module's static imports as resolved URLs.
 */
export function staticImportClosure(entries: readonly string[], importsOf: (url: string) => readonly string[]): string[] {
  const seen = new Set(entries);
  const found: string[] = [];
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    for (const dependency of importsOf(url)) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      found.push(dependency);
      queue.push(dependency);
    }
  }
  return found;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page without the external module scripts `scripts` and without module
 * preloads, naming them instead in the `<meta>` at the end of its head: `scripts` as its content,
 * `chunks` as its `data-preload`. A page without module scripts is returned as it is.
 */
export function withScriptsAfterPaint(html: string, scripts: readonly string[], chunks: readonly string[]): string {
  if (scripts.length === 0) return html;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('after-paint: the page has no </head>');
  const listed = new Set(scripts);
  const strip = (part: string) =>
    part
      .replace(MODULE_SCRIPT, (tag, attributes: string) => (isModule(attributes) && listed.has(srcOf(attributes) ?? '') ? '' : tag))
      .replace(/<link rel="modulepreload" href="[^"]*">/g, '');
  const meta = `<meta name="${MODULE_SCRIPTS_META}" content="${escapeAttribute(scripts.join(' '))}"${
    chunks.length > 0 ? ` data-preload="${escapeAttribute(chunks.join(' '))}"` : ''
  }>`;
  return `${strip(html.slice(0, end))}${meta}${strip(html.slice(end))}`;
}
