/**
 * The site built with `--base /portfolio/`, as deployed under a sub-path, for
 * tests/e2e/base-path.spec.ts. Built in a copy of the project (its own content store), so
 * `npm test` builds it beside the main build, at the same time: `node tests/support/base-build.ts`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { OG_CACHE } from './astro-cli.ts';
import { ASTRO, projectCopy, ROOT } from './project-copy.ts';

export const BASE = '/portfolio/';
/** Where the build lands: `dist-base-path/dist/` in the project. */
export const BASE_DIST = join(ROOT, 'dist-base-path', 'dist');

/** Builds it; a failed build throws with Astro's output. */
export function buildBase(): void {
  const project = projectCopy('base-path');
  try {
    execFileSync(ASTRO, ['build', '--base', BASE], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', OG_CACHE_DIR: OG_CACHE },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`build --base ${BASE} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

if (import.meta.main) {
  const started = performance.now();
  try {
    buildBase();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`built ${BASE_DIST} (--base ${BASE}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
