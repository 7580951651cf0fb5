/**
 * Second UGC gallery widget (content spec sections 2 and 7): an island that loads the gallery
 * host's script when near the viewport, tagged with the masterId of the page's product. No heading
 * on customs pages.
 */

import { isCustomsPath, pageIdsOf } from '../../shared/content/page-ids';
import type { ContentItemOf } from '../../shared/contract/content';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { useBlocksBText, useContentRequest } from './content-request';

export function UgcWidgetBlock({ item }: { item: ContentItemOf<'ugc-widget'> }) {
  const { site } = usePage();
  const { path } = useContentRequest();
  const text = useBlocksBText();
  return (
    <section className="ugc-widget" aria-label={item.title ?? text.galleryHeading}>
      {!isCustomsPath(path) && <h2 className="ugc-widget__title">{item.title ?? text.galleryHeading}</h2>}
      <Island
        name="UgcWidget"
        strategy="visible"
        props={{
          containerId: item.containerId,
          locale: site.locale,
          productId: pageIdsOf(path).productId ?? null,
        }}
      />
    </section>
  );
}
