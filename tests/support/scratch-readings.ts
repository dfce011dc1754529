import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For each test, an empty reading folder that the owner tools write to (READINGS_CONTENT_DIR) and
 * the lines they print, collected instead of shown; both handed to `use`, removed after the test.
 */
export function scratchReadings(prefix: string, use: (folder: string, output: string[]) => void): void {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
    vi.stubEnv('READINGS_CONTENT_DIR', folder);
    const output: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args) => void output.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args) => void output.push(args.join(' ')));
    use(folder, output);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
  });
}
