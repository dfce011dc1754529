/**
 * The projects' generated pictures as files: for each project, each composition in the light
 * and the dark theme, each an SVG painted in the site's colours under a name that changes with its
 * drawing (served from `<base>art/`, cached for good). A card links the two of its composition and
 * shows the one of the page's theme (ProjectCard.astro): only that one is fetched.
 */
import { createHash } from 'node:crypto';
import { getCollection } from 'astro:content';
import tokens from '../styles/tokens.css?raw';
import { PROJECT_ART_COMPOSITIONS, projectArtComposition, projectArtFile, type ProjectArtPalette } from '../build/project-art.ts';
import { withBase } from '../i18n/url.ts';
import { lightDarkToken } from '../lib/theme-tokens.ts';
import { SITE } from '../site.config.ts';

export const ART_THEMES = ['light', 'dark'] as const;
export type ArtTheme = (typeof ART_THEMES)[number];

const star = lightDarkToken(tokens, '--color-star');
const line = lightDarkToken(tokens, '--color-border-strong');
const palette = (theme: ArtTheme): ProjectArtPalette => ({
  accent: SITE.colors.accent[theme],
  secondary: SITE.colors.secondary[theme],
  star: star[theme],
  line: line[theme],
});

/** The test page's sample card, which stands for no project of the collection. */
export const SAMPLE_PROJECT_SLUG = 'test-card';

export interface ProjectArtImage {
  theme: ArtTheme;
  /** Its file name under `<base>art/`. */
  file: string;
  /** Its address. */
  src: string;
  svg: string;
}

/** The light and the dark picture of the project `slug`, the `index`-th of its list. */
export function projectArtImages(slug: string, index: number): ProjectArtImage[] {
  const composition = projectArtComposition(index);
  return ART_THEMES.map((theme) => {
    const svg = projectArtFile(slug, composition, palette(theme));
    const file = `${slug}-${composition}-${theme}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
    return { theme, file, src: withBase(`art/${file}`), svg };
  });
}

/** Every picture a card may link, by file name: each project's (and the sample card's) compositions, in both themes. */
export async function projectArtFiles(): Promise<Map<string, string>> {
  const slugs = new Set([SAMPLE_PROJECT_SLUG, ...(await getCollection('projects')).map(({ id }) => id.slice(id.indexOf('/') + 1))]);
  return new Map(
    [...slugs].flatMap((slug) => Array.from({ length: PROJECT_ART_COMPOSITIONS }, (_, index) => index).flatMap((index) => projectArtImages(slug, index).map(({ file, svg }) => [file, svg] as const))),
  );
}
