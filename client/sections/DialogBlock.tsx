/**
 * Dialog (content spec section 3), opened by `#modal-{id}` links. A native `<dialog>`: without
 * script the link's fragment shows it (`:target`) and its close link hides it; the content
 * enhancer opens it as a modal with focus and Escape handled by the platform.
 */

import { resolveContentHref } from '../../shared/content/modal-links';
import type { ContentItemOf } from '../../shared/contract/content';
import { Island } from '../island-kit/Island';
import { Picture } from '../ui/Picture';
import { useBlocksBText, useContentRequest } from './content-request';
import { NewsletterFormIsland } from './Newsletter';
import { RichText } from './RichText';

export function DialogBlock({ item }: { item: ContentItemOf<'dialog'> }) {
  const { path, search } = useContentRequest();
  const text = useBlocksBText();
  const id = `modal-${item.id}`;
  const position = item.mediaPosition ?? 'top';
  const media = item.media ? (
    <Picture image={item.media} width={800} height={600} className="content-dialog__img" decorative />
  ) : null;
  return (
    <>
      <dialog
        id={id}
        className={`content-dialog content-dialog--${item.alignment ?? 'left'} content-dialog--media-${position}`}
        aria-labelledby={`${id}-title`}
      >
        <a
          className="content-dialog__close"
          href={`${path}${search}#close`}
          data-dialog-close=""
          aria-label={text.closeDialog}
        >
          ×
        </a>
        {position !== 'body' && media && <div className="content-dialog__media">{media}</div>}
        <div className="content-dialog__body">
          <h2 id={`${id}-title`} className="content-dialog__title">
            {item.title}
          </h2>
          {item.subtitle && <p className="content-dialog__subtitle">{item.subtitle}</p>}
          {position === 'body' && media}
          {item.richText && (
            <RichText item={{ id: `${item.id}-text`, type: 'rich-text', blocks: item.richText }} />
          )}
          {item.targets && item.targets.length > 0 && (
            <div className="ctas">
              {item.targets.map((target) => (
                <a
                  key={target.url}
                  className="button button--primary"
                  href={resolveContentHref(target.url, path, search)}
                >
                  {target.text ?? target.url}
                </a>
              ))}
            </div>
          )}
          {item.richTextBelowTargets && (
            <RichText
              item={{ id: `${item.id}-below`, type: 'rich-text', blocks: item.richTextBelowTargets }}
            />
          )}
          {item.newsletterForm && (
            <NewsletterFormIsland formId={`nl-${item.id}`} placement="Dialog" returnHash={`#${id}`} />
          )}
        </div>
      </dialog>
      <Island name="ContentEnhancer" strategy="idle" props={{}} />
    </>
  );
}
