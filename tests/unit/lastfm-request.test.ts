import { describe, expect, it } from 'vitest';
import { recentTracksUrl } from '../../src/lib/lastfm/request';

describe('recentTracksUrl', () => {
  it('builds an extended JSON user.getRecentTracks request', () => {
    const url = new URL(recentTracksUrl({ user: 'camille laurent', apiKey: 'k3y', page: 3, limit: 25 }));
    expect(url.origin).toBe('https://ws.audioscrobbler.com');
    expect(url.pathname).toBe('/2.0/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      method: 'user.getrecenttracks',
      user: 'camille laurent',
      api_key: 'k3y',
      format: 'json',
      extended: '1',
      limit: '25',
      page: '3',
    });
  });

  it('keeps page and limit within what Last.fm accepts', () => {
    const params = (page: number, limit: number) =>
      new URL(recentTracksUrl({ user: 'u', apiKey: 'k', page, limit })).searchParams;
    expect(params(0, 500).get('page')).toBe('1');
    expect(params(0, 500).get('limit')).toBe('200');
    expect(params(2.7, 0).get('page')).toBe('2');
    expect(params(2.7, 0).get('limit')).toBe('1');
    expect(params(Number.NaN, Number.NaN).get('limit')).toBe('50');
  });

  it('escapes the user name', () => {
    expect(recentTracksUrl({ user: 'a&b=c', apiKey: 'k' })).toContain('user=a%26b%3Dc');
  });
});
