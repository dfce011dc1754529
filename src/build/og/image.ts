/**
 * Link-preview images: one 1200×630 PNG per page and locale, drawn at build time from the page's
 * title in the site's light palette (src/build/og/rasterize.ts draws them). Pages worth sharing add
 * optional parts: figures, a goal ring, covers or title cards, a rating, the lab's album art.
 */
import { FILE_SRC, rasterize, type OgNode } from './rasterize.ts';
import { OG_HEIGHT, OG_WIDTH } from './size.ts';
import { PAGE_BACKGROUNDS } from '../../lib/site-identity.ts';
import { SITE } from '../../site.config.ts';

/** A cover: a file (read and scaled on the drawing thread), or a title card of the title's hue. */
export interface OgCover {
  /** The cover's path and a version (its size and time), as `<path>#<version>`: the version keys the cache. */
  file?: string | undefined;
  title: string;
  /** The title card's hue step (0–23, × 15°: src/lib/readings/title-card.ts). */
  hue: number;
  /** Under the title on a large title card. */
  byline?: string | undefined;
}

/** The lab's album art: a file, or the drawn cover's hues and motif (src/lib/lastfm/covers.ts `coverTone`). */
export interface OgArt {
  file?: string | undefined;
  hue: number;
  turn: number;
  motif: number;
}

export interface OgImageText {
  /** Small line above the title: the page's subtitle or the owner's role. */
  eyebrow: string;
  title: string;
  /** One or two lines under the title. */
  description: string;
  owner: string;
  /** The site's host name, shown in the corner. */
  host: string;
  /** Up to three figures under the title: a value and what it counts. */
  figures?: { value: string; label: string }[] | undefined;
  /** A goal as a ring: done of goal, and the words inside it. */
  ring?: { done: number; goal: number; label: string } | undefined;
  /** Covers or title cards: one is drawn large, several (up to 5) in a row. */
  covers?: OgCover[] | undefined;
  /** A rating out of 5, as stars. */
  stars?: number | undefined;
  art?: OgArt | undefined;
}

/** The site's light palette (src/styles/tokens.css), with the owner's colours (src/site.config.ts). */
const COLORS = {
  bg: PAGE_BACKGROUNDS.light,
  text: '#1b1a17',
  muted: '#57524a',
  accent: SITE.colors.accent.light,
  secondary: SITE.colors.secondary.light,
  border: '#e2ddd4',
  star: '#b45309',
};

type Style = NonNullable<OgNode['props']['style']>;
/** Inter's latin files have no narrow no-break space (French digit groups, `12 %`): a no-break space stands in. */
const drawable = (text: string) => text.replaceAll('\u202f', '\u00a0');
const box = (style: Style, ...children: (OgNode | string)[]): OgNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.map((c) => (typeof c === 'string' ? drawable(c) : c)) },
});
const img = (src: string, width: number, height: number, style: Style = {}): OgNode => ({ type: 'img', props: { src, width, height, style: { width, height, ...style } } });
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`).toString('base64')}`;

/** A five-point star's outline in a `size` square at `x`. */
function starPath(x: number, size: number): string {
  const r = size / 2;
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + r + radius * Math.cos(angle)).toFixed(1)},${(r + radius * Math.sin(angle) + size * 0.04).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** `score` of 5 stars, filled, the rest outlined. */
function stars(score: number): OgNode {
  const size = 44;
  const gap = 8;
  const width = 5 * size + 4 * gap;
  const body = Array.from({ length: 5 }, (_, i) => {
    const fill = i < Math.round(score) ? COLORS.star : 'none';
    return `<path d="${starPath(i * (size + gap), size)}" fill="${fill}" stroke="${COLORS.star}" stroke-width="3" stroke-linejoin="round"/>`;
  }).join('');
  return img(svg(width, size + 4, body), width, size + 4);
}

/** The goal as a ring: the share done in the accent colour, its words inside. */
function ring({ done, goal, label }: NonNullable<OgImageText['ring']>): OgNode {
  const size = 220;
  const stroke = 22;
  const r = (size - stroke) / 2;
  const length = 2 * Math.PI * r;
  const share = goal > 0 ? Math.min(done / goal, 1) : 0;
  const circle = (color: string, dash: string) =>
    `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" ` +
    `stroke-dasharray="${dash}" transform="rotate(-90 ${size / 2} ${size / 2})"/>`;
  const body = circle(COLORS.border, `${length} 0`) + (share > 0 ? circle(COLORS.accent, `${(length * share).toFixed(1)} ${length}`) : '');
  return box(
    { position: 'relative', width: size, height: size, alignItems: 'center', justifyContent: 'center' },
    img(svg(size, size, body), size, size, { position: 'absolute', top: 0, left: 0 }),
    box(
      { flexDirection: 'column', alignItems: 'center' },
      box({ fontSize: 52, fontWeight: 800, letterSpacing: -2 }, `${done}/${goal}`),
      box({ fontSize: 22, color: COLORS.muted, maxWidth: 150, textAlign: 'center' }, label),
    ),
  );
}

const hsl = (hue: number, s: number, l: number) => `hsl(${hue * 15}, ${s}%, ${l}%)`;

/** A cover of `width` × 1.5 `width`: its file, or a title card (the title's initial when small). */
function cover({ file, title, hue, byline }: OgCover, width: number): OgNode {
  const height = Math.round(width * 1.5);
  const frame: Style = { borderRadius: 10, boxShadow: '0 8px 24px rgba(27, 26, 23, 0.18)' };
  if (file) return img(`${FILE_SRC}${file}`, width, height, { ...frame, objectFit: 'cover' });
  const large = width >= 160;
  return box(
    {
      ...frame,
      width,
      height,
      flexDirection: 'column',
      justifyContent: large ? 'flex-end' : 'center',
      alignItems: large ? 'flex-start' : 'center',
      padding: large ? 24 : 0,
      boxSizing: 'border-box',
      backgroundColor: hsl(hue, 55, 86),
      color: hsl(hue, 60, 16),
      borderTop: `${large ? 10 : 6}px solid ${hsl(hue, 60, 40)}`,
    },
    ...(large
      ? [box({ fontSize: title.length > 40 ? 24 : title.length > 20 ? 28 : 34, fontWeight: 800, lineHeight: 1.15 }, title), ...(byline ? [box({ fontSize: 22, marginTop: 12 }, byline)] : [])]
      : [box({ fontSize: Math.round(width * 0.5), fontWeight: 800 }, Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '')]),
  );
}

/** The lab's album art, a square: its file, or the drawn cover's gradient and a disc. */
function art({ file, hue, turn, motif }: OgArt): OgNode {
  const size = 380;
  const frame: Style = { borderRadius: 16, boxShadow: '0 12px 32px rgba(27, 26, 23, 0.25)' };
  if (file) return img(`${FILE_SRC}${file}`, size, size, { ...frame, objectFit: 'cover' });
  const second = hue + (turn + 1) * 2;
  const at = ['30% 30%', '70% 35%', '35% 70%', '70% 70%'][motif % 4];
  return box({
    ...frame,
    width: size,
    height: size,
    backgroundImage: [
      `radial-gradient(circle at ${at}, rgba(255, 255, 255, 0.28) 0%, rgba(255, 255, 255, 0.28) 22%, transparent 23%)`,
      `linear-gradient(135deg, ${hsl(hue, 52, 46)}, ${hsl(second, 58, 24)})`,
    ].join(', '),
  });
}

/** What the card shows at its right: the ring above a row of covers, one large cover, or album art. */
function visual({ ring: goal, covers = [], art: album }: OgImageText): OgNode | undefined {
  if (album) return art(album);
  const row = covers.slice(0, 5);
  if (!goal && row.length === 1) return cover(row[0]!, 260);
  if (!goal && row.length === 0) return undefined;
  return box(
    { flexDirection: 'column', alignItems: 'center', gap: 28 },
    ...(goal ? [ring(goal)] : []),
    ...(row.length ? [box({ gap: 10 }, ...row.map((c) => cover(c, goal ? 76 : 84)))] : []),
  );
}

/** The picture's layout: eyebrow and title on the left (the optional parts at the right), the owner's name and host at the bottom. */
export function ogTree(text: OgImageText): OgNode {
  const { eyebrow, title, description, owner, host, figures = [], stars: score } = text;
  const side = visual(text);
  const titleSize = (title.length > 40 ? 76 : title.length > 22 ? 92 : 112) - (side ? 16 : 0);
  return box(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: side ? '56px 72px' : '72px 80px',
      color: COLORS.text,
      fontFamily: 'Inter',
      backgroundColor: COLORS.bg,
      backgroundImage:
        'radial-gradient(circle at 10% 0%, rgba(99, 102, 241, 0.22), transparent 55%), radial-gradient(circle at 95% 40%, rgba(20, 184, 166, 0.2), transparent 50%)',
    },
    box(
      { alignItems: side ? 'center' : 'flex-start', justifyContent: 'space-between', gap: 48, flexGrow: 1 },
      box(
        { flexDirection: 'column', gap: 20, flexShrink: 1, maxWidth: side ? 620 : 1000 },
        box({ fontSize: 30, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: COLORS.secondary }, eyebrow),
        box({ fontSize: titleSize, fontWeight: 800, letterSpacing: -3, lineHeight: 1.05 }, title),
        ...(score ? [stars(score)] : []),
        ...(description ? [box({ fontSize: side ? 28 : 32, lineHeight: 1.4, color: COLORS.muted, maxWidth: 960, marginTop: 8 }, description)] : []),
        ...(figures.length
          ? [
              box(
                { gap: 40, marginTop: 8 },
                ...figures.slice(0, 3).map(({ value, label }) =>
                  box({ flexDirection: 'column' }, box({ fontSize: 56, fontWeight: 800, letterSpacing: -2, color: COLORS.accent }, value), box({ fontSize: 24, color: COLORS.muted }, label)),
                ),
              ),
            ]
          : []),
      ),
      ...(side ? [side] : []),
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between', borderTop: `2px solid ${COLORS.border}`, paddingTop: side ? 24 : 32, marginTop: side ? 16 : 0 },
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
