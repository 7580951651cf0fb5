/**
 * Enhances one server-rendered carousel (client/sections/carousel/CarouselFrame.tsx), which already
 * scrolls by CSS scroll snap and whose dots are plain links: shows the arrows, moves by one view
 * with them and with the arrow keys on the track, marks the current dot, fills the progress bar and
 * autoplays every autorotateTime seconds where the breakpoint asks, paused while the pointer is
 * over it, while it holds focus, and never with reduced motion. A plain island
 * (`island-kit/plain-islands.ts`): the loader runs `enhance` without React, so a home page whose
 * carousels are in view loads none; the component renders nothing.
 */
import type { Breakpoint } from '../../shared/contract/content-item-base';
import type { CarouselBehaviour } from '../sections/carousel/layout';
import { breakpointAt, stepTo } from '../sections/carousel/steps';

export type CarouselProps = { id: string } & CarouselBehaviour;

/** The carousel this marker belongs to, enhanced once; the page keeps it for its lifetime. */
export function enhance(_marker: Element, props: Record<string, unknown>): void {
  const { id, autoplay, loop } = props as CarouselProps;
  const root = document.querySelector<HTMLElement>(`[data-carousel="${CSS.escape(id)}"]`);
  const track = root?.querySelector<HTMLElement>('.carousel__track');
  if (!root || !track) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLAnchorElement>('.carousel__dot')];
  const bar = root.querySelector<HTMLElement>('.carousel__progress-bar');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const breakpoint = (): Breakpoint => breakpointAt(window.innerWidth);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  /**
   * The slide a step started by the island is heading to, until its smooth scroll ends: a second
   * step taken mid-scroll starts from there, not from where the track happens to be (else
   * "Previous" pressed just after "Next" still sees the first slide and, with loop, wraps to the
   * end). Dropped when the scroll ends or the shopper takes over the track.
   */
  let heading: number | undefined;
  const settle = () => {
    heading = undefined;
  };
  /** Index of the first slide whose left edge is in view, or the one a step is heading to. */
  const current = (): number => {
    if (heading !== undefined) return heading;
    const left = track.getBoundingClientRect().left;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    slides.forEach((slide, i) => {
      const distance = Math.abs(slide.getBoundingClientRect().left - left);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    return best;
  };
  /** Where the track's scroll position is when `slide` starts the view. */
  const slideLeft = (slide: HTMLElement): number => slide.offsetLeft - slides[0]!.offsetLeft;
  /** Last index the track can scroll to the start of (the final view's first slide). */
  const lastStart = (): number => {
    const max = track.scrollWidth - track.clientWidth;
    const index = slides.findIndex((slide) => slideLeft(slide) >= max - 1);
    return index === -1 ? slides.length - 1 : index;
  };
  const scrollToSlide = (index: number) => {
    const target = slides[index];
    if (!target) return;
    const left = slideLeft(target);
    // Only a scroll that will move (and so end with scrollend) may hold a heading.
    heading = reducedMotion.matches || Math.abs(track.scrollLeft - left) < 2 ? undefined : index;
    track.scrollTo({
      left,
      behavior: reducedMotion.matches ? 'auto' : 'smooth',
    });
  };
  const step = (direction: 1 | -1) => {
    const perView = Math.max(1, Math.round(track.clientWidth / (slides[0]?.offsetWidth || 1)));
    const last = lastStart();
    const from = current();
    const wrap = Boolean(loop[breakpoint()]);
    const target =
      direction === 1 && from >= last
        ? stepTo(last, last, 1, wrap)
        : direction === -1 && from === 0
          ? stepTo(0, last, -1, wrap)
          : Math.min(last, Math.max(0, from + direction * perView));
    scrollToSlide(target);
  };

  const update = () => {
    if (heading !== undefined && Math.abs(track.scrollLeft - slideLeft(slides[heading]!)) < 2) settle();
    const index = current();
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    const max = track.scrollWidth - track.clientWidth;
    if (bar)
      bar.style.inlineSize = `${max > 0 ? Math.round(((track.scrollLeft + track.clientWidth) / track.scrollWidth) * 100) : 100}%`;
    const wrap = Boolean(loop[breakpoint()]);
    if (prev) prev.disabled = !wrap && track.scrollLeft <= 1;
    if (next) next.disabled = !wrap && track.scrollLeft >= max - 1;
  };

  const onDot = (event: Event) => {
    const index = dots.indexOf(event.currentTarget as HTMLAnchorElement);
    if (index < 0) return;
    // Scroll the track only: following the link would also scroll the page to the slide.
    event.preventDefault();
    scrollToSlide(index);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== track) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const onPrev = () => step(-1);
  const onNext = () => step(1);

  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const restart = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    const seconds = autoplay[breakpoint()];
    if (!seconds || reducedMotion.matches) return;
    timer = setInterval(() => {
      if (hovered || focused || document.hidden) return;
      const last = lastStart();
      const from = current();
      scrollToSlide(from >= last ? (loop[breakpoint()] ? 0 : from) : from + 1);
    }, seconds * 1000);
  };
  const onEnter = () => {
    hovered = true;
  };
  const onLeave = () => {
    hovered = false;
  };
  const onFocusIn = () => {
    focused = true;
  };
  const onFocusOut = (event: FocusEvent) => {
    focused = root.contains(event.relatedTarget as Node | null);
  };

  for (const button of [prev, next]) if (button) button.hidden = false;
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  for (const dot of dots) dot.addEventListener('click', onDot);
  track.addEventListener('keydown', onKey);
  track.addEventListener('scroll', update, { passive: true });
  track.addEventListener('scrollend', settle);
  for (const type of ['pointerdown', 'wheel'] as const)
    track.addEventListener(type, settle, { passive: true });
  root.addEventListener('mouseenter', onEnter);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('mouseleave', onLeave);
  root.addEventListener('focusout', onFocusOut);
  window.addEventListener('resize', restart);
  reducedMotion.addEventListener('change', restart);
  update();
  restart();
}

export default function Carousel(_props: CarouselProps): null {
  return null;
}
