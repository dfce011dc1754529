import { describe, expect, it } from 'vitest';
import { playerState, RECENT_PLAY_MS } from '../../src/lib/lastfm/status';
import type { LabTrack } from '../../src/lib/lastfm/types';

const NOW = Date.UTC(2026, 10, 22, 21, 40);
const HOUR = 3_600_000;
const track = (artist: string, album: string, hoursAgo: number): LabTrack => ({
  artist,
  name: `${artist} song`,
  album,
  loved: false,
  nowPlaying: false,
  date: NOW - hoursAgo * HOUR,
});

describe('playerState', () => {
  const latest = track('Air', 'Moon Safari', 2);
  const playing = { ...track('Sade', 'Diamond Life', 0), date: undefined, nowPlaying: true };

  it('says "now playing" only for live data that reports a track playing', () => {
    expect(playerState({ source: 'live', nowPlaying: playing, latest, reference: NOW })).toEqual({ kind: 'playing', track: playing });
  });

  it('turns a snapshot’s playing track into the latest played, at the snapshot’s time', () => {
    expect(playerState({ source: 'snapshot', nowPlaying: playing, latest, reference: NOW })).toEqual({ kind: 'recent', track: playing, date: NOW });
  });

  it('says when the latest track was played, or that nothing played recently', () => {
    expect(playerState({ source: 'live', nowPlaying: undefined, latest, reference: NOW })).toEqual({ kind: 'recent', track: latest, date: latest.date });
    expect(playerState({ source: 'live', nowPlaying: undefined, latest, reference: latest.date! + RECENT_PLAY_MS + 1 })).toEqual({ kind: 'idle' });
    expect(playerState({ source: 'snapshot', nowPlaying: undefined, latest: undefined, reference: NOW })).toEqual({ kind: 'idle' });
  });
});
