/**
 * The preview cards of the pages worth sharing, by where the build puts them (`og/<locale>/…png`):
 * each route's own, the lab's (its top artist of the last 30 days against the 30 before, with
 * album art), the statistics page's and each reading year's (figures, the goal as a ring, the
 * latest covers or title cards). Drawn on the build's drawing thread (src/integrations/reading-og-images.ts).
 */
import { BUILD_TIME } from 'virtual:build-info';
import type { OgImageText } from '../build/og/image.ts';
import { OG_ROUTES } from '../build/og/paths.ts';
import { ogCover } from '../build/og/reading.ts';
import { LANGUAGE_TAGS, LOCALES, useTranslations, type Locale, type Route } from '../i18n/index.ts';
import { formatNumber } from '../i18n/format.ts';
import { withBase } from '../i18n/url.ts';
import { coverTone } from '../lib/lastfm/covers.ts';
import { readingStats } from '../lib/readings/stats.ts';
import { dayOfYear, finishedYears, yearReadings } from '../lib/readings/years.ts';
import { cardAlt, latestFirst, topArtist } from '../lib/share-cards.ts';
import type { ReadingItem } from '../lib/readings/model.ts';
import { SITE } from '../site.config.ts';
import { siteRole } from './identity.ts';
import { COVERS_DIR, HAS_SNAPSHOT, loadSnapshot, snapshotInsights } from './lab.ts';
import { getPage } from './pages.ts';
import { READING_GOAL } from './reading-goal.ts';
import { SITE_TIME_ZONE } from './clock.ts';
import { readingCoverFile } from './reading-covers.ts';
import { readingItems } from './readings.ts';

/** A card's name under `og/<locale>/`: a route, `readings/stats`, `readings/year/<yyyy>`. */
export const statsCardName = 'readings/stats';
export const yearCardName = (year: number) => `readings/year/${year}`;

const footer = () => ({ owner: SITE.owner, host: new URL(SITE.url).host });
const covers = (items: readonly ReadingItem[]) => latestFirst(items).map((item) => ogCover(item, readingCoverFile(item.id)));

/** The goal's ring for `year`, when the owner set one. */
function goalRing(year: number, done: number, locale: Locale) {
  const goal = READING_GOAL[year];
  return goal ? { done, goal, label: useTranslations(locale)('og.goal', { year: String(year) }) } : undefined;
}

/** A reading year's card: its finished count and book pages, the goal as a ring, the year's latest covers. */
export async function yearCard(locale: Locale, year: number): Promise<OgImageText> {
  const t = useTranslations(locale);
  const format = (n: number) => formatNumber(n, locale);
  const data = yearReadings(await readingItems(), year, new Date(BUILD_TIME), SITE_TIME_ZONE);
  return {
    eyebrow: t('stats.eyebrow'),
    title: t('year.title', { year: String(year) }),
    description: '',
    figures: [
      { value: format(data.finished), label: t('og.finished', { count: data.finished }) },
      ...(data.pages ? [{ value: format(data.pages), label: t('year.pages') }] : []),
    ],
    ring: goalRing(year, data.finished, locale),
    covers: covers(data.months.flatMap((m) => m.items)),
    ...footer(),
  };
}

/** The statistics page's card: the years it covers, what was finished and this year's goal. */
export async function statsCard(locale: Locale): Promise<OgImageText> {
  const t = useTranslations(locale);
  const format = (n: number) => formatNumber(n, locale);
  const now = new Date(BUILD_TIME);
  const items = await readingItems();
  const stats = readingStats(items, now, SITE_TIME_ZONE);
  const year = dayOfYear(now, SITE_TIME_ZONE).year;
  const pages = stats.pagesPerYear.reduce((sum, y) => sum + y.count, 0);
  const done = stats.perYear.find((y) => y.year === year)?.count ?? 0;
  const finished = items.filter((item) => item.finishedAt).sort((a, b) => a.finishedAt!.localeCompare(b.finishedAt!));
  return {
    eyebrow: t('stats.eyebrow'),
    title: await statsTitleFor(locale),
    description: '',
    figures: [
      { value: format(stats.finished), label: t('og.finished', { count: stats.finished }) },
      ...(pages ? [{ value: format(pages), label: t('year.pages') }] : []),
    ],
    ring: goalRing(year, done, locale),
    covers: covers(finished),
    ...footer(),
  };
}

/** The statistics page's title, naming the years it covers (`Lectures 2024–2026`). */
export async function statsTitleFor(locale: Locale): Promise<string> {
  const years = finishedYears(await readingItems(), new Date(BUILD_TIME), SITE_TIME_ZONE);
  const t = useTranslations(locale);
  if (years.length === 0) return t('stats.title');
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return t('stats.titleYears', { years: first === last ? String(first) : `${first}–${last}` });
}

/** The lab's card: the most played artist of the last 30 days, its plays and their change, and its album's art. */
export async function labCard(locale: Locale): Promise<OgImageText> {
  const t = useTranslations(locale);
  const page = await getPage(locale, 'lab');
  const top = HAS_SNAPSHOT ? topArtist(snapshotInsights().compare) : undefined;
  if (!top) return { eyebrow: page.data.subtitle ?? siteRole(locale), title: page.data.title, description: page.data.description, ...footer() };
  const format = (n: number) => formatNumber(n, locale);
  const percent = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'percent', signDisplay: 'exceptZero' });
  const track = loadSnapshot().tracks.find((tr) => tr.artist === top.name && tr.album);
  // A cover the site keeps (`<base>lab-covers/<cut>/<file>`), read from content/lab/covers/.
  const stored = track?.cover?.match(/lab-covers\/(.+)$/)?.[1];
  const tone = coverTone(top.name, track?.album ?? top.name);
  return {
    eyebrow: t('og.lab.eyebrow'),
    title: top.name,
    description: '',
    figures: [
      { value: format(top.plays), label: t('og.lab.plays', { count: top.plays }) },
      { value: format(top.before), label: t('og.lab.before') },
      ...(top.change !== undefined ? [{ value: percent.format(top.change / 100), label: t('og.lab.change') }] : []),
    ],
    art: { ...tone, file: stored ? `${COVERS_DIR}/${stored}` : undefined },
    ...footer(),
  };
}

/** A route's own card: its title and description (the home page: the owner's name). */
async function routeCard(locale: Locale, route: Route): Promise<OgImageText> {
  if (route === 'lab') return labCard(locale);
  const { data } = await getPage(locale, route);
  return { eyebrow: data.subtitle ?? siteRole(locale), title: route === 'index' ? SITE.owner : data.title, description: data.description, ...footer() };
}

/** Every page card of the site, by its file under the site's root (`og/fr/readings/year/2026.png`). */
export async function pageCards(): Promise<Map<string, OgImageText>> {
  const years = finishedYears(await readingItems(), new Date(BUILD_TIME), SITE_TIME_ZONE);
  const cards = new Map<string, OgImageText>();
  for (const locale of LOCALES) {
    for (const route of OG_ROUTES) cards.set(`og/${locale}/${route}.png`, await routeCard(locale, route));
    cards.set(`og/${locale}/${statsCardName}.png`, await statsCard(locale));
    for (const year of years) cards.set(`og/${locale}/${yearCardName(year)}.png`, await yearCard(locale, year));
  }
  return cards;
}

/** A page's `ogImage` and `ogImageAlt`: where its card is and what it shows. */
function cardHead(locale: Locale, name: string, text: OgImageText): { ogImage: string; ogImageAlt: string } {
  return { ogImage: withBase(`og/${locale}/${name}.png`), ogImageAlt: cardAlt(text, useTranslations(locale), (n) => formatNumber(n, locale)) };
}
export const yearCardHead = async (locale: Locale, year: number) => cardHead(locale, yearCardName(year), await yearCard(locale, year));
export const statsCardHead = async (locale: Locale) => cardHead(locale, statsCardName, await statsCard(locale));
export const labCardHead = async (locale: Locale) => cardHead(locale, 'lab', await labCard(locale));
/** A reading item's card's alt text: its name, its rating and its cover or title card. */
export const itemCardAlt = (locale: Locale, item: ReadingItem) =>
  cardAlt({ title: item.name, stars: item.score, covers: [item.id] }, useTranslations(locale), (n) => formatNumber(n, locale));
