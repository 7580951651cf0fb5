/**
 * Product images of the selected colour. Server-rendered with the colour of the URL; once hydrated
 * it follows the colour picked in the add-to-cart island (shared product store) without a reload.
 */
import type { Image } from '../../shared/contract/common';
import { t } from '../i18n';
import { useAppState, useSelectedColor } from '../state/app';
import { Picture } from '../ui/Picture';

export type ProductGalleryProps = {
  colors: { code: string; images: Image[] }[];
  selectedColorCode: string;
};

export default function ProductGallery({ colors, selectedColorCode }: ProductGalleryProps) {
  const { messages } = useAppState();
  const code = useSelectedColor(selectedColorCode);
  const images = (colors.find((c) => c.code === code) ?? colors[0])?.images ?? [];
  return (
    <section className="gallery" aria-label={t(messages, 'productImages')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable image strip must be keyboard reachable */}
      <ul className="gallery__track" tabIndex={0} aria-label={t(messages, 'productImages')}>
        {images.map((image, i) => (
          <li key={`${code}-${image.url}`} className="gallery__slide">
            <Picture image={image} width={1000} height={1000} priority={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
