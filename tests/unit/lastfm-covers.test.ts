import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverImage } from '../../src/lib/lastfm';
import { syncCovers } from '../../src/build/lastfm/cover-store';
import { COVER_ANGLES, COVER_HUES, COVER_MOTIFS, COVER_TURNS, coverCuts, coverSrc, coverTone, selfHostCovers } from '../../src/lib/lastfm/covers';
import type { LabTrack } from '../../src/lib/lastfm/types';
import { loadSnapshot } from '../../src/data/lab';
import { SAMPLE_SNAPSHOT } from '../support/sample';
import { GIANT_PNG, JPEG, TRUNCATED_JPEG } from '../support/fake-covers';

const FILE = '0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg';
const COVER = (cut: string, file = FILE) => `https://lastfm.freetls.fastly.net/i/u/${cut}/${file}`;
const CUTS = ['64s', '174s', '300x300'];
const track = (name: string, cover?: string, album?: string): LabTrack => ({
  artist: 'Air',
  name,
  loved: false,
  nowPlaying: false,
  date: 1,
  ...(album && { album }),
  ...(cover && { cover }),
});

describe('self-hosted covers', () => {
  it('names every cut of a Last.fm cover, from any of its URLs', () => {
    const cuts = CUTS.map((cut) => ({ url: COVER(cut), path: `${cut}/${FILE}` }));
    expect(coverCuts(COVER('300x300'))).toEqual(cuts);
    expect(coverCuts(COVER('34s'))).toEqual(cuts);
    for (const url of [undefined, '', 'https://example.org/a.jpg', COVER('300x300', '../../etc.jpg'), COVER('300x300', 'A.jpg'), `${COVER('64s')}?x`]) {
      expect(coverCuts(url)).toBeUndefined();
    }
  });

  it('points downloaded covers at the site under its base, with the same cuts as Last.fm', () => {
    const stored = new Set(CUTS.map((cut) => `${cut}/${FILE}`));
    const { tracks } = selfHostCovers([track('Kelly', COVER('300x300'), 'Moon Safari')], (path) => stored.has(path), '/portfolio/');
    expect(tracks[0]!.cover).toBe(`/portfolio/lab-covers/300x300/${FILE}`);
    expect(coverSrc(tracks[0]!.cover)).toBe(tracks[0]!.cover);
    expect(coverImage(tracks[0]!.cover!, 48)).toEqual({
      src: `/portfolio/lab-covers/64s/${FILE}`,
      srcSet: CUTS.map((cut, i) => `/portfolio/lab-covers/${cut}/${FILE} ${[64, 174, 300][i]}w`).join(', '),
    });
  });

  it('drops a cover not downloaded (or partly), so the lab draws one, and leaves a track without cover alone', () => {
    const partly = new Set([`64s/${FILE}`]);
    const input = [track('Kelly', COVER('300x300'), 'Moon Safari'), track('Talisman', COVER('174s'), 'Moon Safari'), track('Untitled')];
    const { tracks, stored } = selfHostCovers(input, (path) => partly.has(path), '/');
    expect(stored.size).toBe(0);
    expect(tracks.map((t) => 'cover' in t)).toEqual([false, false, false]);
    expect(tracks.map((t) => t.name)).toEqual(['Kelly', 'Talisman', 'Untitled']);
  });

  it('accepts as a cover only a path of the site’s covers or an https URL', () => {
    expect(coverSrc(`/lab-covers/174s/${FILE}`)).toBe(`/lab-covers/174s/${FILE}`);
    expect(coverSrc(COVER('64s'))).toBe(COVER('64s'));
    for (const bad of ['/lab-covers/0123456789abcd.webp', '/lab-covers/../x.svg', '//evil.example/lab-covers/0123456789abcd.webp', '/other/x.jpg', 'http://a.example/x.jpg', 'data:image/svg+xml,<svg/>', 42]) {
      expect(coverSrc(bad)).toBeUndefined();
    }
  });
});

describe('drawn covers', () => {
  it('is the same for the same album, and spreads albums over every hue and turn', () => {
    expect(coverTone('Air', 'Moon Safari')).toEqual(coverTone('Air', 'Moon Safari'));
    const tones = Array.from({ length: 400 }, (_, i) => coverTone(`Artist ${i}`, `Album ${i}`));
    expect(new Set(tones.map((tone) => tone.hue))).toEqual(new Set(Array.from({ length: COVER_HUES }, (_, i) => i)));
    expect(new Set(tones.map((tone) => tone.turn))).toEqual(new Set(Array.from({ length: COVER_TURNS }, (_, i) => i)));
    expect(new Set(tones.map((tone) => `${tone.hue}-${tone.turn}`)).size).toBe(COVER_HUES * COVER_TURNS);
    expect(new Set(tones.map((tone) => tone.motif))).toEqual(new Set(Array.from({ length: COVER_MOTIFS }, (_, i) => i)));
    expect(new Set(tones.map((tone) => tone.angle))).toEqual(new Set(Array.from({ length: COVER_ANGLES }, (_, i) => i)));
    // Shape, pattern and palette together: 400 albums, next to no two alike.
    expect(new Set(tones.map((tone) => Object.values(tone).join('-'))).size).toBeGreaterThan(320);
  });

  it('draws the committed sample’s albums apart', () => {
    const albums = new Set(loadSnapshot().tracks.map((track) => `${track.artist}\u0000${track.album ?? track.name}`));
    const arts = [...albums].map((key) => Object.values(coverTone(...(key.split('\u0000') as [string, string]))).join('-'));
    expect(new Set(arts).size).toBe(albums.size);
  });

  it('tells the artist from the title', () => {
    const pairs = Array.from({ length: 50 }, (_, i) => [coverTone(`a${i}`, 'b'), coverTone('a', `${i}b`)]);
    expect(pairs.some(([x, y]) => x!.hue !== y!.hue || x!.turn !== y!.turn)).toBe(true);
  });
});

// The sample the project ships with, while it is there.
describe.runIf(SAMPLE_SNAPSHOT)('the shipped sample snapshot', () => {
  it('serves every cover it keeps from the site, never Last.fm', () => {
    const snapshot = loadSnapshot();
    const tracks = [snapshot.nowPlaying, ...snapshot.tracks].filter((t) => t !== undefined);
    expect(tracks.length).toBeGreaterThan(100);
    for (const { cover } of tracks) if (cover !== undefined) expect(cover).toMatch(/^\/lab-covers\/300x300\/[0-9a-f]{32}\.\w+$/);
  });
});

describe('syncCovers (npm run lab:snapshot)', () => {
  it('decodes each cut: a 20000 × 20000 PNG or a truncated JPEG is refused, a redirect off Last.fm too, and nothing is written', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lab-covers-'));
    const [giant, cut, away] = ['4'.repeat(32), '5'.repeat(32), '6'.repeat(32)];
    const { fetcher } = fakeFetch({
      ...Object.fromEntries(CUTS.map((size) => [COVER(size, `${giant}.png`), new Response(GIANT_PNG)])),
      [COVER('174s', `${cut}.jpg`)]: new Response(TRUNCATED_JPEG),
      [COVER('64s', `${away}.jpg`)]: new Response(null, { status: 302, headers: { location: 'https://169.254.169.254/latest/' } }),
    });
    const report = await syncCovers([COVER('300x300', `${giant}.png`), COVER('300x300', `${cut}.jpg`), COVER('300x300', `${away}.jpg`)], dir, fetcher);
    expect(report.missing.map((m) => m.reason).sort()).toEqual([
      '20000 × 20000 pixels, over the limit of 40 megapixels',
      expect.stringMatching(/^cannot be decoded/),
      'redirect to a host not allowed: 169.254.169.254',
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });

  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in for Last.fm's image host: `responses[url]` or a JPEG; records what was asked. */
  const fakeFetch = (responses: Record<string, Response> = {}) => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return responses[url] ?? new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
    }) as typeof fetch;
    return { fetcher, asked };
  };

  it('downloads every cut of each cover once, keeps those there, and deletes unused files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lab-covers-'));
    const other = 'ffffffffffffffffffffffffffffffff.jpg';
    const kept = 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.jpg';
    for (const cut of CUTS) {
      mkdirSync(join(dir, cut), { recursive: true });
      writeFileSync(join(dir, cut, other), 'old');
      writeFileSync(join(dir, cut, kept), 'kept');
    }
    const { fetcher, asked } = fakeFetch();
    const report = await syncCovers([COVER('300x300'), COVER('300x300'), COVER('174s', kept), undefined, 'https://example.org/a.jpg'], dir, fetcher);
    expect(asked.sort()).toEqual(CUTS.map((cut) => COVER(cut)).sort());
    expect(report).toEqual({ stored: 2, downloaded: 1, removed: 3, missing: [{ url: 'https://example.org/a.jpg', reason: 'not a Last.fm cover URL' }] });
    for (const cut of CUTS) {
      expect(readdirSync(join(dir, cut)).sort()).toEqual([FILE, kept].sort());
      expect(readFileSync(join(dir, cut, FILE))).toEqual(JPEG);
    }
  });

  it('stores a cover only when every cut arrives as an image, and never fetches without a fetcher', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lab-covers-'));
    const files = ['1'.repeat(32), '2'.repeat(32), '3'.repeat(32)].map((id) => `${id}.jpg`);
    const { fetcher } = fakeFetch({
      [COVER('174s', files[0])]: new Response('gone', { status: 404 }),
      [COVER('64s', files[1])]: new Response('<html>', { headers: { 'content-type': 'image/jpeg' } }),
      [COVER('300x300', files[2])]: new Response(new Uint8Array(600 * 1024).fill(0xff)),
    });
    const report = await syncCovers(files.map((file) => COVER('300x300', file)), dir, fetcher);
    expect(report.stored).toBe(0);
    expect(report.missing.map((m) => m.reason).sort()).toEqual(['none (HTTP 404)', 'not a jpg image', 'too large (over 524288 bytes)']);
    expect(CUTS.some((cut) => existsSync(join(dir, cut)) && readdirSync(join(dir, cut)).length > 0)).toBe(false);

    // Read as a stream, never past the cap: an endless body is cut off.
    const endless = new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024)) });
    const more = await syncCovers([COVER('64s', files[0])], dir, fakeFetch({ [COVER('64s', files[0])]: new Response(endless) }).fetcher);
    expect(more.missing.map((m) => m.reason)).toEqual(['too large (over 524288 bytes)']);

    const offline = await syncCovers([COVER('300x300')], dir);
    expect(offline).toEqual({ stored: 0, downloaded: 0, removed: 0, missing: [{ url: COVER('300x300'), reason: 'not downloaded' }] });
  });
});
