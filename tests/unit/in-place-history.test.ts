import { describe, expect, it } from 'vitest';
import { IN_PLACE_KEY, inPlaceOwner, inPlaceState } from '../../src/lib/in-place-history';

describe('history written in place', () => {
  it('marks an entry with its owner and keeps the router’s fields', () => {
    const state = inPlaceState({ index: 4, scrollX: 0, scrollY: 120 }, 'readings:en');
    expect(state).toEqual({ index: 4, scrollX: 0, scrollY: 120, [IN_PLACE_KEY]: 'readings:en' });
    expect(inPlaceOwner(state, IN_PLACE_KEY)).toBe('readings:en');
  });
  it('marks an entry without state', () => {
    expect(inPlaceOwner(inPlaceState(null, 'lab:/lab/'), IN_PLACE_KEY)).toBe('lab:/lab/');
  });
  it.each([null, undefined, 'readings', 3, { index: 1 }, { [IN_PLACE_KEY]: '' }, { [IN_PLACE_KEY]: 7 }])('%j has no owner', (state) => {
    expect(inPlaceOwner(state, IN_PLACE_KEY)).toBeUndefined();
  });
});
