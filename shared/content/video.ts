/**
 * Which player a video block uses (content spec sections 5 and 9): YouTube when the URL is one of
 * its watch, embed, v or short-link forms; the hosted (Cloudinary) player only when the flag is on,
 * the asset is named and it lasts more than 30 s; the native `<video>` otherwise.
 */

const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';
const YOUTUBE_FORMS = [
  new RegExp(
    `^https?://(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/watch\\?(?:.*&)?v=${YOUTUBE_ID}(?:[&#]|$)`,
  ),
  new RegExp(
    `^https?://(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts)/${YOUTUBE_ID}(?:[?&#/]|$)`,
  ),
  new RegExp(`^https?://youtu\\.be/${YOUTUBE_ID}(?:[?&#/]|$)`),
];

/** The video id of a YouTube URL, or null when the URL is not one. */
export const youtubeId = (url: string): string | null => {
  for (const form of YOUTUBE_FORMS) {
    const match = form.exec(url.trim());
    if (match) return match[1] ?? null;
  }
  return null;
};

/** Privacy-enhanced embed, started by the click that asked for it. */
export const youtubeEmbedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

export const HOSTED_PLAYER_MIN_SECONDS = 30;

/**
 * Where hosted (Cloudinary) assets are delivered: the delivery host's paths, proxied on this
 * origin (`worker/routes/hosted-video.ts`), so the player's requests stay within CSP 'self'.
 */
export const HOSTED_VIDEO_BASE = '/hosted-video';

export type PlayerChoice =
  | { kind: 'youtube'; id: string }
  | { kind: 'hosted'; cloudName: string; publicId: string }
  | { kind: 'native'; url: string };

export function choosePlayer(
  video: {
    url: string;
    cloudinaryAsset?: { cloudName: string; publicId: string } | undefined;
    duration?: number | undefined;
  },
  hostedPlayerEnabled: boolean,
): PlayerChoice {
  const id = youtubeId(video.url);
  if (id) return { kind: 'youtube', id };
  const asset = video.cloudinaryAsset;
  if (
    hostedPlayerEnabled &&
    asset?.cloudName &&
    asset.publicId &&
    (video.duration ?? 0) > HOSTED_PLAYER_MIN_SECONDS
  ) {
    return { kind: 'hosted', cloudName: asset.cloudName, publicId: asset.publicId };
  }
  return { kind: 'native', url: video.url };
}

/** The hosted asset's streams (HLS first, mp4 for browsers without it) on the delivery host. */
export const hostedStreams = (
  base: string,
  asset: { cloudName: string; publicId: string },
): { hls: string; mp4: string } => {
  const root = `${base}/${encodeURIComponent(asset.cloudName)}/video/upload`;
  const id = asset.publicId.split('/').map(encodeURIComponent).join('/');
  return { hls: `${root}/sp_auto/${id}.m3u8`, mp4: `${root}/${id}.mp4` };
};
