/**
 * Link-preview images: one 1200×630 PNG per page and locale, drawn at build time from the page's
 * title in the site's light palette (satori lays out and writes SVG, resvg rasterizes it).
 * Fonts are Inter's static WOFF files from @fontsource/inter: satori reads no WOFF2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';

import { OG_HEIGHT, OG_WIDTH } from './size';

export interface OgImageText {
  /** Small line above the title: the page's subtitle or the owner's role. */
  eyebrow: string;
  title: string;
  /** One or two lines under the title. */
  description: string;
  owner: string;
  /** The site's host name, shown in the corner. */
  host: string;
}

/** The site's light palette (src/styles/tokens.css). */
const COLORS = { bg: '#f7f5f1', text: '#1b1a17', muted: '#57524a', accent: '#4338ca', secondary: '#0f766e', border: '#e2ddd4' };

const require = createRequire(import.meta.url);
let fonts: SatoriOptions['fonts'] | undefined;
function loadFonts(): SatoriOptions['fonts'] {
  const read = (weight: 400 | 700 | 800) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  fonts ??= ([400, 700, 800] as const).map((weight) => ({ name: 'Inter', data: read(weight), weight, style: 'normal' }));
  return fonts;
}

interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}
const box = (style: Node['props']['style'], ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** The picture's layout: eyebrow and title on the left, the owner's name and host at the bottom. */
export function ogTree({ eyebrow, title, description, owner, host }: OgImageText): Node {
  const titleSize = title.length > 40 ? 76 : title.length > 22 ? 92 : 112;
  return box(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '72px 80px',
      color: COLORS.text,
      fontFamily: 'Inter',
      backgroundColor: COLORS.bg,
      backgroundImage:
        'radial-gradient(circle at 10% 0%, rgba(99, 102, 241, 0.22), transparent 55%), radial-gradient(circle at 95% 40%, rgba(20, 184, 166, 0.2), transparent 50%)',
    },
    box(
      { flexDirection: 'column', gap: 20 },
      box({ fontSize: 30, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: COLORS.secondary }, eyebrow),
      box({ fontSize: titleSize, fontWeight: 800, letterSpacing: -3, lineHeight: 1.05, maxWidth: 1000 }, title),
      box({ fontSize: 32, lineHeight: 1.4, color: COLORS.muted, maxWidth: 960, marginTop: 8 }, description),
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between', borderTop: `2px solid ${COLORS.border}`, paddingTop: 32 },
      box(
        { alignItems: 'center', gap: 20 },
        box({ width: 20, height: 20, borderRadius: 10, backgroundColor: COLORS.accent }),
        box({ fontSize: 36, fontWeight: 700 }, owner),
      ),
      box({ fontSize: 28, color: COLORS.muted }, host),
    ),
  );
}

/**
 * The PNG bytes of one preview image. resvg rasterizes on libuv's thread pool, so images drawn side
 * by side lay out (satori, on the main thread) while others rasterize: on 2 cores a cold build of
 * 10,000 images draws them in about half the time.
 */
export async function ogImage(text: OgImageText): Promise<Uint8Array> {
  const svg = await satori(ogTree(text) as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts: loadFonts() });
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: OG_WIDTH } })).asPng();
}
