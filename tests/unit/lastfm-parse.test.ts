import { describe, expect, it } from 'vitest';
import { LastfmError } from '../../src/lib/lastfm/errors';
import { coverImage, largestImage, parseRecentTracks } from '../../src/lib/lastfm/parse';
import type { RecentTracks } from '../../src/lib/lastfm/types';
import { SAMPLE_SNAPSHOT } from '../support/sample';
import { parseSnapshot } from '../../src/lib/lastfm/snapshot';
import { labInsights } from '../../src/lib/lastfm/insights';

const COVER = (size: string) => `https://lastfm.freetls.fastly.net/i/u/${size}/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg`;
const IMAGES = [
  { size: 'small', '#text': COVER('34s') },
  { size: 'medium', '#text': COVER('64s') },
  { size: 'large', '#text': COVER('174s') },
  { size: 'extralarge', '#text': COVER('300x300') },
];

/** A page as Last.fm sends it (user.getRecentTracks, extended=1): now playing first. */
const RECORDED = {
  recenttracks: {
    track: [
      {
        artist: { url: 'https://www.last.fm/music/Air', name: 'Air', image: [], mbid: '' },
        mbid: '',
        name: 'La femme d’argent',
        image: IMAGES,
        streamable: '0',
        album: { mbid: '', '#text': 'Moon Safari' },
        url: 'https://www.last.fm/music/Air/_/La+femme+d%E2%80%99argent',
        '@attr': { nowplaying: 'true' },
        loved: '0',
      },
      {
        artist: { url: 'https://www.last.fm/music/Sade', name: 'Sade', image: [], mbid: '' },
        mbid: '',
        name: 'Smooth Operator',
        image: IMAGES,
        streamable: '0',
        album: { mbid: '', '#text': 'Diamond Life' },
        url: 'https://www.last.fm/music/Sade/_/Smooth+Operator',
        date: { uts: '1763847360', '#text': '22 Nov 2025, 21:36' },
        loved: '1',
      },
      {
        artist: { url: 'https://www.last.fm/music/Caribou', name: 'Caribou', image: [], mbid: '' },
        mbid: '',
        name: 'Silver',
        image: [
          { size: 'small', '#text': '' },
          { size: 'extralarge', '#text': '' },
        ],
        streamable: '0',
        album: { mbid: '', '#text': '' },
        url: 'https://www.last.fm/music/Caribou/_/Silver',
        date: { uts: '1763847000', '#text': '22 Nov 2025, 21:30' },
        loved: '0',
      },
    ],
    '@attr': { user: 'camillelaurent', totalPages: '964', page: '1', perPage: '50', total: '48213' },
  },
};

function parsed(body: unknown): RecentTracks {
  const result = parseRecentTracks(body);
  if (!result.ok) throw result.error;
  return result.value;
}

describe('parseRecentTracks', () => {
  it('normalizes a recorded page: now playing apart, history newest first, totals as numbers', () => {
    const page = parsed(RECORDED);
    expect(page).toMatchObject({ user: 'camillelaurent', page: 1, perPage: 50, totalPages: 964, total: 48213 });
    expect(page.nowPlaying).toEqual({
      artist: 'Air',
      name: 'La femme d’argent',
      album: 'Moon Safari',
      cover: COVER('300x300'),
      url: 'https://www.last.fm/music/Air/_/La+femme+d%E2%80%99argent',
      loved: false,
      nowPlaying: true,
    });
    expect(page.nowPlaying).not.toHaveProperty('date');
    expect(page.tracks.map((t) => t.name)).toEqual(['Smooth Operator', 'Silver']);
    expect(page.tracks[0]).toMatchObject({ loved: true, date: 1763847360_000, album: 'Diamond Life' });
  });

  it('handles empty image URLs and a missing album (no cover, no album)', () => {
    const silver = parsed(RECORDED).tracks[1]!;
    expect(silver).not.toHaveProperty('cover');
    expect(silver).not.toHaveProperty('album');
    const noAlbumField = structuredClone(RECORDED);
    delete (noAlbumField.recenttracks.track[1] as { album?: unknown }).album;
    expect(parsed(noAlbumField).tracks[0]).not.toHaveProperty('album');
  });

  it('accepts a single track sent as an object instead of an array', () => {
    const single = structuredClone(RECORDED);
    (single.recenttracks as { track: unknown }).track = RECORDED.recenttracks.track[1];
    const page = parsed(single);
    expect(page.tracks).toHaveLength(1);
    expect(page.tracks[0]!.name).toBe('Smooth Operator');
    expect(page.nowPlaying).toBeUndefined();
  });

  it('accepts a user without scrobbles (no track field)', () => {
    const page = parsed({ recenttracks: { '@attr': { user: 'u', totalPages: '0', page: '1', perPage: '50', total: '0' } } });
    expect(page.tracks).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.totalPages).toBe(1);
  });

  it('reads `#text` fields (non-extended artist) and plain strings alike', () => {
    const plain = structuredClone(RECORDED);
    (plain.recenttracks.track[1] as { artist: unknown }).artist = { mbid: '', '#text': 'Sade' };
    (plain.recenttracks.track[1] as { album: unknown }).album = 'Diamond Life';
    expect(parsed(plain).tracks[0]).toMatchObject({ artist: 'Sade', album: 'Diamond Life' });
  });

  it('keeps only https covers, never the star placeholder, and picks the largest size', () => {
    expect(largestImage(IMAGES)).toBe(COVER('300x300'));
    expect(largestImage([...IMAGES].reverse())).toBe(COVER('300x300'));
    expect(largestImage([{ size: 'extralarge', '#text': 'http://lastfm.freetls.fastly.net/i/u/300x300/a.jpg' }])).toBeUndefined();
    expect(largestImage([{ size: 'large', '#text': 'javascript:alert(1)' }])).toBeUndefined();
    expect(
      largestImage([
        { size: 'small', '#text': COVER('34s') },
        { size: 'extralarge', '#text': 'https://lastfm.freetls.fastly.net/i/u/300x300/2a96cbd8b46e442fc41c2b86b821562f.png' },
      ]),
    ).toBe(COVER('34s'));
    expect(largestImage('nope')).toBeUndefined();
  });

  it('sizes a cover to its box: the smallest width that fills it, every width for denser screens', () => {
    const srcSet = `${COVER('64s')} 64w, ${COVER('174s')} 174w, ${COVER('300x300')} 300w`;
    expect(coverImage(COVER('300x300'), 48)).toEqual({ src: COVER('64s'), srcSet });
    expect(coverImage(COVER('34s'), 96)).toEqual({ src: COVER('174s'), srcSet });
    expect(coverImage(COVER('174s'), 174)).toEqual({ src: COVER('174s'), srcSet });
    expect(coverImage(COVER('64s'), 400)).toEqual({ src: COVER('300x300'), srcSet });
  });

  it('keeps a cover URL of another shape as it is', () => {
    for (const url of ['https://example.org/cover.jpg', 'https://lastfm.freetls.fastly.net/i/u/ar0/a.jpg', `${COVER('174s')}?x=1`]) {
      expect(coverImage(url, 48)).toEqual({ src: url });
    }
  });

  it('drops tracks without name, artist or date, and unsafe Last.fm URLs', () => {
    const messy = structuredClone(RECORDED);
    const tracks = messy.recenttracks.track as unknown[];
    tracks.push({ name: '', artist: { name: 'X' }, date: { uts: '1' } });
    tracks.push({ name: 'No artist', date: { uts: '1' } });
    tracks.push({ name: 'No date', artist: { name: 'X' } });
    tracks.push('not a track', null);
    (tracks[2] as { url: string }).url = 'javascript:alert(1)';
    const page = parsed(messy);
    expect(page.tracks.map((t) => t.name)).toEqual(['Smooth Operator', 'Silver']);
    expect(page.tracks[1]).not.toHaveProperty('url');
  });

  it('leaves out a track whose play date is no time, naming it, and keeps the rest usable', () => {
    const odd = structuredClone(RECORDED);
    (odd.recenttracks.track as unknown[]).push({ name: 'Far Future', artist: { name: 'Air' }, date: { uts: '99999999999999' } });
    const dropped: string[] = [];
    const result = parseSnapshot({ ...odd, takenAt: '2025-01-01T00:00:00Z' }, (message) => dropped.push(message));
    expect(dropped).toEqual(['track "Air – Far Future" left out: its play date (uts 99999999999999) is not a valid time']);
    if (!result.ok) throw result.error;
    expect(result.value.tracks.map((t) => t.name)).toEqual(['Smooth Operator', 'Silver']);
    // What the build does with the tracks next: their days, in the owner's zone.
    expect(() => labInsights(result.value.tracks, result.value.takenAt, 'Europe/Paris')).not.toThrow();
  });

  it('turns a Last.fm error body into an api error', () => {
    const result = parseRecentTracks({ error: 29, message: 'Rate Limit Exceeded' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(LastfmError);
    expect(result.error).toMatchObject({ kind: 'api', code: 29, message: 'Rate Limit Exceeded' });
  });

  it.each([null, 42, 'text', [], {}, { recenttracks: [] }, { recenttracks: { track: [] } }])(
    'rejects a body of the wrong shape (%j) as malformed',
    (body) => {
      const result = parseRecentTracks(body);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('malformed');
    },
  );

  // The sample the project ships with, while it is there (an owner's own snapshot is theirs to judge).
  it.runIf(SAMPLE_SNAPSHOT)('parses the shipped sample snapshot: about 200 scrobbles, one now playing, some loved, newest first', () => {
    const page = parsed(SAMPLE_SNAPSHOT!);
    expect(page.tracks.length).toBeGreaterThanOrEqual(190);
    expect(page.nowPlaying).toBeDefined();
    expect(page.tracks.some((t) => t.loved)).toBe(true);
    expect(page.tracks.some((t) => !t.cover)).toBe(true);
    expect(new Set(page.tracks.map((t) => t.artist)).size).toBeGreaterThan(15);
    for (const track of page.tracks) {
      if (track.cover) expect(track.cover).toMatch(/^https:\/\/lastfm\.freetls\.fastly\.net\//);
    }
    const dates = page.tracks.map((t) => t.date!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
