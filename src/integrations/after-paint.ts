import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init, parse } from 'es-module-lexer';
import { moduleScriptSources, staticImportClosure, withScriptsAfterPaint } from '../lib/after-paint';
import { htmlFiles } from './built-pages';

/**
 * After the build: every page's module scripts load once the page has painted (src/lib/after-paint.ts),
 * with the chunks they import preloaded beside them.
 */
export function afterPaint(): AstroIntegration {
  let base = '/';
  return {
    name: 'after-paint',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await init;
        const imports = new Map<string, string[]>();
        /** A built module's static imports, as root-relative URLs (`/_astro/…`). */
        const read = async (url: string): Promise<void> => {
          if (imports.has(url)) return;
          const code = await readFile(join(root, url.slice(base.length - 1)), 'utf8');
          const [found] = parse(code, url);
          const urls = found.filter((entry) => entry.d === -1 && entry.n?.startsWith('.')).map((entry) => new URL(entry.n!, `http://site${url}`).pathname);
          imports.set(url, urls);
          await Promise.all(urls.map(read));
        };
        const pages = await htmlFiles(root);
        let deferred = 0;
        await Promise.all(
          pages.map(async (file) => {
            const html = await readFile(file, 'utf8');
            const scripts = moduleScriptSources(html).filter((src) => src.startsWith(base));
            if (scripts.length === 0) return;
            await Promise.all(scripts.map(read));
            const chunks = staticImportClosure(scripts, (url) => imports.get(url) ?? []);
            deferred += 1;
            await writeFile(file, withScriptsAfterPaint(html, scripts, chunks));
          }),
        );
        logger.info(`module scripts after first paint on ${deferred} of ${pages.length} pages`);
      },
    },
  };
}
