/**
 * Link-preview images: one 1200×630 PNG per page and locale, drawn at build time from the page's
 * title in the site's light palette (src/build/og/rasterize.ts draws them).
 */
import { rasterize, type OgNode } from './rasterize.ts';
import { OG_HEIGHT, OG_WIDTH } from './size';
import { PAGE_BACKGROUNDS } from '../../lib/site-identity.ts';
import { SITE } from '../../site.config.ts';

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

/** The site's light palette (src/styles/tokens.css), with the owner's colours (src/site.config.ts). */
const COLORS = {
  bg: PAGE_BACKGROUNDS.light,
  text: '#1b1a17',
  muted: '#57524a',
  accent: SITE.colors.accent.light,
  secondary: SITE.colors.secondary.light,
  border: '#e2ddd4',
};

const box = (style: OgNode['props']['style'], ...children: (OgNode | string)[]): OgNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** The picture's layout: eyebrow and title on the left, the owner's name and host at the bottom. */
export function ogTree({ eyebrow, title, description, owner, host }: OgImageText): OgNode {
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

/** The PNG bytes of one preview image, drawn on this thread (the dev server's routes; a build draws on its own, drawer.ts). */
export function ogImage(text: OgImageText): Promise<Uint8Array> {
  return rasterize(ogTree(text), OG_WIDTH, OG_HEIGHT);
}
