/**
 * What the pages worth sharing put on their preview cards (src/data/og-cards.ts draws them): the
 * latest items finished, and the lab's top artist against the period before. Pure.
 */
import type { PeriodComparison } from './lastfm/compare.ts';

/** How many covers a card shows at most. */
export const CARD_COVERS = 5;

/** The last `max` of `items` (in the order they were finished), the latest first. */
export function latestFirst<T>(items: readonly T[], max = CARD_COVERS): T[] {
  return items.slice(-max).reverse();
}

/** A change in percent from `before` to `now`, rounded; `undefined` when there was nothing before. */
export function percentChange(now: number, before: number): number | undefined {
  return before > 0 ? Math.round(((now - before) / before) * 100) + 0 : undefined;
}

export interface TopArtist {
  name: string;
  /** Plays in the last period, and in the one before. */
  plays: number;
  before: number;
  /** The artist's plays against the period before, in percent; absent when it had none then. */
  change?: number;
}

/** The most played artist of the last period, with its plays before; `undefined` without plays. */
export function topArtist(compare: PeriodComparison): TopArtist | undefined {
  const top = compare.artists[0];
  if (!top) return undefined;
  const change = percentChange(top.count, top.before);
  return { name: top.name, plays: top.count, before: top.before, ...(change !== undefined && { change }) };
}

/** What a preview card shows, as its alt text needs it. */
export interface CardFacts {
  title: string;
  figures?: { value: string; label: string }[] | undefined;
  ring?: { done: number; goal: number } | undefined;
  stars?: number | undefined;
  covers?: readonly unknown[] | undefined;
  art?: unknown;
}

type AltKey = 'og.alt.facts' | 'og.alt.goal' | 'og.alt.score' | 'og.alt.covers' | 'og.alt.cover' | 'og.alt.art';

/**
 * A card's alt text, from what it draws: its title, then its figures, goal, rating and pictures
 * (`2026 in reading: 22 finished, 1,984 pages of books, goal 22 of 24, with the covers of the latest`).
 */
export function cardAlt(card: CardFacts, t: (key: AltKey, vars?: Record<string, string | number>) => string, format: (n: number) => string): string {
  const facts = [
    ...(card.figures ?? []).map(({ value, label }) => `${value} ${label.toLocaleLowerCase()}`),
    ...(card.ring ? [t('og.alt.goal', { done: format(card.ring.done), goal: format(card.ring.goal) })] : []),
    ...(card.stars ? [t('og.alt.score', { score: card.stars })] : []),
    ...(card.art ? [t('og.alt.art')] : card.covers?.length ? [t(card.covers.length > 1 ? 'og.alt.covers' : 'og.alt.cover')] : []),
  ];
  return facts.length ? t('og.alt.facts', { title: card.title, facts: facts.join(', ') }) : card.title;
}
