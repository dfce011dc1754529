import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countFiles, fileCountReport } from '../../src/build/host-files';

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
