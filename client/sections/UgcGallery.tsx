/**
 * First UGC gallery widget (content spec sections 2 and 3): its container, with the filter's
 * PRODUCT_ID and CATEGORY filled from the page's path. The vendor's script is not loaded from
 * here; the container carries what it reads. No heading on customs pages.
 */

import { fillGalleryFilter, isCustomsPath, pageIdsOf } from '../../shared/content/page-ids';
import type { ContentItemOf } from '../../shared/contract/content';
import { useBlocksBText, useContentRequest } from './content-request';

export function UgcGallery({ item }: { item: ContentItemOf<'ugc-gallery'> }) {
  const { path } = useContentRequest();
  const text = useBlocksBText();
  return (
    <section className="ugc-gallery" aria-label={item.title ?? text.galleryHeading}>
      {!isCustomsPath(path) && <h2 className="ugc-gallery__title">{item.title ?? text.galleryHeading}</h2>}
      <div
        className="ugc-gallery__container"
        data-ugc-container={item.containerId}
        data-ugc-filter={fillGalleryFilter(item.filter, pageIdsOf(path))}
      />
    </section>
  );
}
