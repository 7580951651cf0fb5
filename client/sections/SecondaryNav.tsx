/**
 * Secondary navigation (content spec sections 2 and 4): the title and a row of links on large
 * screens; on small ones a `<details>` list that opens and closes without script (the content
 * enhancer closes it when a link is chosen; a link to another page starts the next one closed).
 */
import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../shared/contract/content';
import { Island } from '../island-kit/Island';
import { useContentRequest } from './content-request';

function Links({ item, path }: { item: ContentItemOf<'secondary-nav'>; path: string }) {
  return (
    <ul className="secondary-nav__links">
      {item.targets.map((target) => (
        <li key={target.url}>
          <a
            href={target.url}
            aria-current={target.url === path ? 'page' : undefined}
            {...(target.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {target.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SecondaryNav({ item }: { item: ContentItemOf<'secondary-nav'> }) {
  const { path } = useContentRequest();
  const style = { '--fg': item.colors?.text, '--bg': item.colors?.background } as CSSProperties;
  return (
    <nav
      className={`secondary-nav secondary-nav--${item.alignment ?? 'left'}`}
      aria-label={item.title}
      style={style}
    >
      <div className="secondary-nav__bar">
        <p className="secondary-nav__title">{item.title}</p>
        <Links item={item} path={path} />
      </div>
      <details className="secondary-nav__details" data-closes-on-choice="">
        <summary className="secondary-nav__summary">{item.title}</summary>
        <Links item={item} path={path} />
      </details>
      <Island name="ContentEnhancer" strategy="idle" props={{}} />
    </nav>
  );
}
