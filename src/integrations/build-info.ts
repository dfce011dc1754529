import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LATEST_BUILD_FILE, type BuildInfo } from '../lib/build-version';
import { virtualModule } from './virtual-module';

const MODULE_ID = 'virtual:build-info';

/** Version of an installed package, looked up the way Node resolves it (up from the project root). */
function installedVersion(root: string, name: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`build-info: package "${name}" is not installed`);
  }
}

/**
 * Gives every build an id. Pages read it (and the installed Astro and React versions) from
 * `virtual:build-info`; the build writes `latest-build.json` so open tabs can tell that a newer
 * build is deployed.
 */
export function buildInfo(): AstroIntegration {
  const build: BuildInfo = {
    id: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    time: new Date().toISOString(),
  };
  return {
    name: 'build-info',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const source = [
          `export const BUILD_ID = ${JSON.stringify(build.id)};`,
          `export const BUILD_TIME = ${JSON.stringify(build.time)};`,
          `export const ASTRO_VERSION = ${JSON.stringify(installedVersion(root, 'astro'))};`,
          `export const REACT_VERSION = ${JSON.stringify(installedVersion(root, 'react'))};`,
        ].join('\n');
        updateConfig({ vite: { plugins: [virtualModule(MODULE_ID, source)] } });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({
          filename: 'types.d.ts',
          content: [
            `declare module '${MODULE_ID}' {`,
            '  export const BUILD_ID: string;',
            '  export const BUILD_TIME: string;',
            '  export const ASTRO_VERSION: string;',
            '  export const REACT_VERSION: string;',
            '}',
          ].join('\n'),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL(LATEST_BUILD_FILE, dir), `${JSON.stringify(build)}\n`);
        logger.info(`wrote ${LATEST_BUILD_FILE} (${build.id})`);
      },
    },
  };
}
