import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedOgImage, ogImageKey, placeOgImage } from '../../src/build/og/cache';
import { ogDrawer } from '../../src/build/og/drawer';
import { ogImage } from '../../src/build/og/image';

const TEXT = { eyebrow: 'Ada Lovelace', title: 'Notes on the Analytical Engine', description: 'A first program.', owner: 'Grace Hopper', host: 'example.com' };

describe('preview images kept between builds', () => {
  it('are drawn once, then read back by the key of what they draw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const first = await cachedOgImage(TEXT, dir);
    expect(Buffer.from(first.subarray(1, 4)).toString()).toBe('PNG');
    expect(readdirSync(dir)).toEqual([`${ogImageKey(TEXT)}.png`]);
    // A second build reads the stored file (here replaced, to prove nothing is drawn again).
    writeFileSync(join(dir, `${ogImageKey(TEXT)}.png`), 'stored');
    expect(Buffer.from(await cachedOgImage(TEXT, dir)).toString()).toBe('stored');
  });

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
    await placeOgImage(TEXT, join(out, 'a.png'), { dir });
    await placeOgImage(TEXT, join(out, 'b.png'), { dir });
    expect(readFileSync(join(out, 'a.png'), 'utf8')).toBe('stored');
    expect(statSync(join(out, 'b.png')).ino).toBe(statSync(cached).ino);
    expect(readdirSync(dir)).toEqual([`${ogImageKey(TEXT)}.png`]);
  });

  it('are drawn on a thread of their own as on this one, and stored whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const out = mkdtempSync(join(tmpdir(), 'og-out-'));
    const drawer = ogDrawer();
    try {
      await drawer.draw(TEXT, join(dir, 'drawn.png'));
      expect(readFileSync(join(dir, 'drawn.png')).equals(Buffer.from(await ogImage(TEXT)))).toBe(true);
      await placeOgImage({ ...TEXT, title: 'Sketch of the Analytical Engine' }, join(out, 'c.png'), { dir, draw: drawer.draw });
    } finally {
      await drawer.close();
    }
    // Only finished files are left: no temporary file.
    expect(readdirSync(dir).sort()).toEqual([`${ogImageKey({ ...TEXT, title: 'Sketch of the Analytical Engine' })}.png`, 'drawn.png'].sort());
    expect(readFileSync(join(out, 'c.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('are stored whole when two items with the same image are drawn side by side', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const out = mkdtempSync(join(tmpdir(), 'og-out-'));
    const drawer = ogDrawer();
    try {
      await Promise.all(['a', 'b', 'c'].map((name) => placeOgImage(TEXT, join(out, `${name}.png`), { dir, draw: drawer.draw })));
    } finally {
      await drawer.close();
    }
    expect(readdirSync(dir)).toEqual([`${ogImageKey(TEXT)}.png`]);
    for (const name of ['a', 'b', 'c']) expect(readFileSync(join(out, `${name}.png`)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('fail, never hang, when the drawing thread stops with images still asked for', async () => {
    const drawer = ogDrawer();
    const file = join(mkdtempSync(join(tmpdir(), 'og-cache-')), 'a.png');
    const drawing = drawer.draw(TEXT, file);
    await drawer.close();
    await expect(drawing).rejects.toThrow(/preview-image thread stopped/);
    await expect(drawer.draw(TEXT, file)).rejects.toThrow(/preview-image thread stopped/);
  });
});
