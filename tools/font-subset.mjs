// npm run font:subset — writes the site's typeface (src/lib/font/subset.ts says what is kept).
import { writeFileSync } from 'node:fs';
import { FONT_FILE, subsetInter } from '../src/lib/font/subset.ts';

const font = await subsetInter();
writeFileSync(new URL(`../${FONT_FILE}`, import.meta.url), font);
console.log(`${FONT_FILE}: ${font.length} bytes`);
