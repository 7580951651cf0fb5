/**
 * First UGC gallery widget (content spec sections 2 and 3): an island that loads the vendor's
 * script near the viewport for its container and the filter, PRODUCT_ID and CATEGORY filled from
 * the page's path. No heading on customs pages.
 */

import { fillGalleryFilter, isCustomsPath, pageIdsOf } from '../../shared/content/page-ids';
import type { ContentItemOf } from '../../shared/contract/content';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText, useContentRequest } from './content-request';

export function UgcGallery({ item }: { item: ContentItemOf<'ugc-gallery'> }) {
  const { site } = usePage();
  const { path } = useContentRequest();
  const text = useBlocksBText();
  return (
    <section className="ugc-gallery" aria-label={item.title ?? text.galleryHeading}>
      {!isCustomsPath(path) && <h2 className="ugc-gallery__title">{item.title ?? text.galleryHeading}</h2>}
      <Island
        name="UgcGallery"
        strategy="visible"
        props={{
          containerId: item.containerId,
          locale: site.locale,
          filter: fillGalleryFilter(item.filter, pageIdsOf(path)),
        }}
      />
    </section>
  );
}
