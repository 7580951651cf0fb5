/**
 * The one carousel of the content blocks (product carousels and collections): a labelled region
 * whose track scrolls with touch, trackpad or keyboard by CSS scroll snap, with no script. Dots are
 * links to the slides ("go to slide N"), so they work before hydration too; the Carousel island
 * then adds arrows, the current dot, progress and autoplay (paused on hover, focus and reduced motion).
 */
import type { CSSProperties, ReactNode } from 'react';
import type { Target } from '../../../shared/contract/common';
import type { CollectionBreakpoints } from '../../../shared/contract/content-items-a';
import { format } from '../../i18n';
import { blocksAText } from '../../i18n/content-blocks-a';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import {
  carouselBehaviour,
  carouselClasses,
  carouselStyle,
  controlsOf,
  eagerMedia,
  type LayoutVariant,
} from './layout';

type Props = {
  id: string;
  title: string;
  subtitle?: string | undefined;
  target?: Target | undefined;
  breakpoints: CollectionBreakpoints | undefined;
  variant?: LayoutVariant | undefined;
  /** Pagination dots on every carousel breakpoint (the item's showPagination). */
  showPagination?: boolean | undefined;
  slides: { key: string; node: ReactNode }[];
};

export const slideId = (carouselId: string, n: number): string => `carousel-${carouselId}-slide-${n}`;

export function CarouselFrame({
  id,
  title,
  subtitle,
  target,
  breakpoints,
  variant,
  showPagination,
  slides,
}: Props) {
  const { site } = usePage();
  const text = blocksAText(site.language);
  const titleId = `carousel-${id}-title`;
  const controls = controlsOf(breakpoints);
  const dots = showPagination ? (['sm', 'md', 'lg'] as const) : controls.dots;
  const behaviour = carouselBehaviour(breakpoints);
  const eager = eagerMedia(behaviour, controls.arrows);
  const root = `[data-carousel=${JSON.stringify(id)}]`;
  const classes = ['carousel', ...carouselClasses(breakpoints, variant)];
  const enhance =
    slides.length > 1 &&
    (controls.arrows.length > 0 ||
      dots.length > 0 ||
      controls.progress.length > 0 ||
      Object.keys(behaviour.autoplay).length > 0);
  return (
    <section
      className={classes.join(' ')}
      style={carouselStyle(breakpoints, variant) as CSSProperties}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      data-carousel={id}
    >
      <div className="carousel__head">
        <h2 id={titleId} className="carousel__title">
          {title}
        </h2>
        {subtitle && <p className="carousel__subtitle">{subtitle}</p>}
        {target?.text && (
          <a className="carousel__link" href={target.url}>
            {target.text}
          </a>
        )}
      </div>
      <div className="carousel__viewport">
        {controls.arrows.length > 0 && (
          <button
            type="button"
            className={`carousel__arrow carousel__arrow--prev ${controls.arrows.map((bp) => `show-${bp}`).join(' ')}`}
            aria-label={text.previousSlide}
            data-carousel-prev=""
            hidden
          >
            ‹
          </button>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <ul className="carousel__track" tabIndex={0} aria-labelledby={titleId}>
          {slides.map((slide, i) => (
            <li
              key={slide.key}
              id={slideId(id, i + 1)}
              className="carousel__slide"
              aria-label={format(text.carouselProgress, { n: i + 1, count: slides.length })}
            >
              {slide.node}
            </li>
          ))}
        </ul>
        {controls.arrows.length > 0 && (
          <button
            type="button"
            className={`carousel__arrow carousel__arrow--next ${controls.arrows.map((bp) => `show-${bp}`).join(' ')}`}
            aria-label={text.nextSlide}
            data-carousel-next=""
            hidden
          >
            ›
          </button>
        )}
      </div>
      {controls.progress.length > 0 && slides.length > 1 && (
        <div
          className={`carousel__progress ${controls.progress.map((bp) => `show-${bp}`).join(' ')}`}
          aria-hidden="true"
        >
          <span className="carousel__progress-bar" />
        </div>
      )}
      {dots.length > 0 && slides.length > 1 && (
        <nav
          className={`carousel__dots ${dots.map((bp) => `show-${bp}`).join(' ')}`}
          aria-label={text.slides}
        >
          {slides.map((slide, i) => (
            <a
              key={slide.key}
              className="carousel__dot"
              href={`#${slideId(id, i + 1)}`}
              aria-current={i === 0 ? 'true' : undefined}
            >
              <span className="visually-hidden">{format(text.goToSlide, { n: i + 1 })}</span>
            </a>
          ))}
        </nav>
      )}
      {/* Its arrows and autoplay matter once it is in view, and only there: React comes then, or
          with the shopper's first touch, not with the page. */}
      {enhance && (
        <Island
          name="Carousel"
          strategy={eager === null ? 'interaction' : 'visible'}
          media={eager ?? undefined}
          wake={root}
          // A dot tapped before it is here is replayed to it, which marks the dot it went to.
          hold={`${root} .carousel__dot`}
          props={{ id, ...behaviour }}
        />
      )}
    </section>
  );
}
