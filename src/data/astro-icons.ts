import { SITE } from '../site.config.ts';

/** The mdi icons the Astro components name (`<Icon name="mdi:…" is:inline />`), the test page's sample included. */
const NAMED = [
  'arrow-left',
  'arrow-right',
  'arrow-top-right',
  'arrow-up-circle-outline',
  'check-circle-outline',
  'chevron-down',
  'email-outline',
  'github',
  'help-circle-outline',
  'home-outline',
  'linkedin',
  'lock-outline',
  'map-marker-question-outline',
  'mastodon',
  'music-note',
  'newspaper-variant-outline',
  'play-circle-outline',
  'podcast',
  'radar',
  'rss',
  'star',
  'theme-light-dark',
  'translate',
  'weather-night',
  'white-balance-sunny',
];

/**
 * Every mdi icon an Astro component draws: those they name and the social links' of
 * src/site.config.ts. astro-icon's `include`, so that the build's server code holds these icons
 * only, not the whole set; an icon missing here fails the build, naming it, and a unit test
 * (tests/unit/icon-svg.test.ts) checks the list against the components. The islands' icons come
 * as SVG markup in their code instead (src/data/island-assets.ts).
 */
export const ASTRO_ICONS: readonly string[] = [...new Set([...NAMED, ...SITE.socials.map(({ icon }) => icon.slice('mdi:'.length))])];
