/**
 * Video (content spec sections 3, 5 and 9). A YouTube URL becomes a poster whose click loads the
 * player (nothing from YouTube before); the hosted player applies only with the flag, a named asset
 * and more than 30 s: muted, looping, no controls, HLS first. Its library cannot be loaded from
 * here (no third-party scripts), so the native `<video>` plays its HLS or mp4 stream instead;
 * Chromium pauses muted autoplay off screen, so it plays when scrolled to. Anything else is the
 * native player: muted, looping, autoplay, with controls.
 */
import { featureFlags } from '../../shared/config';
import { choosePlayer, hostedStreams } from '../../shared/content/video';
import type { ContentItemOf } from '../../shared/contract/content';
import { format } from '../i18n';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText } from './content-request';

/** Where hosted (Cloudinary) assets are delivered. */
export const HOSTED_VIDEO_BASE = 'https://res.cloudinary.com';

export function Video({ item }: { item: ContentItemOf<'video'> }) {
  const { site } = usePage();
  const text = useBlocksBText();
  const url = item.media.lg?.url ?? item.media.md?.url ?? item.media.sm?.url;
  if (!url) return null;
  const width = item.width ?? 1600;
  const height = item.height ?? 900;
  const choice = choosePlayer(
    { url, cloudinaryAsset: item.cloudinaryAsset, duration: item.duration },
    featureFlags(site).enableCmsVideoCloudinaryPlayer,
  );
  let player: React.ReactNode;
  if (choice.kind === 'youtube') {
    player = (
      <Island
        name="YouTubePlayer"
        strategy="interaction"
        props={{
          videoId: choice.id,
          title: item.seoTitle,
          playLabel: format(text.playVideo, { title: item.seoTitle }),
          poster: item.poster,
          width,
          height,
        }}
      />
    );
  } else if (choice.kind === 'hosted') {
    const streams = hostedStreams(HOSTED_VIDEO_BASE, choice);
    player = (
      <video
        className="video-block__player video-block__player--hosted"
        muted
        loop
        autoPlay
        playsInline
        preload="none"
        width={width}
        height={height}
        poster={item.poster?.url}
        aria-label={item.seoTitle}
      >
        <source src={streams.hls} type="application/vnd.apple.mpegurl" />
        <source src={streams.mp4} type="video/mp4" />
      </video>
    );
  } else {
    const settings = item.playerSettings;
    player = (
      <video
        className="video-block__player"
        muted={settings?.muted ?? true}
        loop={settings?.loop ?? true}
        autoPlay={settings?.autoplay ?? true}
        controls={!settings?.hideControls}
        playsInline
        preload="metadata"
        width={width}
        height={height}
        poster={item.poster?.url}
        aria-label={item.seoTitle}
      >
        {item.media.sm?.url && item.media.lg?.url && item.media.sm.url !== item.media.lg.url && (
          <source src={item.media.sm.url} media="(max-width: 767px)" />
        )}
        <source src={choice.url} />
      </video>
    );
  }
  return (
    <figure className="video-block">
      {player}
      {item.seoDescription && <figcaption className="visually-hidden">{item.seoDescription}</figcaption>}
    </figure>
  );
}
