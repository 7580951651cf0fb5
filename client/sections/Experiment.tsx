/**
 * An experiment slot (content spec section 4): the forced, decided or baseline variant's items,
 * chosen on the server so the first paint is final (no anti-flicker script). The variants are
 * meant to be the same kind of item (a hero against a hero), so the slot keeps its size whichever
 * shows. Reading the request keeps the slot's HTML out of the shared item cache
 * (worker/render/shared-lists.tsx): one shopper's variant is never another's.
 */
import { chooseVariant, NO_EXPERIMENTS } from '../../shared/content/experiments';
import { useContentRequest } from './content-request';
import type { SectionProps } from './section-props';

export function Experiment({ item, NestedItems }: SectionProps<'experiment'>) {
  const chosen = chooseVariant(item, useContentRequest().experiments ?? NO_EXPERIMENTS);
  return (
    <div className="experiment" data-experience={item.experienceId} data-variant={chosen.code}>
      <NestedItems items={chosen.items} />
    </div>
  );
}
