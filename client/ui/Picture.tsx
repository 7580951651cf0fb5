/** An image with intrinsic width/height (no layout shift); lazy unless it is above the fold. */
import type { Image } from '../../shared/contract/common';

type Props = {
  image: Image;
  /** Used when the image carries no dimensions of its own. */
  width?: number;
  height?: number;
  /** Above-the-fold (hero, first gallery image): eager with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Decorative images (the text next to them says it all) get an empty alt. */
  decorative?: boolean;
  /**
   * For an image sized by one side only (a logo at a set height): its box keeps the declared
   * width to height even when the file's own ratio differs, so nothing moves when it arrives
   * (CLS). Pair it with `object-fit: contain` on the class.
   */
  holdRatio?: boolean;
};

export function Picture({
  image,
  width = 800,
  height = 800,
  priority = false,
  className,
  decorative,
  holdRatio,
}: Props) {
  const w = image.width ?? width;
  const h = image.height ?? height;
  // Inside <picture>, React emits no `<link rel="preload">` of its own for eager images: such a
  // link inside an island's HTML would not hydrate.
  return (
    <picture>
      <img
        className={className}
        src={image.url}
        alt={decorative ? '' : image.alt}
        width={w}
        height={h}
        style={holdRatio ? { aspectRatio: `${w} / ${h}` } : undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
