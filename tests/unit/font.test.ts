import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePoints, FONT_FILE, subsetInter, UNICODE_RANGE } from '../../src/lib/font/subset';

describe('the shipped typeface', () => {
  it('is the subset its settings give (run `npm run font:subset` after changing them)', async () => {
    const committed = readFileSync(FONT_FILE);
    const built = await subsetInter();
    expect(built.equals(committed), `${FONT_FILE} differs from what src/lib/font/subset.ts gives`).toBe(true);
    // A WOFF2 file well under the 60 KB font budget.
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed.length).toBeLessThanOrEqual(32 * 1024);
  });

  it('declares in fonts.css the characters it holds', () => {
    const css = readFileSync('src/styles/fonts.css', 'utf8');
    const declared = /font-family: 'Inter Variable';[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
    expect(declared?.replace(/\s+/g, ' ')).toBe(UNICODE_RANGE);
  });

  it('reads a unicode-range', () => {
    expect(codePoints('U+0041-0043, U+00e9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(codePoints(UNICODE_RANGE)).toContain('’'.codePointAt(0));
    expect(() => codePoints('U+0041, latin')).toThrow(/latin/);
  });
});
