import { describe, expect, it } from 'vitest';
import { codePoints, subsetInter, UNICODE_RANGE } from '../../src/build/font/subset';
import { fontFaces } from '../../src/build/font/faces';

describe('the shipped typeface', () => {
  it('is a WOFF2 file well under the 60 KB font budget, the same on every build', async () => {
    const [font, again] = await Promise.all([subsetInter(), subsetInter()]);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Under 28 KB: with its response headers it fits in one round trip of the connection that has
    // just brought the page (TCP slow start's 20 segments of 1,460 bytes after the page's first 10).
    expect(font.length).toBeLessThanOrEqual(28 * 1024);
    // Same bytes, same hashed file name: a rebuild does not make visitors download it again.
    expect(font.equals(again)).toBe(true);
    // Two subsets of the whole typeface: ~3 s on an idle core, far more on a shared machine.
  });

  it('declares in its faces the characters it holds, never swapped in once a page has painted', () => {
    const css = fontFaces('/_astro/inter.woff2');
    const declared = /font-family:'Inter Variable';[^}]*unicode-range:([^;}]+)/.exec(css)?.[1];
    expect(declared).toBe(UNICODE_RANGE);
    expect(css).toContain('font-display:optional');
    expect(css).toContain("src:url(/_astro/inter.woff2) format('woff2')");
    expect(css).toContain("font-family:'Inter Fallback'");
  });

  it('reads a unicode-range', () => {
    expect(codePoints('U+0041-0043, U+00e9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(codePoints(UNICODE_RANGE)).toContain('’'.codePointAt(0));
    expect(() => codePoints('U+0041, latin')).toThrow(/latin/);
  });
});
