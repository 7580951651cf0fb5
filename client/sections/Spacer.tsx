/** Spacer (content spec section 3): an empty band; its height is the frame's bottom margins. */
import type { ContentItemOf } from '../../shared/contract/content';

export function Spacer({ item }: { item: ContentItemOf<'spacer'> }) {
  return (
    <div
      className="spacer"
      aria-hidden="true"
      style={item.backgroundColor ? { background: item.backgroundColor } : undefined}
    />
  );
}
