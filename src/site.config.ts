import type { ReadingStatus, ReadingType } from './lib/readings/model.ts';
import type { SiteColors } from './lib/site-identity.ts';

/**
 * Who the site belongs to, in one place: name, initials, role, public URL, time zone, contact and
 * social links, colours, Last.fm account and reading goal. `npm run init` writes the first ones;
 * the home page's pitch and call to action are the one text outside it (`content/pages/<code>/index.md`).
 */

/** A social link of the owner's: in the footer and in the home page's structured data. */
export interface Social {
  label: string;
  url: string;
  icon: `mdi:${string}`;
}

export interface SiteConfig {
  /** Shown in the header and in every page title. */
  owner: string;
  /** One to three letters, drawn in the site icon (`npm run site-icons` redraws its files). */
  initials: string;
  /**
   * What the owner does, by language code: under the name on the home page, in link previews and in
   * the structured data. A language without one shows the fallback language's.
   */
  role: Readonly<Record<string, string>>;
  /**
   * The site's two colours, each for the light and the dark theme (`#rrggbb`): the accent (links,
   * buttons, focus) and a second one (eyebrows, the loading bar). The theme's tokens, the hero's glow,
   * the site icon, the link previews and the console greeting derive from them. The build says when
   * one reads poorly on its theme's background (under 4.5:1).
   */
  colors: SiteColors;
  /** Used as the title of a page that has none, and as the site's name when installed (web app manifest). */
  siteName: string;
  /** Under the site's icon on a phone's home screen: 12 characters at most, or it is cut. */
  shortName: string;
  /** A `mailto:` address or a URL. */
  contact: string;
  socials: Social[];
  /** Last.fm account whose listening history the lab shows. */
  lastfmUser: string;
  /** Public URL of the deployed site, used for canonical links and the sitemap. */
  url: string;
  /**
   * The owner's time zone, an IANA name (default `Europe/Paris`): the lab says every time in it,
   * and counts its days and hours in it. A name the runtime does not know stops the build.
   */
  timeZone?: string;
  /**
   * Notion status and type options of the owner's own, by their name in Notion, beside the ones
   * the site knows (README, "Notion"): `{ status: { Backlog: 'toRead' }, type: { Talk: 'video' } }`.
   */
  notion?: { status?: Record<string, ReadingStatus>; type?: Record<string, ReadingType> };
  /**
   * HTTPS only (`Strict-Transport-Security`, sent from `_headers`): browsers that have seen the site
   * keep to HTTPS for `maxAge` seconds. `includeSubDomains` holds every subdomain of the site's
   * domain to it as well: turn it on only when all of them serve HTTPS.
   */
  hsts: { maxAge: number; includeSubDomains: boolean };
  /**
   * The most files the host takes in one deploy: the build says how many it made, and warns past
   * this. Cloudflare Pages and Workers take 20,000 on the free plan and 100,000 on a paid one.
   * Netlify has no total limit but takes 54,000 files per folder (the build names its fullest
   * folder); GitHub Pages counts no files (1 GB in all).
   */
  hostFileLimit: number;
  /**
   * How many items to finish in a year, by year (`{ 2026: 24 }`); optional. The statistics page and
   * that year's page show the progress, how far ahead or behind an even pace, and the projected
   * count. A year that is not four digits, or a count that is not a whole number above 0, stops the build.
   */
  readingGoal?: Record<number, number>;
}

export const SITE: SiteConfig = {
  owner: 'Camille Laurent',
  initials: 'CL',
  role: { fr: 'Ingénieure front-end', en: 'Front-end engineer' },
  colors: {
    accent: { light: '#4338ca', dark: '#a5b4fc' },
    secondary: { light: '#0f766e', dark: '#2dd4bf' },
  },
  siteName: 'Camille Laurent',
  shortName: 'C. Laurent',
  contact: 'mailto:hello@camille-laurent.dev',
  socials: [
    { label: 'GitHub', url: 'https://github.com/camille-laurent', icon: 'mdi:github' },
    { label: 'Mastodon', url: 'https://mastodon.social/@camillelaurent', icon: 'mdi:mastodon' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/camille-laurent', icon: 'mdi:linkedin' },
  ],
  lastfmUser: 'camillelaurent',
  url: 'https://camille-laurent.dev',
  timeZone: 'Europe/Paris',
  notion: { status: {}, type: {} },
  hsts: { maxAge: 63_072_000, includeSubDomains: false },
  hostFileLimit: 20_000,
  readingGoal: { 2026: 24 },
};
