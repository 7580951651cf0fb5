/**
 * The hosted-video delivery host (content spec sections 7 and 9: the hosted player streams HLS).
 * Paths keep the video CDN's shape under `/hosted-video`:
 * - `{cloudName}/video/upload/{publicId}.mp4`: the progressive file;
 * - `{cloudName}/video/upload/sp_auto/{publicId}.m3u8`: its HLS media playlist;
 * - `…/sp_auto/{publicId}/init.mp4` and `…/sp_auto/{publicId}/{n}.m4s`: the fMP4 segments.
 * The stream is derived from the asset's own bytes (`fmp4.ts`), once per isolate. Public and
 * immutable, like a CDN.
 */
import { Hono } from 'hono';
import { memo } from '../../../shared/contract/memo';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { type HlsPackage, mediaPlaylist, packageHls } from './fmp4';
import { RAIN_TEST_MP4_BASE64 } from './rain-test-mp4';

/** Assets by cloud name and public id (the seed's campaign loop). */
const ASSETS: Record<string, Record<string, string>> = {
  ridgeline: { 'campaign/rain-test': RAIN_TEST_MP4_BASE64 },
};

type Asset = { mp4: Uint8Array; hls: HlsPackage };
/** Only assets of `ASSETS` (an unknown id throws before anything is kept): one today. */
const decoded = memo<string, Asset>({ name: 'sandbox/video-assets', max: 4 });

const assetOf = (cloudName: string, publicId: string): Asset => {
  const key = `${cloudName}/${publicId}`;
  return decoded.getOrCreate(key, () => {
    const base64 = ASSETS[cloudName]?.[publicId];
    if (!base64) throw notFound(`No video ${key}`);
    const mp4 = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return { mp4, hls: packageHls(mp4) };
  });
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_ID = '[a-z0-9][a-z0-9_/-]{0,120}';

const body = (bytes: Uint8Array, type: string) =>
  new Response(bytes, { headers: { 'content-type': type, 'cache-control': IMMUTABLE } });

export const hostedVideoRoutes = new Hono<AppEnv>().get(
  '/hosted-video/:cloudName{[a-z0-9-]{1,40}}/video/upload/:file{.+}',
  (c) => {
    const { cloudName, file } = c.req.param();
    let match = new RegExp(`^sp_auto/(${PUBLIC_ID})\\.m3u8$`).exec(file);
    if (match?.[1]) {
      const publicId = match[1];
      const name = publicId.split('/').at(-1) ?? publicId;
      return c.body(mediaPlaylist(assetOf(cloudName, publicId).hls, name), 200, {
        'content-type': 'application/vnd.apple.mpegurl',
        'cache-control': IMMUTABLE,
      });
    }
    match = new RegExp(`^sp_auto/(${PUBLIC_ID})/init\\.mp4$`).exec(file);
    if (match?.[1]) return body(assetOf(cloudName, match[1]).hls.init, 'video/mp4');
    match = new RegExp(`^sp_auto/(${PUBLIC_ID})/(\\d{1,4})\\.m4s$`).exec(file);
    if (match?.[1] && match[2]) {
      const segment = assetOf(cloudName, match[1]).hls.segments[Number(match[2])];
      if (!segment) throw notFound(`No segment ${match[2]}`);
      return body(segment.bytes, 'video/iso.segment');
    }
    match = new RegExp(`^(${PUBLIC_ID})\\.mp4$`).exec(file);
    if (match?.[1]) return body(assetOf(cloudName, match[1]).mp4, 'video/mp4');
    throw notFound(`No video file ${file}`);
  },
);
