/**
 * The second UGC gallery widget (content spec sections 7 and 8): once near the viewport it looks up
 * the page's product masterId (deduplicated, so several widgets ask once) and loads the gallery
 * host's script for its container, tagged with it. A failed lookup loads the gallery untagged; a
 * failed script is logged; the shopper sees no message for either.
 */
import { useEffect, useRef } from 'react';
import { galleryScriptUrl } from '../../shared/content/gallery';
import { memo } from '../../shared/contract/memo';
import { bffFetch } from '../api/bff';

export type UgcWidgetProps = { containerId: string; locale: string; productId: string | null };

/**
 * Per product, in the browser: a page has one or two. The promise never rejects (a failed lookup
 * is '' and stays: the gallery loads untagged rather than asking again).
 */
const masterIds = memo<string, Promise<string>>({ name: 'ugc-widget/master-ids', max: 32 });

const masterIdOf = (productId: string, locale: string): Promise<string> =>
  masterIds.getOrCreate(productId, () =>
    bffFetch<{ masterId: string }>(`/api/gallery/tag/${encodeURIComponent(productId)}`, { locale })
      .then((answer) =>
        answer.ok ? answer.data.masterId : Promise.reject(new Error(`tag lookup ${answer.status}`)),
      )
      .catch((error: unknown) => {
        console.warn('gallery product lookup failed', error);
        return '';
      }),
  );

export default function UgcWidget({ containerId, locale, productId }: UgcWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void (productId ? masterIdOf(productId, locale) : Promise.resolve('')).then((tag) => {
      const container = box.current;
      if (cancelled || !container) return;
      const script = document.createElement('script');
      script.src = galleryScriptUrl(containerId, locale);
      script.async = true;
      script.dataset.container = containerId;
      script.dataset.tag = tag;
      script.onerror = () => console.warn('gallery script failed to load', { containerId });
      container.after(script);
    });
    return () => {
      cancelled = true;
    };
  }, [containerId, locale, productId]);
  return <div ref={box} className="ugc-widget__container" data-ugc-container={containerId} />;
}
