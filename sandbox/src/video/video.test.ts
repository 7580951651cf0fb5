import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { boxes, mediaPlaylist, packageHls } from './fmp4';
import { RAIN_TEST_MP4_BASE64 } from './rain-test-mp4';

const ROOT = '/hosted-video/ridgeline/video/upload';
const asset = () => Uint8Array.from(atob(RAIN_TEST_MP4_BASE64), (char) => char.charCodeAt(0));
const typeOf = (bytes: Uint8Array, at = 4) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** A box of `type` around `body` (32-bit size). */
const box = (type: string, ...body: Uint8Array[]): Uint8Array => {
  const size = 8 + body.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(
    Array.from(type, (char) => char.charCodeAt(0)),
    4,
  );
  let at = 8;
  for (const part of body) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const words = (...values: number[]) => {
  const out = new Uint8Array(values.length * 4);
  values.forEach((value, i) => {
    new DataView(out.buffer).setUint32(i * 4, value);
  });
  return out;
};

describe('HLS packaging of a fragmented mp4', () => {
  it('cuts the seeded asset into an init segment and 9 five-second segments', () => {
    const pkg = packageHls(asset());
    expect(typeOf(pkg.init)).toBe('ftyp');
    expect(boxes(pkg.init).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    expect(pkg.segments).toHaveLength(9);
    for (const segment of pkg.segments) {
      expect(boxes(segment.bytes).map((b) => b.type)).toEqual(['moof', 'mdat']);
      expect(segment.seconds).toBeCloseTo(5, 3);
    }
  });

  it('reads per-sample durations from trun, else the tfhd default, with the mdhd timescale', () => {
    const ftyp = box('ftyp', words(0x69736f35, 0));
    // mdhd v0: version/flags, creation, modification, timescale 1000, duration.
    const moov = box(
      'moov',
      box('trak', box('mdia', box('mdhd', words(0, 0, 0, 1000, 0)))),
      box('mvex', box('trex', words(0, 1, 1, 40, 0, 0))),
    );
    // trun with sample durations (flag 0x100): three samples of 500, 700, 300 ticks.
    const withDurations = box(
      'moof',
      box('traf', box('tfhd', words(0x020000, 1)), box('trun', words(0x000100, 3, 500, 700, 300))),
    );
    // trun without durations, tfhd default 250 (flag 0x8) for four samples.
    const withDefault = box(
      'moof',
      box('traf', box('tfhd', words(0x000008, 1, 250)), box('trun', words(0, 4))),
    );
    // Neither: the trex default (40) for ten samples.
    const withTrex = box('moof', box('traf', box('tfhd', words(0, 1)), box('trun', words(0, 10))));
    const mdat = box('mdat', words(1));
    const file = new Uint8Array(
      [ftyp, moov, withDurations, mdat, withDefault, mdat, withTrex, mdat].flatMap((part) => [...part]),
    );
    const pkg = packageHls(file);
    expect(pkg.segments.map((s) => s.seconds)).toEqual([1.5, 1, 0.4]);
    expect(mediaPlaylist(pkg, 'clip')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="clip/init.mp4"',
        '#EXTINF:1.500,',
        'clip/0.m4s',
        '#EXTINF:1.000,',
        'clip/1.m4s',
        '#EXTINF:0.400,',
        'clip/2.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('refuses what is not a fragmented mp4', () => {
    expect(() => packageHls(box('ftyp', words(0)))).toThrow('ftyp and moov are required');
    const bad = box('ftyp', words(0));
    new DataView(bad.buffer).setUint32(0, 999);
    expect(() => boxes(bad)).toThrow('malformed box');
  });
});

describe('hosted video delivery routes', () => {
  it('serves the playlist, init and media segments and the mp4, public and immutable, without a key', async () => {
    const playlist = await call(`${ROOT}/sp_auto/campaign/rain-test.m3u8`, { apiKey: null });
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-MAP:URI="rain-test/init.mp4"');
    const durations = [...text.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations.reduce((sum, d) => sum + d, 0)).toBeCloseTo(45, 2);

    const init = await call(`${ROOT}/sp_auto/campaign/rain-test/init.mp4`, { apiKey: null });
    expect(init.headers.get('content-type')).toBe('video/mp4');
    expect(typeOf(new Uint8Array(await init.arrayBuffer()))).toBe('ftyp');
    const last = await call(`${ROOT}/sp_auto/campaign/rain-test/8.m4s`, { apiKey: null });
    expect(last.status).toBe(200);
    expect(typeOf(new Uint8Array(await last.arrayBuffer()))).toBe('moof');
    const mp4 = await call(`${ROOT}/campaign/rain-test.mp4`, { apiKey: null });
    expect(new Uint8Array(await mp4.arrayBuffer())).toEqual(asset());
  });

  it('answers 404 for an unknown asset, segment or file shape', async () => {
    for (const path of [
      `${ROOT}/sp_auto/campaign/other.m3u8`,
      `${ROOT}/sp_auto/campaign/rain-test/9.m4s`,
      `${ROOT}/campaign/rain-test.webm`,
      '/hosted-video/someone-else/video/upload/campaign/rain-test.mp4',
    ]) {
      const response = await call(path, { apiKey: null });
      expect(response.status, path).toBe(404);
      expect((await response.json()) as object).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
    }
  });
});
