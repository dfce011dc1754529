import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedOgImage, ogImageKey, placeOgImage } from '../../src/build/og/cache';

const TEXT = { eyebrow: 'Ada Lovelace', title: 'Notes on the Analytical Engine', description: 'A first program.', owner: 'Camille Laurent', host: 'example.com' };

describe('preview images kept between builds', () => {
  it('are drawn once, then read back by the key of what they draw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const first = await cachedOgImage(TEXT, dir);
    expect(Buffer.from(first.subarray(1, 4)).toString()).toBe('PNG');
    expect(readdirSync(dir)).toEqual([`${ogImageKey(TEXT)}.png`]);
    // A second build reads the stored file (here replaced, to prove nothing is drawn again).
    writeFileSync(join(dir, `${ogImageKey(TEXT)}.png`), 'stored');
    expect(Buffer.from(await cachedOgImage(TEXT, dir)).toString()).toBe('stored');
  }, 30_000);

  it('change key when anything drawn changes, and only then', () => {
    expect(ogImageKey({ ...TEXT })).toBe(ogImageKey(TEXT));
    expect(ogImageKey({ ...TEXT, title: 'Notes on the Analytical Engine.' })).not.toBe(ogImageKey(TEXT));
    expect(ogImageKey({ ...TEXT, host: 'example.org' })).not.toBe(ogImageKey(TEXT));
  });

  it('are placed in the output as links to the cached file, over whatever was there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const out = mkdtempSync(join(tmpdir(), 'og-out-'));
    const cached = join(dir, `${ogImageKey(TEXT)}.png`);
    writeFileSync(cached, 'stored');
    writeFileSync(join(out, 'a.png'), 'an older image');
    await placeOgImage(TEXT, join(out, 'a.png'), dir);
    await placeOgImage(TEXT, join(out, 'b.png'), dir);
    expect(readFileSync(join(out, 'a.png'), 'utf8')).toBe('stored');
    expect(statSync(join(out, 'b.png')).ino).toBe(statSync(cached).ino);
    expect(readdirSync(dir)).toEqual([`${ogImageKey(TEXT)}.png`]);
  });
});
