import type { ContentItemOf } from '../../shared/contract/content';
import { sanitizeHtml } from '../../shared/html/sanitize';
import { colorStyle } from './colors';

/** Editor rich text as HTML, sanitised (js-xss) on the server; no script reaches the page. */
export function RichTextHtml({ item }: { item: ContentItemOf<'rich-text-html'> }) {
  return (
    <div className={`rich-text rich-text--${item.alignment ?? 'left'}`} style={colorStyle(item.colors)}>
      {item.title && <h2>{item.title}</h2>}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.html) }} />
    </div>
  );
}
