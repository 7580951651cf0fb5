/**
 * A YouTube video that loads nothing from YouTube until the shopper asks: a poster and a play
 * button (the click hydrates this island and is replayed), then the privacy-enhanced player,
 * started by that click.
 */
import { useState } from 'react';
import { youtubeEmbedUrl } from '../../shared/content/video';

export type YouTubePlayerProps = {
  videoId: string;
  title: string;
  playLabel: string;
  poster?: { url: string; alt: string } | undefined;
  width: number;
  height: number;
};

export default function YouTubePlayer({
  videoId,
  title,
  playLabel,
  poster,
  width,
  height,
}: YouTubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-frame" style={{ aspectRatio: `${width} / ${height}` }}>
      {playing ? (
        <iframe
          className="video-frame__player"
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="video-frame__poster"
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
        >
          {poster && <img src={poster.url} alt="" width={width} height={height} loading="lazy" />}
          <span className="video-frame__play" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
