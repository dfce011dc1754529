/**
 * `npm run type-icons`: writes the reading types' icon files and the style sheet that points a
 * card at its type's (each type's mdi icon is its row's in `src/lib/readings/vocabulary.ts`); the
 * reading cards draw them as a CSS mask. A unit test checks the committed files match.
 */
import { writeFileSync } from 'node:fs';
import './resolve-ts.mjs';

const { TYPE_ICON_DIR, typeIconFiles } = await import('../src/lib/type-icons.ts');
for (const [name, svg] of Object.entries(typeIconFiles())) {
  writeFileSync(new URL(`../${TYPE_ICON_DIR}/${name}`, import.meta.url), svg);
  console.log(`${TYPE_ICON_DIR}/${name}`);
}
