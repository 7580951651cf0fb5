/**
 * An experiment slot (content spec section 4): the forced, decided or baseline variant's items,
 * chosen on the server so the first paint is final (no anti-flicker script). The variants are
 * meant to be the same kind of item (a hero against a hero), so the slot keeps its size whichever
 * shows. Reading the request keeps the slot's HTML out of the shared item cache
 * (worker/render/shared-lists.tsx): one shopper's variant is never another's. The variant's own
 * items read nothing of the shopper, so each is shared like a top-level item (`shared`). A slot
 * whose experience depends on the browser's state carries `data-depends`: the page decides it
 * again when that state changes (shared/content/recalculate.ts).
 */
import { chooseVariant, NO_EXPERIMENTS } from '../../shared/content/experiments';
import { DEPENDS_ATTRIBUTE } from '../../shared/content/recalculate';
import { useContentRequest } from './content-request';
import type { SectionProps } from './section-props';

export function Experiment({ item, NestedItems }: SectionProps<'experiment'>) {
  const chosen = chooseVariant(item, useContentRequest().experiments ?? NO_EXPERIMENTS);
  const depends = item.dependsOn ? { [DEPENDS_ATTRIBUTE]: item.dependsOn } : {};
  return (
    <div className="experiment" data-experience={item.experienceId} data-variant={chosen.code} {...depends}>
      <NestedItems items={chosen.items} shared />
    </div>
  );
}
