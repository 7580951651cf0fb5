/**
 * A list of products that is the same for every shopper of a site (a listing's grid, a carousel):
 * in a page render it is left to the renderer, which reuses its HTML across requests
 * (`worker/render/shared-lists.tsx`, keyed by `of`, the list's data as the upstream handed it out);
 * elsewhere it renders inline. `children` renders it, and must not read the shopper.
 */
import type { ReactNode } from 'react';
import { usePage } from '../island-kit/context';
import { FragmentSlot } from './FragmentSlot';

export function SharedList({ of, name, children }: { of: object; name: string; children: () => ReactNode }) {
  const { sharedList } = usePage();
  return sharedList ? <FragmentSlot name={sharedList(of, name, children)} /> : children();
}
