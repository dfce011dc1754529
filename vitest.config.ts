/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

const UNIT = 'tests/unit/**/*.test.{ts,tsx}';
/**
 * Files that replace a module, a global or the environment for their tests: each runs in a fresh
 * module graph of its own. The others share their workers' modules (a worker loads a module once
 * for all the files it runs, instead of once per file).
 */
const REPLACES = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const OWN_MODULES = globSync(UNIT).filter((file) => REPLACES.test(readFileSync(file, 'utf8')));

export default getViteConfig(
  {
    test: {
      projects: [
        { extends: true, test: { name: 'unit', include: [UNIT], exclude: OWN_MODULES, isolate: false } },
        { extends: true, test: { name: 'unit (own modules)', include: OWN_MODULES } },
      ],
      // Worker threads start and load modules faster than child processes: 28–33 s instead of
      // 46–51 s for the suite here (load ~3.5).
      pool: 'threads',
      // One worker per core (Vitest keeps one core free by default): 44 s → 33 s on two cores.
      maxWorkers: availableParallelism(),
      // A guard against a hung test, not a target: property-based and many-row tests took over the
      // default 5 s at load 20-40 on two cores.
      testTimeout: 60_000,
      // Its modules import the workflow schema as JSON without `with { type: 'json' }`, which Vite's
      // transform accepts and Node's loader does not (tests/unit/workflows.test.ts).
      server: { deps: { inline: ['@actions/workflow-parser'] } },
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/unit.json' },
    },
  },
  { devToolbar: { enabled: false } },
);
