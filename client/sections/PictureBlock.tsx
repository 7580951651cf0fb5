/** Picture (content spec section 3): one image at its own size, never stretched past it. */
import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';
import { useLeadItem } from './lead';

export function PictureBlock({ item }: { item: ContentItemOf<'picture'> }) {
  const lead = useLeadItem();
  return (
    <figure className="picture-block" style={{ maxWidth: `${item.width}px` }}>
      <Picture
        image={{ url: item.url, alt: item.alt, width: item.width, height: item.height }}
        priority={lead}
      />
    </figure>
  );
}
