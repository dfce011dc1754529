import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { icons } from '@iconify-json/mdi';
import { getIconData } from '@iconify/utils';
import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../src/lib/icon-svg';
import { labIcons } from '../../src/data/lab-icons';
import { readingIcons } from '../../src/data/reading-icons';

const SRC = join(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(astro|tsx?)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('the site’s icons', () => {
  it('every `mdi:` name in src/ (components, site.config.ts, the test page) is in @iconify-json/mdi', () => {
    const named = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bmdi:([a-z0-9][a-z0-9-]*)/g)].map((m) => ({ file: relative(SRC, file), name: m[1]! })),
    );
    expect(named.map((icon) => icon.file)).toEqual(expect.arrayContaining(['site.config.ts', 'components/Header.astro']));
    const unknown = named.filter(({ name }) => !getIconData(icons, name)).map(({ file, name }) => `${file}: mdi:${name}`);
    expect(unknown).toEqual([]);
  });

  it('the islands get each of their icons as inline SVG, 1em high and hidden from assistive technology', () => {
    for (const [role, svg] of Object.entries({ ...readingIcons(), ...labIcons() })) {
      expect(svg, role).toMatch(/^<svg[^>]*aria-hidden="true"/);
      expect(svg, role).toMatch(/^<svg[^>]*height="1em"/);
      expect(svg, role).toContain('<path');
    }
  });

  it('an unknown icon name stops the build, naming the icon', () => {
    expect(() => iconSvg('no-such-icon-xyz')).toThrow('mdi:no-such-icon-xyz');
  });
});
