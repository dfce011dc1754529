import { createHash } from 'node:crypto';
import { seededRandom } from './seeded-random.ts';

/**
 * Generated art for a project without a picture: one of four compositions (orbits, a skyline of
 * bars, a dot grid, waves), its shapes placed by a generator seeded with the project's id, so a
 * project keeps its picture from build to build. Shapes carry classes (`pa-1`…`pa-3`), which the
 * file's own style paints in one theme's colours: a project has a file per theme (src/data/project-art.ts).
 */
export const PROJECT_ART_WIDTH = 320;
export const PROJECT_ART_HEIGHT = 120;
const W = PROJECT_ART_WIDTH;
const H = PROJECT_ART_HEIGHT;

type Random = () => number;
const r1 = (n: number) => Math.round(n * 10) / 10;
const pick = (random: Random, n: number) => Math.floor(random() * n);
const tone = (random: Random) => `pa-${1 + pick(random, 3)}`;

function orbits(random: Random): string {
  const cx = r1(W * (0.55 + random() * 0.35));
  const cy = r1(H * (0.3 + random() * 0.6));
  const rings = Array.from({ length: 5 }, (_, i) => `<circle class="pa-line" cx="${cx}" cy="${cy}" r="${18 + i * 22}"/>`);
  const planets = Array.from({ length: 3 }, (_, i) => {
    const angle = random() * Math.PI * 2;
    const r = 18 + (i + 1) * 22;
    return `<circle class="${tone(random)}" cx="${r1(cx + Math.cos(angle) * r)}" cy="${r1(cy + Math.sin(angle) * r)}" r="${4 + pick(random, 6)}"/>`;
  });
  return [...rings, `<circle class="pa-1" cx="${cx}" cy="${cy}" r="10"/>`, ...planets].join('');
}

function bars(random: Random): string {
  const count = 14;
  const step = W / count;
  return Array.from({ length: count }, (_, i) => {
    const h = r1(H * (0.15 + random() * 0.5));
    return `<rect class="${i % 5 === 2 ? 'pa-2' : random() < 0.25 ? 'pa-3' : 'pa-1'}" x="${r1(i * step + step * 0.18)}" y="${r1(H - h)}" width="${r1(step * 0.64)}" height="${h}" rx="3"/>`;
  }).join('');
}

function dots(random: Random): string {
  const cols = 16;
  const rows = 6;
  const out: string[] = [];
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < cols; x += 1) {
      const lit = random() < 0.22;
      out.push(`<circle class="${lit ? tone(random) : 'pa-dim'}" cx="${r1(10 + x * ((W - 20) / (cols - 1)))}" cy="${r1(12 + y * ((H - 24) / (rows - 1)))}" r="${lit ? 5 + pick(random, 3) : 3}"/>`);
    }
  }
  return out.join('');
}

function waves(random: Random): string {
  return Array.from({ length: 4 }, (_, i) => {
    const amplitude = 8 + random() * 18;
    const phase = random() * Math.PI * 2;
    const base = H * (0.25 + i * 0.17);
    const points = Array.from({ length: 33 }, (_, k) => {
      const x = (k / 32) * W;
      return `${r1(x)} ${r1(base + Math.sin((k / 32) * Math.PI * 3 + phase) * amplitude)}`;
    });
    return `<path class="pa-stroke ${i === 1 ? 'pa-2' : i === 3 ? 'pa-3' : 'pa-1'}" d="M${points.join(' L')}"/>`;
  }).join('');
}

const COMPOSITIONS = [orbits, bars, dots, waves];

/** The colours the art is painted in, for one theme. */
export interface ProjectArtPalette {
  accent: string;
  secondary: string;
  star: string;
  /** Rings and unlit dots. */
  line: string;
}

const paint = ({ accent, secondary, star, line }: ProjectArtPalette) =>
  [
    `circle,rect,path{opacity:.88}`,
    `.pa-1{fill:${accent}}.pa-2{fill:${secondary}}.pa-3{fill:${star}}.pa-dim{fill:${line}}`,
    `.pa-line{fill:none;stroke:${line};stroke-width:1.5}.pa-stroke{fill:none;stroke-width:5;stroke-linecap:round}`,
    `.pa-stroke.pa-1{stroke:${accent}}.pa-stroke.pa-2{stroke:${secondary}}.pa-stroke.pa-3{stroke:${star}}`,
  ].join('');

/** How many compositions there are, and which one the `index`-th project of a list gets: neighbours differ. */
export const PROJECT_ART_COMPOSITIONS = COMPOSITIONS.length;
export const projectArtComposition = (index: number) => index % PROJECT_ART_COMPOSITIONS;

/**
 * The picture of the project `id` in composition `composition`, as an SVG file painted in
 * `palette`: an image of its own (cached, loaded when the card comes near), one per theme.
 */
export function projectArtFile(id: string, composition: number, palette: ProjectArtPalette): string {
  const seed = createHash('sha256').update(id).digest().readUInt32LE(0);
  const draw = COMPOSITIONS[projectArtComposition(composition)]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<style>${paint(palette)}</style>${draw(seededRandom(seed))}</svg>`
  );
}
