import { describe, expect, it } from 'vitest';
import { choosePlayer, HOSTED_VIDEO_BASE, hostedStreams, youtubeId } from './video';

describe('YouTube id extraction (content spec section 5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'watch'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'watch with other parameters'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=3', 'embed'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'v'],
    ['https://youtu.be/dQw4w9WgXcQ', 'short link'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'short link with time'],
  ])('%s (%s)', (url) => {
    expect(youtubeId(url)).toBe('dQw4w9WgXcQ');
  });
  it.each([
    'https://cdn.example.com/videos/trail.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.evil.example/dQw4w9WgXcQ',
  ])('not YouTube: %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('hosted player conditions (content spec section 9)', () => {
  const asset = { cloudName: 'ridgeline', publicId: 'campaign/trail' };
  const mp4 = '/videos/trail.mp4';
  it('uses the hosted player only with the flag, a named asset and more than 30 s', () => {
    expect(choosePlayer({ url: mp4, cloudinaryAsset: asset, duration: 31 }, true)).toEqual({
      kind: 'hosted',
      ...asset,
    });
    expect(choosePlayer({ url: mp4, cloudinaryAsset: asset, duration: 31 }, false).kind).toBe('native');
    expect(choosePlayer({ url: mp4, cloudinaryAsset: asset, duration: 30 }, true).kind).toBe('native');
    expect(choosePlayer({ url: mp4, cloudinaryAsset: asset }, true).kind).toBe('native');
    expect(
      choosePlayer({ url: mp4, cloudinaryAsset: { ...asset, publicId: '' }, duration: 60 }, true).kind,
    ).toBe('native');
    expect(choosePlayer({ url: mp4, duration: 60 }, true).kind).toBe('native');
  });
  it('prefers YouTube whenever the URL is one', () => {
    expect(
      choosePlayer({ url: 'https://youtu.be/dQw4w9WgXcQ', cloudinaryAsset: asset, duration: 90 }, true),
    ).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
  });
});

describe('hosted streams', () => {
  it('names the HLS playlist and the mp4 on the delivery host, path by path', () => {
    expect(
      hostedStreams(HOSTED_VIDEO_BASE, { cloudName: 'ridgeline', publicId: 'campaign/rain-test' }),
    ).toEqual({
      hls: '/hosted-video/ridgeline/video/upload/sp_auto/campaign/rain-test.m3u8',
      mp4: '/hosted-video/ridgeline/video/upload/campaign/rain-test.mp4',
    });
    expect(hostedStreams('https://cdn.test', { cloudName: 'a b', publicId: 'x/y?z' }).hls).toBe(
      'https://cdn.test/a%20b/video/upload/sp_auto/x/y%3Fz.m3u8',
    );
  });
});
