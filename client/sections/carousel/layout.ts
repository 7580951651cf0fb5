/**
 * Carousel and collection layout (content spec sections 3 and 9), as data for CSS: per breakpoint
 * a carousel or a grid, how many cards one view shows (default 2/4/6; the threeCardGrid variant
 * 1, 1/2, 1/3 with its first slide 50% wide on medium screens), the editor's slide width, max
 * width, margin and padding. Everything becomes custom properties on the carousel, so scroll snap
 * and the grid work with no script; the island only adds arrows, dots, progress and autoplay.
 */
import { BREAKPOINTS, type Breakpoint, CSS_LENGTH } from '../../../shared/contract/content-item-base';
import type { CollectionBreakpoint, CollectionBreakpoints } from '../../../shared/contract/content-items-a';

export type LayoutVariant = 'default' | 'threeCardGrid';

/** Content spec 9: cards per view by breakpoint. */
export const CARDS_PER_VIEW: Record<LayoutVariant, Record<Breakpoint, number>> = {
  default: { sm: 2, md: 4, lg: 6 },
  threeCardGrid: { sm: 1, md: 2, lg: 3 },
};

const length = (value: string | undefined): string | undefined =>
  value !== undefined && CSS_LENGTH.test(value) ? value : undefined;

/**
 * A breakpoint's settings with what it inherits: a breakpoint left empty takes the smaller one's
 * (mobile first, as the CSS cascades).
 */
export const resolveBreakpoints = (
  breakpoints: CollectionBreakpoints | undefined,
): Record<Breakpoint, CollectionBreakpoint> => {
  let previous: CollectionBreakpoint = { type: 'carousel' };
  const out = {} as Record<Breakpoint, CollectionBreakpoint>;
  for (const bp of BREAKPOINTS) {
    previous = breakpoints?.[bp] ?? previous;
    out[bp] = previous;
  }
  return out;
};

/** The width of one card: the editor's slideWidth, else the view split into the per-view count. */
export const slideWidth = (settings: CollectionBreakpoint, perView: number): string =>
  length(settings.slideWidth) ?? `calc((100% - ${perView - 1} * var(--carousel-gap)) / ${perView})`;

export const carouselStyle = (
  breakpoints: CollectionBreakpoints | undefined,
  variant: LayoutVariant = 'default',
): Record<string, string> => {
  const resolved = resolveBreakpoints(breakpoints);
  const style: Record<string, string> = {};
  for (const bp of BREAKPOINTS) {
    const settings = resolved[bp];
    const perView = CARDS_PER_VIEW[variant][bp];
    style[`--slide-w-${bp}`] = slideWidth(settings, perView);
    style[`--per-view-${bp}`] = String(perView);
    const max = length(settings.slideMaxWidth);
    if (max) style[`--slide-max-${bp}`] = max;
    const margin = length(settings.margin);
    if (margin) style[`--carousel-margin-${bp}`] = margin;
    const padding = length(settings.slidePadding);
    if (padding) style[`--slide-pad-${bp}`] = padding;
  }
  return style;
};

/** Classes for the per-breakpoint kind (`carousel--md-grid`) and the three-card variant. */
export const carouselClasses = (
  breakpoints: CollectionBreakpoints | undefined,
  variant: LayoutVariant = 'default',
): string[] => {
  const resolved = resolveBreakpoints(breakpoints);
  const classes = BREAKPOINTS.map((bp) => `carousel--${bp}-${resolved[bp].type}`);
  if (variant === 'threeCardGrid') classes.push('carousel--three');
  return classes;
};

/** What the island needs: which breakpoints show arrows, dots and progress, and autoplay per breakpoint. */
export type CarouselBehaviour = {
  /** Seconds between slides by breakpoint; absent where it does not autoplay. */
  autoplay: Partial<Record<Breakpoint, number>>;
  loop: Partial<Record<Breakpoint, boolean>>;
};

/** Content spec: autoplay with autorotateTime seconds (5 when the editor set none). */
export const DEFAULT_AUTOROTATE_SECONDS = 5;

export const carouselBehaviour = (breakpoints: CollectionBreakpoints | undefined): CarouselBehaviour => {
  const resolved = resolveBreakpoints(breakpoints);
  const behaviour: CarouselBehaviour = { autoplay: {}, loop: {} };
  for (const bp of BREAKPOINTS) {
    const settings = resolved[bp];
    if (settings.type !== 'carousel') continue;
    if (settings.autoplay) behaviour.autoplay[bp] = settings.autorotateTime ?? DEFAULT_AUTOROTATE_SECONDS;
    if (settings.loop) behaviour.loop[bp] = true;
  }
  return behaviour;
};

/** Which controls to render at all (each is then shown per breakpoint by a class). */
/** Each breakpoint as a media query (the widths of content-blocks-a.css). */
export const BREAKPOINT_MEDIA: Record<Breakpoint, string> = {
  sm: '(max-width: 767.98px)',
  md: '(min-width: 768px) and (max-width: 1023.98px)',
  lg: '(min-width: 1024px)',
};

/**
 * Where the carousel's island must run as soon as it is in view: where it autoplays or shows
 * arrows (hidden until then). Elsewhere it scrolls by itself and its dots are links: the island
 * waits for the shopper's first touch. `undefined`: everywhere; `null`: nowhere.
 */
export const eagerMedia = (behaviour: CarouselBehaviour, arrows: Breakpoint[]): string | null | undefined => {
  const eager = BREAKPOINTS.filter((bp) => bp in behaviour.autoplay || arrows.includes(bp));
  if (eager.length === BREAKPOINTS.length) return undefined;
  return eager.length === 0 ? null : eager.map((bp) => BREAKPOINT_MEDIA[bp]).join(', ');
};

export const controlsOf = (breakpoints: CollectionBreakpoints | undefined) => {
  const resolved = resolveBreakpoints(breakpoints);
  const where = (flag: 'showArrows' | 'showIndicators' | 'showProgress'): Breakpoint[] =>
    BREAKPOINTS.filter((bp) => resolved[bp].type === 'carousel' && resolved[bp][flag]);
  return { arrows: where('showArrows'), dots: where('showIndicators'), progress: where('showProgress') };
};
