/**
 * Icon and text (content spec sections 3 and 9): entries in three variants; icon sizes small=md,
 * medium=lg, large=3xl; four entries lay out in two columns on medium screens, 30rem at most each.
 */
import type { ContentItemOf } from '../../shared/contract/content';
import { ContentIcon } from './ContentIcon';
import { RichText } from './RichText';

const ICON_SIZES = { small: 'md', medium: 'lg', large: '3xl' } as const;

export function IconText({ item }: { item: ContentItemOf<'icon-text'> }) {
  const size = ICON_SIZES[item.iconSize ?? 'medium'];
  const four = item.entries.length === 4 ? ' icon-text--four' : '';
  return (
    <div className={`icon-text icon-text--${item.variant}${four}`}>
      {item.title && <h2 className="icon-text__title">{item.title}</h2>}
      <ul className="icon-text__entries">
        {item.entries.map((entry) => {
          const body = (
            <>
              <ContentIcon name={entry.icon} className={`icon-text__icon icon--${size}`} />
              <RichText item={{ id: entry.id, type: 'rich-text', blocks: entry.richText }} />
            </>
          );
          return (
            <li
              key={entry.id}
              className="icon-text__entry"
              style={{ background: entry.backgroundColor, color: entry.textColor }}
            >
              {entry.target ? (
                <a className="icon-text__link" href={entry.target.url}>
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
