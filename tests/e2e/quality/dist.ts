import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The built site, as `astro build` wrote it (the Playwright web server builds it first). */
export const DIST = join(import.meta.dirname, '..', '..', '..', 'dist');

/** Every file under `dir` whose name ends with `suffix`, as paths relative to `dir` with `/`. */
export function listFiles(suffix: string, dir: string = DIST): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(suffix)) found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return found.sort();
}

/** The URL path a built HTML file answers: `en/about/index.html` → `/en/about/`. */
export function pathOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * The built file a URL path reaches on a static host, or `undefined`: the file itself, else the
 * folder's `index.html`, else `<path>.html` (what `astro preview` and most hosts do).
 */
export function fileOfPath(pathname: string, dir: string = DIST): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/')
    ? [`${clean}index.html`]
    : [clean, `${clean}/index.html`, `${clean}.html`];
  return candidates.find((candidate) => {
    const full = join(dir, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}
