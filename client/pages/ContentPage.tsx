/**
 * Content pages (home, static pages, the error-4xx page): a heading for the page and its sections.
 * The streamed renderer renders sections item by item; `ContentMain` is the same page as one tree
 * (the `renderToString` baseline of the bench).
 */
import type { ContentPage } from '../../shared/contract/content';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { ContentSections } from '../sections';

/** The page heading: visually hidden so that heroes and banners keep their own look. */
export function ContentHeading({ page, notFound = true }: { page: ContentPage | null; notFound?: boolean }) {
  const { messages } = usePage();
  // A page whose content is failing is not a missing page: its heading says so.
  const missing = notFound ? t(messages, 'pageNotFound') : t(messages, 'contentUnavailable');
  return <h1 className="visually-hidden">{page ? page.seo.title : missing}</h1>;
}

/** Shown when the page (or the error page itself) could not be loaded. */
export function PageFallback({ notFound }: { notFound: boolean }) {
  const { site, messages } = usePage();
  return (
    <div className="fallback">
      {notFound ? (
        <>
          <h2 className="fallback__title">{t(messages, 'pageNotFound')}</h2>
          <p>{t(messages, 'pageNotFoundText')}</p>
        </>
      ) : (
        <p>{t(messages, 'contentUnavailable')}</p>
      )}
      <p>
        <a className="button button--primary" href={`/${site.locale}`}>
          {t(messages, 'home')}
        </a>
      </p>
    </div>
  );
}

export function ContentMain({ page, notFound }: { page: ContentPage | null; notFound: boolean }) {
  return (
    <>
      <ContentHeading page={page} notFound={notFound} />
      {page ? <ContentSections sections={page.sections} /> : <PageFallback notFound={notFound} />}
    </>
  );
}
