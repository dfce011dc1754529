import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { countFiles, fileCountReport } from '../build/host-files';

/**
 * After the build, and after every integration that writes into it: how many files the deploy
 * holds, and a warning past the host's limit (`hostFileLimit` in src/site.config.ts).
 */
export function hostFiles(limit: number): AstroIntegration {
  let root = '.';
  return {
    name: 'host-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { level, message } = fileCountReport(await countFiles(out), limit);
        logger[level](`${relative(root, out) || '.'}/ holds ${message}`);
      },
    },
  };
}
