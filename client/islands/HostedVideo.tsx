/**
 * The hosted-video player (content spec sections 7 and 9): muted, looping, no controls, HLS, and
 * playing only while on screen. The island hydrates when the video nears the viewport and only
 * then imports the HLS library (hls.js, its own chunk, served from this origin), so a page
 * without a hosted video, or one never scrolled to it, loads none of it. A browser without Media
 * Source Extensions plays the playlist itself if it can, else the progressive mp4, which is also
 * the fallback of a stream that fails for good. Without script the poster stays.
 */
import { useEffect, useRef } from 'react';

export type HostedVideoProps = {
  hls: string;
  mp4: string;
  label: string;
  poster?: string | undefined;
  width: number;
  height: number;
};

/** Plays while at least half of the video is in view (autoplay on scroll), pauses otherwise. */
const PLAY_THRESHOLD = 0.5;

type Detachable = { destroy(): void };

async function attachStream(video: HTMLVideoElement, hls: string, mp4: string): Promise<Detachable | null> {
  // hls.js wherever Media Source Extensions exist (its own advice: the same adaptive player in
  // every browser, even those that now also play HLS natively); the browser's own HLS, else the mp4.
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = video.canPlayType('application/vnd.apple.mpegurl') ? hls : mp4;
    return null;
  }
  // fMP4 segments need no transmuxing, so no worker (and no blob: worker in the CSP).
  const player = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
  player.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    console.warn('hosted video stream failed, playing the mp4', data.details);
    const wasPlaying = !video.paused;
    player.destroy();
    video.src = mp4;
    if (wasPlaying) void video.play().catch(() => undefined);
  });
  player.loadSource(hls);
  player.attachMedia(video);
  return player;
}

export default function HostedVideo({ hls, mp4, label, poster, width, height }: HostedVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Autoplay is allowed only for muted media; React does not reflect `muted` as a property.
    video.muted = true;
    let stopped = false;
    let player: Detachable | null = null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: PLAY_THRESHOLD },
    );
    attachStream(video, hls, mp4)
      .then((attached) => {
        player = attached;
        if (stopped) attached?.destroy();
        else observer.observe(video);
      })
      .catch((error: unknown) => {
        console.warn('hosted video player failed to load, playing the mp4', error);
        video.src = mp4;
        if (!stopped) observer.observe(video);
      });
    return () => {
      stopped = true;
      observer.disconnect();
      player?.destroy();
    };
  }, [hls, mp4]);
  return (
    <video
      ref={ref}
      className="video-block__player video-block__player--hosted"
      muted
      loop
      playsInline
      preload="none"
      width={width}
      height={height}
      poster={poster}
      aria-label={label}
    />
  );
}
