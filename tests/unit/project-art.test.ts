import { describe, expect, it } from 'vitest';
import { projectArt } from '../../src/build/project-art';

describe('projectArt', () => {
  it('draws the same picture for the same project, build after build', () => {
    expect(projectArt('transit-board', 0)).toBe(projectArt('transit-board', 0));
    expect(projectArt('transit-board', 0)).not.toBe(projectArt('festival-site', 0));
  });

  it('gives neighbours different compositions', () => {
    const kinds = [0, 1, 2, 3].map((i) => projectArt('same', i).replace(/[\d.]+/g, '#').slice(0, 160));
    expect(new Set(kinds).size).toBe(4);
  });

  it('is decorative and painted by the page: no colour of its own, hidden from assistive technology', () => {
    for (const i of [0, 1, 2, 3]) {
      const svg = projectArt('design-system', i);
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(svg).not.toMatch(/fill="#|stroke="#|style=/);
      expect(svg).toMatch(/class="pa-/);
    }
  });
});
