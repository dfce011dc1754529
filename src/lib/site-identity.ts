/**
 * The owner's identity as `src/site.config.ts` declares it: what makes a value right (the build and
 * `npm run init` refuse the same things, in the same words), and the colours it derives.
 */
import { checkTimeZone } from './zone.ts';
import { contrastRatio } from './color.ts';

/** A colour for each theme, `#rrggbb`. */
export interface ThemeColor {
  light: string;
  dark: string;
}

export interface SiteColors {
  accent: ThemeColor;
  secondary: ThemeColor;
}

/** What `npm run init` writes and the build checks. */
export interface Identity {
  owner: string;
  initials: string;
  url: string;
  timeZone?: string | undefined;
  lastfmUser: string;
  colors: SiteColors;
}

/** The page's background in each theme (src/styles/tokens.css, `--color-bg`). */
export const PAGE_BACKGROUNDS: ThemeColor = { light: '#f7f5f1', dark: '#0e1014' };

/** WCAG AA for text: the accent colours links and buttons' text. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

/** sRGB channels (0–1) of `#rrggbb`. */
export const hexChannels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** One sentence per field that is wrong: the field, what is wrong, and what is expected. */
export function identityProblems(site: Identity): string[] {
  const problems: string[] = [];
  const name = site.owner.trim();
  if (!name) problems.push('owner: the name is empty: give the name the site shows in its header and titles');
  else if (/[<>]/.test(name)) problems.push(`owner: "${name}" holds markup (< or >): give the name as plain text`);
  else if (name.length > 80) problems.push(`owner: the name has ${name.length} characters: keep it to 80`);
  if (!/^\p{L}{1,3}$/u.test(site.initials)) problems.push(`initials: "${site.initials}" must be 1 to 3 letters (as "AL"), drawn in the site icon`);
  if (!isSiteUrl(site.url)) problems.push(`url: "${site.url}" is not an address: give the public address, as "https://ada.example"`);
  if (site.timeZone !== undefined && !isTimeZone(site.timeZone)) problems.push(`timeZone: "${site.timeZone}" is no time zone: give an IANA name, as "Europe/London"`);
  if (!/^[A-Za-z][\w-]{1,14}$/.test(site.lastfmUser)) problems.push(`lastfmUser: "${site.lastfmUser}" is no Last.fm user name (2 to 15 letters, digits, _ or -, starting with a letter)`);
  for (const [name, color] of Object.entries(site.colors) as [string, ThemeColor][]) {
    for (const theme of ['light', 'dark'] as const) {
      if (!HEX.test(color[theme] ?? '')) problems.push(`colors.${name}.${theme}: "${color[theme]}" must be a colour as #rrggbb`);
    }
  }
  return problems;
}

/** Colours that read poorly on their theme's background (under MIN_CONTRAST), one sentence each. */
export function colorWarnings(colors: SiteColors): string[] {
  return (Object.entries(colors) as [string, ThemeColor][]).flatMap(([name, color]) =>
    (['light', 'dark'] as const).flatMap((theme) => {
      const ratio = contrastRatio(hexChannels(color[theme]), hexChannels(PAGE_BACKGROUNDS[theme]));
      if (ratio >= MIN_CONTRAST) return [];
      const darker = theme === 'light' ? 'darker' : 'lighter';
      return [`colors.${name}.${theme}: ${color[theme]} reads at ${ratio.toFixed(1)}:1 on the ${theme} theme's background (${PAGE_BACKGROUNDS[theme]}); a ${darker} colour reaches ${MIN_CONTRAST}:1`];
    }),
  );
}

/** `a` mixed with `b`, `share` of `b` (0–1), in sRGB: `#rrggbb`. */
export function mixHex(a: string, b: string, share: number): string {
  const [x, y] = [hexChannels(a), hexChannels(b)];
  return `#${x.map((c, i) => Math.round((c * (1 - share) + y[i]! * share) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A soft tint of `color` towards a theme's background `base`, for chips and badges that carry `color`
 * as their text: the palest step from `share` on at which that text still reads (4.6:1, AA with room).
 */
export function softTint(color: string, base: string, share: number): string {
  for (let step = share; step < 0.97; step += 0.01) {
    const tint = mixHex(color, base, step);
    if (contrastRatio(hexChannels(color), hexChannels(tint)) >= MIN_CONTRAST + 0.1) return tint;
  }
  return mixHex(color, base, 0.97);
}

const rgba = (hex: string, alpha: number) => `rgb(${hexChannels(hex).map((c) => Math.round(c * 255)).join(' ')} / ${alpha})`;
const lightDark = (light: string, dark: string) => `light-dark(${light}, ${dark})`;

/**
 * The theme's colour tokens that derive from the owner's two colours (src/styles/tokens.css holds
 * the rest): hover a step further from the background, soft tints for chips and badges, the hero's glow.
 */
export function siteColorsCss({ accent, secondary }: SiteColors): string {
  const bg = PAGE_BACKGROUNDS;
  const tokens = {
    '--color-accent': lightDark(accent.light, accent.dark),
    '--color-accent-hover': lightDark(mixHex(accent.light, '#000000', 0.2), mixHex(accent.dark, '#ffffff', 0.4)),
    '--color-accent-soft': lightDark(softTint(accent.light, '#ffffff', 0.88), softTint(accent.dark, bg.dark, 0.8)),
    '--color-secondary': lightDark(secondary.light, secondary.dark),
    '--color-secondary-soft': lightDark(softTint(secondary.light, '#ffffff', 0.85), softTint(secondary.dark, bg.dark, 0.8)),
    '--hero-glow-1': lightDark(rgba(accent.light, 0.17), rgba(accent.light, 0.3)),
    '--hero-glow-2': lightDark(rgba(secondary.light, 0.16), rgba(secondary.dark, 0.14)),
  };
  const lines = Object.entries(tokens).map(([name, value]) => `${name}: ${value};`);
  return `@layer tokens {\n  :root {\n    ${lines.join('\n    ')}\n  }\n}\n`;
}

/** An absolute http(s) address on a named host (`localhost` for trying the site out). */
export function isSiteUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  return web && (parsed.hostname.includes('.') || parsed.hostname === 'localhost');
}

function isTimeZone(timeZone: string): boolean {
  try {
    checkTimeZone(timeZone, '');
    return true;
  } catch {
    return false;
  }
}
