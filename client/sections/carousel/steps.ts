/** Carousel stepping rules shared by the island and its tests (browser-free). */
import type { Breakpoint } from '../../../shared/contract/content-item-base';

/** The storefront's breakpoints (main.css): small below 768 px, large from 1024 px. */
export const breakpointAt = (width: number): Breakpoint => (width < 768 ? 'sm' : width < 1024 ? 'md' : 'lg');

/** The page (first slide index of a view) after a step; at either end it wraps only with `loop`. */
export const stepTo = (current: number, last: number, direction: 1 | -1, loop: boolean): number => {
  const next = current + direction;
  if (next > last) return loop ? 0 : last;
  if (next < 0) return loop ? last : 0;
  return next;
};
