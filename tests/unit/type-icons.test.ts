import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READING_TYPES } from '../../src/lib/readings/model';
import { TYPE_ICON_DIR, typeIconFiles } from '../../src/lib/type-icons';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('reading type icons', () => {
  it('the committed files are what `npm run type-icons` writes', () => {
    const files = typeIconFiles();
    expect(Object.keys(files)).toEqual(READING_TYPES.map((type) => `${type}.svg`));
    for (const [name, svg] of Object.entries(files)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path fill="currentColor" d="[^"]+"\/><\/svg>\n$/);
      expect(read(`${TYPE_ICON_DIR}/${name}`), `${name} differs: run npm run type-icons`).toBe(svg);
    }
  });

  it('every type has its icon in the cards’ CSS, and no icon is pasted inline', () => {
    const css = read('src/islands/ReadingExplorer/ReadingCard.css');
    for (const type of READING_TYPES) expect(css).toContain(`.rc-title-card[data-type='${type}'] { --rc-type-icon: url('./type-icons/${type}.svg'); }`);
    expect(css).not.toContain('data:image');
  });
});
