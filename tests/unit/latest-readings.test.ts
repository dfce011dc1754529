import { describe, expect, it } from 'vitest';
import { latestReadings } from '../../src/lib/latest-readings';

describe('latestReadings', () => {
  const item = (name: string, status: 'read' | 'toRead', day: number) => ({
    name,
    status,
    lastEditedTime: new Date(Date.UTC(2026, 0, day)),
  });
  it('keeps read items only; without finish dates, newest last edit first, ties by name; at most count', () => {
    const items = [item('b', 'read', 3), item('a', 'read', 3), item('c', 'toRead', 9), item('d', 'read', 5), item('e', 'read', 1)];
    expect(latestReadings(items, 3).map((i) => i.name)).toEqual(['d', 'a', 'b']);
    expect(latestReadings(items, 0)).toEqual([]);
    expect(latestReadings([], 3)).toEqual([]);
  });

  it('puts the items finished first, the latest finish first, whatever was edited since', () => {
    const items = [
      { ...item('edited last', 'read', 20) },
      { ...item('finished in May', 'read', 2), finishedAt: '2026-05-01T00:00:00.000Z' },
      { ...item('finished in June', 'read', 1), finishedAt: '2026-06-01T00:00:00.000Z' },
    ];
    expect(latestReadings(items, 3).map((i) => i.name)).toEqual(['finished in June', 'finished in May', 'edited last']);
  });
});
