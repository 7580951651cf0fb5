/**
 * The first UGC gallery widget (content spec sections 3, 7 and 8): once near the viewport it
 * loads the gallery vendor's script (proxied on this origin) for its container and filter, the
 * filter's PRODUCT_ID and CATEGORY already filled from the page's path. A failed script is logged;
 * the shopper sees no message.
 */
import { useEffect, useRef } from 'react';
import { galleryEmbedUrl } from '../../shared/content/gallery';

export type UgcGalleryProps = { containerId: string; locale: string; filter: string };

export default function UgcGallery({ containerId, locale, filter }: UgcGalleryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const script = document.createElement('script');
    script.src = galleryEmbedUrl(containerId, locale, filter);
    script.async = true;
    script.onerror = () => console.warn('gallery script failed to load', { containerId });
    container.after(script);
    return () => script.remove();
  }, [containerId, locale, filter]);
  return (
    <div
      ref={box}
      className="ugc-gallery__container"
      data-ugc-container={containerId}
      data-ugc-filter={filter}
    />
  );
}
