import { describe, expect, it } from 'vitest';
import {
  CARDS_PER_VIEW,
  carouselBehaviour,
  carouselClasses,
  carouselStyle,
  controlsOf,
  eagerMedia,
  resolveBreakpoints,
} from './layout';

describe('carousel layout', () => {
  it('shows 2, 4 and 6 cards by default and 1, 2, 3 in the three-card variant', () => {
    expect(CARDS_PER_VIEW.default).toEqual({ sm: 2, md: 4, lg: 6 });
    expect(CARDS_PER_VIEW.threeCardGrid).toEqual({ sm: 1, md: 2, lg: 3 });
    const style = carouselStyle(undefined);
    expect(style['--slide-w-sm']).toBe('calc((100% - 1 * var(--carousel-gap)) / 2)');
    expect(style['--slide-w-lg']).toBe('calc((100% - 5 * var(--carousel-gap)) / 6)');
    expect(carouselStyle(undefined, 'threeCardGrid')['--slide-w-sm']).toBe(
      'calc((100% - 0 * var(--carousel-gap)) / 1)',
    );
  });

  it("uses the editor's slide width, max width and padding when they are lengths, and ignores anything else", () => {
    const style = carouselStyle({
      sm: { type: 'carousel', slideWidth: '75%', slideMaxWidth: '16.25rem', slidePadding: '8px' },
      md: { type: 'carousel', slideWidth: 'url(x)', margin: '2rem' },
    });
    expect(style['--slide-w-sm']).toBe('75%');
    expect(style['--slide-max-sm']).toBe('16.25rem');
    expect(style['--slide-pad-sm']).toBe('8px');
    expect(style['--slide-w-md']).toContain('/ 4');
    expect(style['--carousel-margin-md']).toBe('2rem');
  });

  it('lets an empty breakpoint inherit the smaller one', () => {
    const resolved = resolveBreakpoints({ sm: { type: 'carousel' }, lg: { type: 'grid' } });
    expect(resolved.md.type).toBe('carousel');
    expect(resolved.lg.type).toBe('grid');
    expect(carouselClasses({ md: { type: 'grid' } }, 'threeCardGrid')).toEqual([
      'carousel--sm-carousel',
      'carousel--md-grid',
      'carousel--lg-grid',
      'carousel--three',
    ]);
  });

  it('autoplays only carousel breakpoints, every autorotateTime seconds', () => {
    const behaviour = carouselBehaviour({
      sm: { type: 'carousel', autoplay: true, autorotateTime: 3, loop: true },
      lg: { type: 'grid', autoplay: true },
    });
    expect(behaviour.autoplay).toEqual({ sm: 3, md: 3 });
    expect(behaviour.loop).toEqual({ sm: true, md: true });
  });

  it('renders arrows, dots and progress only where a carousel asks for them', () => {
    const controls = controlsOf({
      sm: { type: 'carousel', showIndicators: true },
      md: { type: 'carousel', showArrows: true, showProgress: true },
      lg: { type: 'grid', showArrows: true },
    });
    expect(controls).toEqual({ arrows: ['md'], dots: ['sm'], progress: ['md'] });
  });

  it('hydrates on view only where it autoplays or shows arrows; elsewhere it waits for a touch', () => {
    const media = (breakpoints: Parameters<typeof controlsOf>[0]) =>
      eagerMedia(carouselBehaviour(breakpoints), controlsOf(breakpoints).arrows);
    // A phone swipes it and its dots are links: nothing before a touch there.
    expect(
      media({ sm: { type: 'carousel', showIndicators: true }, md: { type: 'carousel', showArrows: true } }),
    ).toBe('(min-width: 768px) and (max-width: 1023.98px), (min-width: 1024px)');
    expect(media({ sm: { type: 'carousel', autoplay: true, showArrows: true } })).toBeUndefined();
    expect(media({ sm: { type: 'carousel', showIndicators: true, showProgress: true } })).toBeNull();
  });
});
