import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hslToRgb } from '../../src/lib/color';
import { TITLE_CARD_HUES, titleCardHue } from '../../src/lib/readings/title-card';

/** The title card's tints as Cover.css writes them: `light-dark(hsl(var(--tc-h) S% L%), hsl(…))` for its background and its text. */
function titleCardTones() {
  const css = readFileSync('src/kit/readings/Cover.css', 'utf8');
  const tones = (property: string) => {
    const m = new RegExp(`\\n\\s*${property}: light-dark\\(hsl\\(var\\(--tc-h\\) (\\d+)% (\\d+)%\\), hsl\\(var\\(--tc-h\\) (\\d+)% (\\d+)%\\)\\)`).exec(css);
    if (!m) throw new Error(`Cover.css: no ${property} of the title card`);
    const [, ls, ll, ds, dl] = m.map(Number);
    return { light: { s: ls!, l: ll! }, dark: { s: ds!, l: dl! } };
  };
  const background = tones('background');
  const text = tones('color');
  return { light: { background: background.light, text: text.light }, dark: { background: background.dark, text: text.dark } };
}

describe('titleCardHue', () => {
  it('is the same for the same title, from run to run', () => {
    // Fixed values: a change of the hash would change every card of the site.
    expect(titleCardHue('Refactoring')).toBe(titleCardHue('Refactoring'));
    expect(titleCardHue('  Refactoring ')).toBe(titleCardHue('Refactoring'));
    expect([titleCardHue('Refactoring'), titleCardHue('Le design des objets du quotidien'), titleCardHue('Wat')]).toMatchInlineSnapshot(`
      [
        13,
        4,
        3,
      ]
    `);
  });

  it('stays within its steps and spreads titles over them', () => {
    const hues = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const hue = titleCardHue(`Title ${i}`);
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(TITLE_CARD_HUES);
      expect(Number.isInteger(hue)).toBe(true);
      hues.add(hue);
    }
    expect(hues.size).toBe(TITLE_CARD_HUES);
  });
});

describe('title card colours', () => {
  it('converts HSL as CSS does', () => {
    expect(hslToRgb(0, 100, 50)).toEqual([1, 0, 0]);
    expect(hslToRgb(120, 100, 25).map((c) => Math.round(c * 255))).toEqual([0, 128, 0]);
    expect(contrastRatio([0, 0, 0], [1, 1, 1])).toBeCloseTo(21);
  });

  it('keeps the text at 4.5:1 or more on every hue, in both themes, as Cover.css draws them', () => {
    for (const [theme, { background, text }] of Object.entries(titleCardTones())) {
      for (let step = 0; step < TITLE_CARD_HUES; step++) {
        const hue = step * (360 / TITLE_CARD_HUES);
        const ratio = contrastRatio(hslToRgb(hue, background.s, background.l), hslToRgb(hue, text.s, text.l));
        expect(ratio, `${theme}, hue ${hue}°`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
