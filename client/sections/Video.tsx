/**
 * Video (content spec sections 3, 5 and 9). A YouTube URL becomes a poster whose click loads the
 * player (nothing from YouTube before); the hosted player applies only with the flag, a named asset
 * and more than 30 s: muted, looping, no controls, HLS, playing when scrolled to (the `HostedVideo`
 * island, which loads its HLS library only then). Anything else is the native player: muted,
 * looping, autoplay, with controls.
 */
import { featureFlags } from '../../shared/config';
import { choosePlayer, HOSTED_VIDEO_BASE, hostedStreams } from '../../shared/content/video';
import type { ContentItemOf } from '../../shared/contract/content';
import { format } from '../i18n';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText } from './content-request';

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
      <Island
        name="HostedVideo"
        strategy="visible"
        props={{ ...streams, label: item.seoTitle, poster: item.poster?.url, width, height }}
      />
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
