/** The newsletter form as a block (content spec sections 1 and 4): a heading, a line, the form. */
import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../shared/contract/content';
import { NewsletterFormIsland } from './Newsletter';

export function NewsletterBlock({ item }: { item: ContentItemOf<'newsletter-form'> }) {
  const style = { color: item.colors?.text, background: item.colors?.background } as CSSProperties;
  return (
    <section
      className={`newsletter-block newsletter-block--${item.alignment ?? 'left'}`}
      aria-labelledby={`${item.id}-title`}
      style={style}
      id={item.id}
    >
      <h2 id={`${item.id}-title`} className="newsletter-block__title">
        {item.title}
      </h2>
      {item.subtitle && <p className="newsletter-block__subtitle">{item.subtitle}</p>}
      <NewsletterFormIsland formId={`nl-${item.id}`} placement="Block" returnHash={`#${item.id}`} />
    </section>
  );
}
