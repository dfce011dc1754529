import { describe, expect, it } from 'vitest';
import { bindTranslate, pickMessages } from '../../src/i18n';
import { listHeading } from '../../src/lib/readings/heading';

const tr = (locale: 'fr' | 'en') => bindTranslate(pickMessages(locale, ['readings.']), locale);

describe('listHeading', () => {
  it('heads a facet by its value and count, as its static page does', () => {
    expect(listHeading({ key: 'tags', value: 'css' }, 8, 'Base de données', 'fr', tr('fr'))).toEqual({ h1: '#css · 8 éléments', facetLabel: '#css', aside: null });
    expect(listHeading({ key: 'type', value: 'video' }, 1, 'Reading list', 'en', tr('en')).h1).toBe('Video · 1 item');
    expect(listHeading({ key: 'status', value: 'toRead' }, 3, 'Reading list', 'en', tr('en')).facetLabel).toBe('The antilibrary');
  });

  it('heads the whole list, or a query that is no single facet, by the title with the count beside it', () => {
    expect(listHeading(null, 79, 'Base de données', 'fr', tr('fr'))).toEqual({ h1: 'Base de données', facetLabel: null, aside: '79 éléments' });
    expect(listHeading(undefined, 1234, 'Reading list', 'en', tr('en')).aside).toBe('1,234 items');
  });
});
