/**
 * The inline scripts the build itself puts into pages, the only ones a page's policy allows
 * (./security-headers.ts): the before-paint script, the speculation rules, and Astro's own client
 * directives (the site's come in the islands' chunk: `platformScripts`). Any other inline
 * script in a built page fails the build: content never brings code of its own.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { SPECULATION_RULES_SCRIPT } from './speculation-rules.ts';

/** A client directive the site registers (`client:name`), by the file that defines it. */
export interface ClientDirective {
  name: string;
  entrypoint: string;
}

/**
 * A directive's inline script as Astro writes it into pages: its entrypoint bundled with esbuild
 * into one minified IIFE that registers it (astro/dist/core/client-directive/build.js, the same
 * source and options, so the same bytes). Should Astro change it, the build names the pages whose
 * script differs, and tests/build/owner-content.test.ts fails.
 */
export async function clientDirectiveScript({ name, entrypoint }: ClientDirective, root: URL): Promise<string> {
  const output = await build({
    stdin: {
      contents: [
        `import directive from ${JSON.stringify(entrypoint)};`,
        `(self.Astro || (self.Astro = {}))[${JSON.stringify(name)}] = directive;`,
        `window.dispatchEvent(new Event('astro:' + ${JSON.stringify(name)}));`,
      ].join('\n\n'),
      resolveDir: fileURLToPath(root),
    },
    absWorkingDir: fileURLToPath(root),
    format: 'iife',
    minify: true,
    bundle: true,
    write: false,
  });
  return output.outputFiles[0]?.text ?? '';
}

/** Every inline script a built page may hold. */
export function buildScripts(beforePaint: readonly string[]): string[] {
  return [...beforePaint, SPECULATION_RULES_SCRIPT, idle, load, media, only, visible];
}

/**
 * The scripts Astro writes inline into pages that come in the islands' chunk instead, which the
 * platform script asks for after the first paint, cached from the second page on
 * (src/scripts/islands.ts): Astro's island runtime and the site's client directives. The build takes them out of the pages (./platform-scripts.ts): they were 2.1–2.7 KB of
 * each document's gzip bytes. Their hashes are not among the allowed inline scripts, so a page
 * that keeps one (Astro wrote it differently) fails the build.
 */
export async function platformScripts(directives: readonly ClientDirective[], root: URL): Promise<string[]> {
  const own = await Promise.all(directives.map((directive) => clientDirectiveScript(directive, root)));
  return [islandScript, ...own];
}

