import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverReportLines, coverSource, downloadCover, fetchCovers, NoCover, youtubeId } from '../../tools/readings/covers';
import { main } from '../../tools/readings/cli';
import { checkImage, imageType, MAX_IMAGE_PIXELS } from '../../src/build/images';
import { download, isPrivateAddress } from '../../src/build/download';
import { GIANT_PNG, JPEG, PNG, startFakeCovers, TRUNCATED_JPEG, type FakeCovers } from '../support/fake-covers';
import { scratchReadings } from '../support/scratch-readings';

const book = (isbn: string, id = `book-${isbn}`) => ({ id, data: { type: 'book', name: id, isbn } });
const video = (videoId: string, id = `video-${videoId}`) => ({ id, data: { type: 'video', name: id, url: `https://www.youtube.com/watch?v=${videoId}` } });

describe('imageType', () => {
  it('knows a cover by its first bytes', () => {
    expect(imageType(JPEG)).toBe('jpg');
    expect(imageType(PNG)).toBe('png');
    expect(imageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(imageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(imageType(Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1'))).toBe('avif');
  });

  it('refuses what is not an image, whatever its name or type', () => {
    expect(imageType(Buffer.from('<!doctype html><p>Error</p>'))).toBeUndefined();
    expect(imageType(new Uint8Array())).toBeUndefined();
    expect(imageType(Buffer.from('\x00\x00\x00\x1cftypmp42', 'latin1'))).toBeUndefined();
  });
});

describe('checkImage', () => {
  it('decodes a whole image, and refuses one over 40 megapixels or cut short, saying why', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    await expect(checkImage(JPEG)).resolves.toEqual({ width: 8, height: 8 });
    await expect(checkImage(GIANT_PNG)).rejects.toThrow('20000 × 20000 pixels, over the limit of 40 megapixels');
    await expect(checkImage(TRUNCATED_JPEG)).rejects.toThrow(/^cannot be decoded \(.*JPEG/);
    await expect(checkImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]))).rejects.toThrow(/^cannot be decoded/);
  });
});

describe('coverSource', () => {
  beforeEach(() => {
    vi.stubEnv('READINGS_COVERS_OPENLIBRARY_URL', 'http://ol.test/');
    vi.stubEnv('READINGS_COVERS_YOUTUBE_URL', 'http://yt.test');
    return () => vi.unstubAllEnvs();
  });

  it('asks Open Library for a book by its ISBN, without its placeholder', () => {
    expect(coverSource(book('978-0-13-235088-4'))).toBe('http://ol.test/b/isbn/9780132350884-L.jpg?default=false');
    expect(coverSource({ id: 'b', data: { type: 'book', name: 'B' } })).toBeUndefined();
  });

  it('takes a video’s thumbnail: YouTube’s, else its image', () => {
    expect(coverSource(video('8aGhZQkoFbQ'))).toBe('http://yt.test/vi/8aGhZQkoFbQ/hqdefault.jpg');
    expect(coverSource({ id: 'v', data: { type: 'video', url: 'https://vimeo.com/1', image: 'https://i.vimeocdn.com/x.jpg' } })).toBe('https://i.vimeocdn.com/x.jpg');
    expect(coverSource({ id: 'a', data: { type: 'article', url: 'https://example.com/', image: 'https://example.com/x.jpg' } })).toBeUndefined();
  });

  it('reads the forms of a YouTube address', () => {
    expect(youtubeId('https://youtu.be/8aGhZQkoFbQ?t=3')).toBe('8aGhZQkoFbQ');
    expect(youtubeId('https://www.youtube.com/embed/8aGhZQkoFbQ')).toBe('8aGhZQkoFbQ');
    expect(youtubeId('https://m.youtube.com/watch?v=8aGhZQkoFbQ&t=1')).toBe('8aGhZQkoFbQ');
    expect(youtubeId('https://www.youtube.com/playlist?list=PL1')).toBeUndefined();
    expect(youtubeId('https://notyoutube.com/watch?v=8aGhZQkoFbQ')).toBeUndefined();
  });
});

describe('downloading covers from a stand-in host', () => {
  let host: FakeCovers;
  beforeAll(async () => {
    host = await startFakeCovers({
      images: { '9780132350884': JPEG, '8aGhZQkoFbQ': PNG, '9780000000040': GIANT_PNG, '9780000000057': TRUNCATED_JPEG },
      faults: {
        '9780000000002': 500,
        '9780000000019': 'hang',
        '9780000000026': 'huge',
        '9780000000033': 'html',
        '9780000000064': 'redirect:<self>/b/isbn/9780132350884-L.jpg',
        '9780000000071': 'redirect:https://169.254.169.254/latest/meta-data/',
        '9780000000088': 'redirect:http://covers.openlibrary.org/b/isbn/1-L.jpg',
        '9780000000095': 'redirect:<self>/b/isbn/9780000000095-L.jpg',
      },
    });
  });
  afterAll(() => host.close());
  let output: string[] = [];
  scratchReadings('covers-', (_folder, lines) => {
    output = lines;
  });
  beforeEach(() => {
    vi.stubEnv('READINGS_COVERS_OPENLIBRARY_URL', host.url);
    vi.stubEnv('READINGS_COVERS_YOUTUBE_URL', host.url);
  });

  /** Makes the scratch folder a project (its working folder): readings in content/readings, covers where the build reads them. */
  function inProject(): string {
    const project = process.env.READINGS_CONTENT_DIR!;
    const dir = join(project, 'content/readings');
    mkdirSync(dir, { recursive: true });
    vi.stubEnv('READINGS_CONTENT_DIR', dir);
    vi.spyOn(process, 'cwd').mockReturnValue(project);
    return dir;
  }

  const CLEAN_CODE = 'name: Clean Code\ntype: book\nstatus: read\nisbn: "9780132350884"\ncreatedTime: 2025-01-01T00:00:00Z\nlastEditedTime: 2025-01-01T00:00:00Z\n';

  it('with READINGS_CONTENT_DIR where the build reads no covers, `covers` refuses and `add` writes its item without one', async () => {
    const dir = process.env.READINGS_CONTENT_DIR!;
    writeFileSync(join(dir, 'clean-code.yaml'), CLEAN_CODE);
    const asked = host.requests.length;
    expect(await main(['covers'])).toBe(1);
    expect(output.join('\n')).toContain(`${join(dir, 'covers')} is not where the build reads covers (content/readings/covers in the project): unset READINGS_CONTENT_DIR`);
    expect(await main(['add', 'https://example.com/b', '--name', 'Other', '--type', 'book', '--isbn', '9780132350884'])).toBe(0);
    expect(output.at(-1)).toMatch(/^covers: not downloaded: .* is not where the build reads covers/);
    expect(host.requests.length).toBe(asked);
    expect(existsSync(join(dir, 'covers'))).toBe(false);
  });

  it('`covers` never writes outside its folder: an item whose slug leads out is skipped and named', async () => {
    const dir = inProject();
    writeFileSync(join(dir, 'escape.yaml'), `slug: ../../escape/PWNED\n${CLEAN_CODE}`);
    writeFileSync(join(dir, 'clean-code.yaml'), CLEAN_CODE);
    expect(await main(['covers'])).toBe(0);
    const said = output.join('\n');
    expect(said).toContain('cover of ../../escape/PWNED: skipped: slug: "../../escape/PWNED" is not an address under /readings/');
    expect(said).toContain('covers: 1 downloaded, 1 failed');
    expect(readdirSync(join(dir, 'covers'))).toEqual(['clean-code.jpg']);
    expect(existsSync(join(process.cwd(), 'content/escape'))).toBe(false);
    // Even an id the checks would let through never leaves the folder.
    const report = await fetchCovers([{ id: '../outside', data: { type: 'book', isbn: '9780132350884' } }], join(dir, 'covers'));
    expect(report.failed[0]?.reason).toMatch(/^skipped: its cover would be written outside/);
  });

  it('gets an image, and says when there is none (404)', async () => {
    await expect(downloadCover(`${host.url}/b/isbn/9780132350884-L.jpg`)).resolves.toMatchObject({ ext: 'jpg' });
    await expect(downloadCover(`${host.url}/b/isbn/9999999999999-L.jpg`)).rejects.toBeInstanceOf(NoCover);
  });

  it('refuses a server error, an HTML page served as a JPEG, an endless file, and gives up on a hang', async () => {
    await expect(downloadCover(`${host.url}/b/isbn/9780000000002-L.jpg`)).rejects.toThrow('HTTP 500');
    await expect(downloadCover(`${host.url}/b/isbn/9780000000033-L.jpg`)).rejects.toThrow(/not an image .*image\/jpeg/);
    await expect(downloadCover(`${host.url}/b/isbn/9780000000026-L.jpg`, { maxBytes: 200_000 })).rejects.toThrow('too large (over 200000 bytes)');
    const started = Date.now();
    await expect(downloadCover(`${host.url}/b/isbn/9780000000019-L.jpg`, { timeoutMs: 300 })).rejects.toThrow('timeout after 0.3 s');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('decodes each cover: a 20000 × 20000 PNG of 69 bytes and a truncated JPEG are refused, and nothing is written', async () => {
    await expect(downloadCover(`${host.url}/b/isbn/9780000000040-L.jpg`)).rejects.toThrow('not a usable image: 20000 × 20000 pixels, over the limit of 40 megapixels');
    await expect(downloadCover(`${host.url}/b/isbn/9780000000057-L.jpg`)).rejects.toThrow(/^not a usable image: cannot be decoded/);
    const dir = join(process.env.READINGS_CONTENT_DIR!, 'covers');
    const report = await fetchCovers([book('9780000000040', 'giant'), book('9780000000057', 'truncated')], dir);
    // Covers download side by side: the failures come in the order they end.
    expect(report.failed.map(({ id, reason }) => `${id}: ${reason}`).sort()).toEqual([
      'giant: not a usable image: 20000 × 20000 pixels, over the limit of 40 megapixels',
      expect.stringMatching(/^truncated: not a usable image: cannot be decoded/),
    ]);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('follows redirects itself: at most 3, https only, to the cover hosts; a failure names its cause', async () => {
    await expect(downloadCover(`${host.url}/b/isbn/9780000000064-L.jpg`)).resolves.toMatchObject({ ext: 'jpg' });
    await expect(downloadCover(`${host.url}/b/isbn/9780000000071-L.jpg`)).rejects.toThrow('redirect to a host not allowed: 169.254.169.254');
    await expect(downloadCover(`${host.url}/b/isbn/9780000000088-L.jpg`)).rejects.toThrow('redirect to http: refused (https only): http://covers.openlibrary.org/b/isbn/1-L.jpg');
    const asked = host.requests.length;
    await expect(downloadCover(`${host.url}/b/isbn/9780000000095-L.jpg`)).rejects.toThrow('more than 3 redirects');
    expect(host.requests.length - asked).toBe(4);
    await expect(downloadCover('https://example.com/cover.jpg')).rejects.toThrow('a host not allowed: example.com');
    vi.stubEnv('READINGS_COVERS_OPENLIBRARY_URL', 'http://covers.invalid');
    await expect(downloadCover('http://covers.invalid/b/isbn/9780132350884-L.jpg')).rejects.toThrow(/^ENOTFOUND$/);
  });

  it('refuses private, loopback and link-local addresses of an allowed host, and paces requests to one host', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.0.1', '172.20.0.1', '::1', 'fe80::1', 'fd00::1', '0.0.0.0']) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['207.241.224.2', '142.250.74.110', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
    const options = { allowed: () => true, maxBytes: 1000, timeoutMs: 2000 };
    await expect(download('https://covers.openlibrary.org/b/id/1-L.jpg', { ...options, lookup: async () => ['207.241.224.2', '169.254.169.254'] })).rejects.toThrow(
      'covers.openlibrary.org: a private or local address (169.254.169.254), refused',
    );
    const started = Date.now();
    const keys = ['9780132350884', '9780000000002', '9999999999999'];
    await Promise.allSettled(keys.map((isbn) => downloadCover(`${host.url}/b/isbn/${isbn}-L.jpg`, { paceMs: 400 })));
    // Three requests, 400 ms apart: the last one starts 800 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
  });

  it('stores each cover found, keeps the ones there, and moves on past every failure', async () => {
    const dir = join(process.env.READINGS_CONTENT_DIR!, 'covers');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'kept.png'), PNG);
    const items = [
      book('9780132350884', 'clean-code'),
      video('8aGhZQkoFbQ', 'event-loop'),
      book('9780000000002', 'server-error'),
      book('9780000000019', 'hangs'),
      book('9780000000026', 'huge'),
      book('9780000000033', 'html'),
      book('9999999999999', 'none'),
      book('9780132350884', 'kept'),
      { id: 'article', data: { type: 'article', name: 'A' } },
    ];
    // Room for a loaded machine: only the hang should reach the time limit.
    const report = await fetchCovers(items, dir, { timeoutMs: 2_000, maxBytes: 200_000 });
    expect(report.downloaded).toEqual(['clean-code', 'event-loop']);
    expect(report.none).toEqual(['none']);
    expect(report.kept).toBe(1);
    expect(Object.fromEntries(report.failed.map(({ id, reason }) => [id, reason]))).toEqual({
      'server-error': 'HTTP 500',
      hangs: 'timeout after 2 s',
      huge: 'too large (over 200000 bytes)',
      html: expect.stringMatching(/^not an image/),
    });
    expect(readdirSync(dir).sort()).toEqual(['clean-code.jpg', 'event-loop.png', 'kept.png']);
    expect(readFileSync(join(dir, 'clean-code.jpg'))).toEqual(JPEG);
  });

  it('`covers` downloads the missing ones; `add` fetches its own, or not with --no-cover; a failure never fails the command', async () => {
    const dir = inProject();
    writeFileSync(join(dir, 'clean-code.yaml'), CLEAN_CODE);
    expect(await main(['covers'])).toBe(0);
    expect(existsSync(join(dir, 'covers', 'clean-code.jpg'))).toBe(true);
    expect(await main(['add', 'https://example.com/a', '--name', 'Broken', '--type', 'book', '--isbn', '978-0-00-000003-3'])).toBe(0);
    expect(existsSync(join(dir, 'broken.md'))).toBe(true);
    expect(output.join('\n')).toMatch(/cover of broken: not an image .*it keeps its title card/);
    expect(readdirSync(join(dir, 'covers'))).toEqual(['clean-code.jpg']);
    const asked = host.requests.length;
    expect(await main(['add', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ', '--name', 'Loop', '--type', 'video', '--no-cover'])).toBe(0);
    expect(host.requests.length).toBe(asked);
    expect(await main(['covers', 'loop'])).toBe(0);
    expect(readdirSync(join(dir, 'covers')).sort()).toEqual(['clean-code.jpg', 'loop.png']);
  });

  it('the imports fetch the covers of the items they write, unless --no-covers; none found is no failure', async () => {
    const csv = join(import.meta.dirname, '../fixtures/goodreads-export.csv');
    inProject();
    const asked = host.requests.length;
    const code = await main(['import-goodreads', csv, '--no-covers']);
    expect(host.requests.length).toBe(asked);
    rmSync(process.env.READINGS_CONTENT_DIR!, { recursive: true, force: true });
    mkdirSync(process.env.READINGS_CONTENT_DIR!);
    output.length = 0;
    expect(await main(['import-goodreads', csv])).toBe(code);
    expect(host.requests.slice(asked).every((path) => path.startsWith('/b/isbn/'))).toBe(true);
    expect(host.requests.length).toBeGreaterThan(asked);
    expect(output.join('\n')).toMatch(/covers: 0 downloaded, 0 failed, \d+ without one at the source/);
  });
});

describe('the covers report', () => {
  it('says a failure of the network once, with its cause and the command to retry; other failures one by one', () => {
    const failed = [
      ...['a', 'b', 'c'].map((id) => ({ id, url: `https://covers.openlibrary.org/b/isbn/${id}-L.jpg`, reason: 'getaddrinfo ENOTFOUND covers.openlibrary.org' })),
      { id: 'd', url: 'https://i.ytimg.com/vi/d/hqdefault.jpg', reason: 'timeout after 15 s' },
      { id: 'e', url: 'https://covers.openlibrary.org/b/isbn/e-L.jpg', reason: 'not a usable image: cannot be decoded' },
    ];
    expect(coverReportLines({ downloaded: [], failed, none: [], kept: 2 }, 'content/readings/covers')).toEqual([
      'cover of e: not a usable image: cannot be decoded (https://covers.openlibrary.org/b/isbn/e-L.jpg); it keeps its title card',
      '3 covers not downloaded: no connection (ENOTFOUND); retry with npm run readings -- covers',
      '1 cover not downloaded (d): no answer in time (timeout after 15 s); retry with npm run readings -- covers',
      'covers: 0 downloaded, 5 failed, 2 already there',
    ]);
  });
});
