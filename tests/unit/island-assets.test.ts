import { describe, expect, it } from 'vitest';
import { ISLAND_ASSETS, islandAssetsSource, type IslandAssetsName } from '../../src/data/island-assets';
import { LOCALES, RESOURCES } from '../../src/i18n';

/** A module's exports, as a bundle would read them. */
async function load(name: IslandAssetsName): Promise<{ ICONS: Record<string, string>; MESSAGES: Record<string, Record<string, string>> }> {
  return import(`data:text/javascript,${encodeURIComponent(islandAssetsSource(name, RESOURCES))}`);
}

describe('island assets', () => {
  it('give each island its own messages in every language, and no other island’s', async () => {
    for (const name of Object.keys(ISLAND_ASSETS) as IslandAssetsName[]) {
      const { MESSAGES } = await load(name);
      expect(Object.keys(MESSAGES).sort(), name).toEqual([...LOCALES].sort());
      const wanted = ISLAND_ASSETS[name].messages.filter((p) => !p.startsWith('!'));
      for (const locale of LOCALES) {
        const keys = Object.keys(MESSAGES[locale]!);
        expect(keys.length, `${name} ${locale}`).toBeGreaterThan(0);
        expect(keys.filter((key) => !wanted.some((p) => key.startsWith(p))), `${name} ${locale}`).toEqual([]);
      }
    }
    const { MESSAGES } = await load('reading');
    expect(Object.keys(MESSAGES.fr!).filter((key) => key.startsWith('readings.item.')), 'left out by `!`').toEqual([]);
    expect(MESSAGES.fr!['readings.loadMore']).toBe(RESOURCES.fr['readings.loadMore']);
    expect(MESSAGES.en!['readings.loadMore']).toBe(RESOURCES.en['readings.loadMore']);
  });

  it('draw each island’s icons as SVG markup, by role', async () => {
    const { ICONS } = await load('theme');
    expect(Object.keys(ICONS).sort()).toEqual(['dark', 'forced', 'light', 'system']);
    for (const svg of Object.values(ICONS)) expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><path [^>]+\/><\/svg>$/);
    expect(Object.keys((await load('error')).ICONS)).toEqual(['home']);
    expect((await load('locale')).ICONS).toEqual({});
  });
});
