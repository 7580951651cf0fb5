/**
 * Product images of the selected colour. Server-rendered with the colour of the URL; once hydrated
 * it follows the colour picked in the add-to-cart island (shared product store) without a reload.
 *
 * Phones swipe a scroll-snapped strip with position dots; wide screens see the images in a grid.
 * Before script, each image links to itself (the browser's own zoom) and each dot to its slide; the
 * island turns the links into an enlarged view (a dialog, 2x on demand) and keeps the dots current.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import type { Image } from '../../shared/contract/common';
import { t } from '../i18n';
import { lazyPart } from '../island-kit/lazy-part';
import { useAppState, useSelectedColor } from '../state/app';
import { Picture } from '../ui/Picture';

// The enlarged view, with its dialog and zoom, loads when a shopper first enlarges an image. Should
// it not come, the image opens as it does without script.
const GalleryZoom = lazyPart(
  () => import('../ui/GalleryZoom'),
  ({ image }) => {
    useEffect(() => {
      if (image) location.assign(image.url);
    }, [image]);
    return null;
  },
);

export type ProductGalleryProps = {
  colors: { code: string; images: Image[] }[];
  selectedColorCode: string;
};

export default function ProductGallery({ colors, selectedColorCode }: ProductGalleryProps) {
  const { messages } = useAppState();
  const code = useSelectedColor(selectedColorCode);
  const images = (colors.find((c) => c.code === code) ?? colors[0])?.images ?? [];
  const count = images.length;
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const slideId = (i: number) => `gallery-${code}-${i + 1}`;

  // A new colour starts at its first image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the colour changes
  useEffect(() => {
    setActive(0);
    track.current?.scrollTo({ left: 0 });
  }, [code]);

  const show = (i: number) => {
    const strip = track.current;
    if (strip) strip.scrollTo({ left: i * strip.clientWidth, behavior: 'smooth' });
    setActive(i);
  };
  const open = (i: number) => {
    setOpened(true);
    setEnlarged(i);
  };
  const step = (by: number) => enlarged !== null && open((enlarged + by + count) % count);
  const big = enlarged === null ? undefined : images[enlarged];

  return (
    <section className="gallery" aria-label={t(messages, 'productImages')}>
      {/* Each image is a link: tabbing through them scrolls the strip, so it needs no tab stop itself. */}
      <ul
        ref={track}
        className="gallery__track"
        aria-label={t(messages, 'productImages')}
        onScroll={(event) => {
          const strip = event.currentTarget;
          if (strip.clientWidth > 0) setActive(Math.round(strip.scrollLeft / strip.clientWidth));
        }}
      >
        {images.map((image, i) => (
          <li key={`${code}-${image.url}`} id={slideId(i)} className="gallery__slide">
            <a
              className="gallery__enlarge"
              href={image.url}
              aria-label={t(messages, 'enlargeImage', { n: i + 1, count })}
              onClick={(event) => {
                event.preventDefault();
                open(i);
              }}
            >
              <Picture image={image} width={1000} height={1000} priority={i === 0} />
            </a>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <ol className="gallery__dots">
          {images.map((image, i) => (
            <li key={image.url}>
              <a
                className="gallery__dot"
                href={`#${slideId(i)}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
              >
                <span className="visually-hidden">{t(messages, 'imageOf', { n: i + 1, count })}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
      {/* Mounted from the first enlarge on, so closing it can hand focus back to the image. */}
      {opened && (
        <Suspense fallback={null}>
          <GalleryZoom
            image={big}
            title={enlarged === null ? '' : t(messages, 'imageOf', { n: enlarged + 1, count })}
            count={count}
            messages={messages}
            onClose={() => setEnlarged(null)}
            onStep={step}
          />
        </Suspense>
      )}
    </section>
  );
}
