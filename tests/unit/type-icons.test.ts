import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READING_TYPES } from '../../src/lib/readings/model';
import { TYPE_ICON_CSS, TYPE_ICON_DIR, typeIconFiles } from '../../src/lib/type-icons';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('reading type icons', () => {
  it('the committed files are what `npm run type-icons` writes', () => {
    const files = typeIconFiles();
    expect(Object.keys(files)).toEqual([...READING_TYPES.map((type) => `${type}.svg`), TYPE_ICON_CSS]);
    for (const [name, text] of Object.entries(files)) {
      if (name !== TYPE_ICON_CSS) expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path fill="currentColor" d="[^"]+"\/><\/svg>\n$/);
      expect(read(`${TYPE_ICON_DIR}/${name}`), `${name} differs: run npm run type-icons`).toBe(text);
    }
  });

  it('every type has its icon in the cards’ CSS, which the card imports, and no icon is pasted inline', () => {
    const css = read(`${TYPE_ICON_DIR}/${TYPE_ICON_CSS}`);
    for (const type of READING_TYPES) expect(css).toContain(`.rc-title-card[data-type='${type}'] { --rc-type-icon: url('./${type}.svg'); }`);
    expect(read('src/kit/readings/card.tsx')).toContain(`import './type-icons/${TYPE_ICON_CSS}';`);
    for (const file of ['src/kit/readings/ReadingCard.css', `${TYPE_ICON_DIR}/${TYPE_ICON_CSS}`]) expect(read(file)).not.toContain('data:image');
  });
});
