/**
 * CTA button collection (content spec sections 2, 3 and 9): a row of buttons, each sized per
 * breakpoint (default sm, md, md), scrolling as slides of 12.5rem plus padding; `#modal` links open
 * their dialog over the current page.
 */

import { resolveContentHref } from '../../shared/content/modal-links';
import type { ContentItemOf } from '../../shared/contract/content';
import type { CtaSize, SizedTarget } from '../../shared/contract/content-items-b';
import { useContentRequest } from './content-request';

const DEFAULT_SIZES: Record<'sm' | 'md' | 'lg', CtaSize> = { sm: 'sm', md: 'md', lg: 'md' };

export const ctaSizeClasses = (target: Pick<SizedTarget, 'size'>): string =>
  (['sm', 'md', 'lg'] as const).map((bp) => `cta--${bp}-${target.size?.[bp] ?? DEFAULT_SIZES[bp]}`).join(' ');

export function CtaCollection({ item }: { item: ContentItemOf<'cta-collection'> }) {
  const { path, search } = useContentRequest();
  const padding = item.breakpoints?.sm?.slidePadding ?? 'sm';
  return (
    <nav className={`cta-collection cta-collection--pad-${padding}`} aria-label={item.name}>
      <ul className="cta-collection__track">
        {item.targets.map((target) => (
          <li key={`${target.url}-${target.text}`} className="cta-collection__slide">
            <a
              className={`button button--secondary cta ${ctaSizeClasses(target)}`}
              href={resolveContentHref(target.url, path, search)}
              {...(target.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {target.text ?? target.url}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
