import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init, parse } from 'es-module-lexer';
import { moduleScriptSources, staticImportClosure, withModulePreloads } from '../lib/module-preload';
import { htmlFiles } from './built-pages';

/**
 * After the build: every page preloads the chunks its module scripts import, so that they load
 * beside the scripts instead of after them (src/lib/module-preload.ts).
 */
export function modulePreload(): AstroIntegration {
  let base = '/';
  return {
    name: 'module-preload',
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
        let preloaded = 0;
        await Promise.all(
          pages.map(async (file) => {
            const html = await readFile(file, 'utf8');
            const scripts = moduleScriptSources(html).filter((src) => src.startsWith(base));
            await Promise.all(scripts.map(read));
            const chunks = staticImportClosure(scripts, (url) => imports.get(url) ?? []);
            if (chunks.length === 0) return;
            preloaded += 1;
            await writeFile(file, withModulePreloads(html, chunks));
          }),
        );
        logger.info(`preloaded the imported chunks on ${preloaded} of ${pages.length} pages`);
      },
    },
  };
}
