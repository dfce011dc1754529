import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { HEADERS_LINE_LIMIT, hashSources, headerPolicy, headersFile } from '../build/security-headers';
import { renderReport, startRenderReport } from '../build/render-report';
import { buildScripts, platformScripts, type ClientDirective } from '../build/build-scripts';
import { virtualModule } from './virtual-module';

const MODULE_ID = 'virtual:build-scripts';

/**
 * After the build: writes `dist/_headers` with one Content-Security-Policy for every path, the
 * union of what each page's `<meta>` allows (styles: any inline, as each page's `<meta>` allows only
 * its own: ../build/security-headers.ts, `headerPolicy`), plus what only a header can say (`frame-ancestors`).
 * Each page keeps its own `<meta>` policy (its own inline styles and scripts only); a browser
 * enforces both, so a page runs exactly what its own policy allows.
 *
 * Pages report their policies as they render (./built-page-middleware.ts, registered with the
 * module preloads): reading them back from the written files took 21–23 s of a 10,000-item build.
 *
 * Pages get the sources of the inline scripts the build makes (`virtual:build-scripts`,
 * ../build/build-scripts.ts): a page holding any other fails the build. They also get the scripts
 * Astro writes inline that come in the islands' chunk instead (src/scripts/islands.ts), to take
 * them out.
 */
export function securityHeaders({ beforePaint, directives }: { beforePaint: readonly string[]; directives: readonly ClientDirective[] }): AstroIntegration {
  let base = '/';
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        const sources = [...hashSources(buildScripts(beforePaint))];
        const moved = await platformScripts(directives, config.root);
        const module = `export const BUILD_SCRIPT_SOURCES = ${JSON.stringify(sources)};\nexport const PLATFORM_SCRIPTS = ${JSON.stringify(moved)};`;
        updateConfig({ vite: { plugins: [virtualModule(MODULE_ID, module)] } });
      },
      'astro:config:done': ({ config, injectTypes }) => {
        base = config.base;
        injectTypes({ filename: 'types.d.ts', content: `declare module '${MODULE_ID}' {\n  export const BUILD_SCRIPT_SOURCES: string[];\n  export const PLATFORM_SCRIPTS: string[];\n}` });
      },
      'astro:build:start': () => void startRenderReport(),
      'astro:build:done': async ({ dir, logger }) => {
        const { policies, pagesWithPolicy, pages } = renderReport()!;
        if (policies.size === 0) throw new Error('security-headers: no Content-Security-Policy <meta> in the built pages');
        // In a fixed order: pages render several at a time, so they report in no fixed order.
        const headers = headersFile(headerPolicy([...policies].sort()), base);
        const longest = Math.max(...headers.split('\n').map((line) => line.length));
        if (longest > HEADERS_LINE_LIMIT) {
          throw new Error(`security-headers: a _headers line has ${longest} characters, over the ${HEADERS_LINE_LIMIT} hosts read (too many inline styles or scripts)`);
        }
        await writeFile(new URL('_headers', dir), headers);
        logger.info(`a policy on ${pagesWithPolicy} of ${pages} pages; wrote _headers (longest line ${longest} characters)`);
      },
    },
  };
}
