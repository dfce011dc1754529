import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectArtComposition, projectArtFile, type ProjectArtPalette } from '../../src/build/project-art';
import { lightDarkToken } from '../../src/lib/theme-tokens';

const PALETTE: ProjectArtPalette = { accent: '#111111', secondary: '#222222', star: '#333333', line: '#444444' };
const DARK: ProjectArtPalette = { accent: '#aaaaaa', secondary: '#bbbbbb', star: '#cccccc', line: '#dddddd' };

describe('projectArtFile', () => {
  it('draws the same picture for the same project, build after build', () => {
    expect(projectArtFile('transit-board', 0, PALETTE)).toBe(projectArtFile('transit-board', 0, PALETTE));
    expect(projectArtFile('transit-board', 0, PALETTE)).not.toBe(projectArtFile('festival-site', 0, PALETTE));
  });

  it('gives neighbours different compositions', () => {
    expect([0, 1, 2, 3, 4].map(projectArtComposition)).toEqual([0, 1, 2, 3, 0]);
    const kinds = [0, 1, 2, 3].map((i) => projectArtFile('same', i, PALETTE).replace(/<style>.*<\/style>/, '').replace(/[\d.]+/g, '#').slice(0, 200));
    expect(new Set(kinds).size).toBe(4);
  });

  it('is a file of its own, sized, painted in its theme by its style and by nothing else', () => {
    for (const i of [0, 1, 2, 3]) {
      const light = projectArtFile('design-system', i, PALETTE);
      const dark = projectArtFile('design-system', i, DARK);
      expect(light).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="120" viewBox="0 0 320 120">/);
      expect(light).toMatch(/class="pa-/);
      // The shapes carry classes; the colours are the style's, one theme per file.
      expect(light.replace(/<style>.*<\/style>/, '')).not.toMatch(/#[0-9a-f]{6}|style=/);
      for (const colour of Object.values(PALETTE)) expect(light).toContain(colour);
      for (const colour of Object.values(DARK)) expect(light).not.toContain(colour);
      // The same drawing in the other theme.
      expect(dark.replace(/<style>.*<\/style>/, '')).toBe(light.replace(/<style>.*<\/style>/, ''));
    }
  });
});

describe('lightDarkToken', () => {
  it('reads a token’s light and dark values from the site’s tokens', () => {
    const tokens = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
    expect(lightDarkToken(tokens, '--color-star')).toEqual({ light: expect.stringMatching(/^#[0-9a-f]{6}$/), dark: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(lightDarkToken('a { --x: light-dark( #010203 ,#040506 ); }', '--x')).toEqual({ light: '#010203', dark: '#040506' });
  });

  it('names the token when it is not declared as light-dark()', () => {
    expect(() => lightDarkToken(':root { --color-star: #fff; }', '--color-star')).toThrow(/--color-star is not declared as light-dark/);
  });
});
