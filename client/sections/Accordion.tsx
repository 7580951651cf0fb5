import type { ContentItemOf } from '../../shared/contract/content';
import { sanitizeHtml } from '../../shared/html/sanitize';

/** Questions as `<details>`: they open and close with no script; answers are sanitised editor HTML. */
export function Accordion({ item }: { item: ContentItemOf<'accordion'> }) {
  return (
    <div className="content-accordion">
      {item.title && <h2 className="section-title">{item.title}</h2>}
      {item.entries.map((entry) => (
        <details key={entry.id} className="content-accordion__entry" open={entry.open}>
          <summary className="content-accordion__question">{entry.title}</summary>
          <div
            className="content-accordion__answer"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.richText) }}
          />
        </details>
      ))}
    </div>
  );
}
