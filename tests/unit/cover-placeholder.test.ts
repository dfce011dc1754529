import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SIZE, placeholderWebp } from '../../src/build/cover-placeholder';
import { placeholderSvg } from '../../src/lib/lastfm/covers';

describe('placeholderWebp', () => {
  it('draws the placeholder as a small square WebP, in its colours', async () => {
    const webp = await placeholderWebp(placeholderSvg('Air', 'Moon Safari'));
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([PLACEHOLDER_SIZE, PLACEHOLDER_SIZE]);
    expect(webp.byteLength).toBeLessThan(2048);
    // Two albums get two pictures, not one blank square.
    const other = await placeholderWebp(placeholderSvg('Air', 'Talkie Walkie'));
    const colour = async (bytes: Uint8Array) => (await sharp(bytes).stats()).dominant;
    expect(await colour(webp)).not.toEqual(await colour(other));
  });
});
