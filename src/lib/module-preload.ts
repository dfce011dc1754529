/**
 * Module preloads for built pages. A page's module scripts import shared chunks, which a browser
 * only discovers once the importing script has arrived: one more round trip before the page's
 * scripts are ready. A `<link rel="modulepreload">` per imported chunk fetches them all at once.
 */

/** The `src` of every module script in a page, in document order. */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1]!;
    if (!/\btype=["']?module\b/i.test(attributes)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
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

/**
 * The page with a modulepreload link for each URL it does not already preload, right after the
 * last module script of its head (so the browser asks for them with the scripts), or at the end
 * of the head when it has none.
 */
export function withModulePreloads(html: string, urls: readonly string[]): string {
  const missing = urls.filter((url) => !html.includes(`<link rel="modulepreload" href="${url}">`));
  if (missing.length === 0) return html;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('module-preload: the page has no </head>');
  let at = end;
  for (const match of html.slice(0, end).matchAll(/<script\b[^>]*\btype=["']?module\b[^>]*>[\s\S]*?<\/script>/gi)) {
    at = match.index + match[0].length;
  }
  const links = missing.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
