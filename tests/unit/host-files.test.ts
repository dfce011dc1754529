import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { countFiles, fileCountReport } from '../../src/build/host-files';
import { hostFiles } from '../../src/integrations/host-files';

describe('countFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts files at every level, not folders, and finds the fullest folder', async () => {
    writeFileSync(join(dir, 'index.html'), '');
    for (const slug of ['a', 'b', 'c', 'd']) {
      mkdirSync(join(dir, 'readings', slug), { recursive: true });
      writeFileSync(join(dir, 'readings', slug, 'index.html'), '');
    }
    mkdirSync(join(dir, 'empty'));
    expect(await countFiles(dir)).toEqual({ files: 5, fullestFolder: { path: 'readings', entries: 4 } });
  });
});

describe('fileCountReport', () => {
  const count = { files: 32_104, fullestFolder: { path: 'readings', entries: 10_012 } };

  it('warns past the host limit, with both figures', () => {
    const { level, message } = fileCountReport(count, 20_000);
    expect(level).toBe('warn');
    expect(message).toMatch(/^32,104 files, over the 20,000 the host takes \(hostFileLimit in src\/site\.config\.ts\)/);
    expect(message).toContain('readings/ with 10,012 entries');
  });

  it('only informs at or under the limit', () => {
    expect(fileCountReport(count, 100_000)).toEqual({
      level: 'info',
      message: '32,104 files, within the 100,000 the host takes; fullest folder readings/ with 10,012 entries',
    });
    expect(fileCountReport({ ...count, files: 20_000 }, 20_000).level).toBe('info');
  });

  it('names the top folder as ./', () => {
    expect(fileCountReport({ files: 3, fullestFolder: { path: '', entries: 3 } }, 10).message).toContain('fullest folder ./ with 3 entries');
  });
});

describe('the host-files integration', () => {
  const root = mkdtempSync(join(tmpdir(), 'host-files-site-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** What the integration logs after a build of `files` files into `<root>/dist/`, with `limit`. */
  async function logAfterBuild(files: number, limit: number) {
    const dist = join(root, 'dist');
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist);
    for (let i = 0; i < files; i++) writeFileSync(join(dist, `${i}.html`), '');
    const lines: string[] = [];
    const logger = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
    const { hooks } = hostFiles(limit);
    // Called with what the integration reads; Astro passes more.
    type Hook = (options: unknown) => unknown;
    await (hooks['astro:config:done'] as Hook)({ config: { root: pathToFileURL(`${root}/`) } });
    await (hooks['astro:build:done'] as Hook)({ dir: pathToFileURL(`${dist}/`), logger });
    return lines;
  }

  it('says how many files the build wrote, and warns past the limit', async () => {
    expect(await logAfterBuild(3, 3)).toEqual(['info dist/ holds 3 files, within the 3 the host takes; fullest folder ./ with 3 entries']);
    expect(await logAfterBuild(4, 3)).toEqual([expect.stringMatching(/^warn dist\/ holds 4 files, over the 3 the host takes/)]);
  });
});
