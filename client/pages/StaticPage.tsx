/**
 * Static content pages (about, help and its children, legal pages): breadcrumb, the page title,
 * its content sections, and the list of its child pages.
 */
import type { ArticleSummary, ContentPage } from '../../shared/contract/content';
import type { PageChild } from '../../shared/contract/utilities';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { ContentSections } from '../sections';
import { ArticleLayout } from '../sections/articles/ArticlePage';
import { inFrenchTypography } from '../sections/french-content';

export type StaticCrumb = { title: string; path: string };

export function StaticPageMain({
  page,
  crumbs,
  childPages,
  related = [],
}: {
  page: ContentPage;
  crumbs: StaticCrumb[];
  childPages: PageChild[];
  /** Article pages: up to 4 related articles (content spec 2). */
  related?: ArticleSummary[];
}) {
  const { site, messages } = usePage();
  // The page's own texts (its sections' items get theirs where each renders) in the language's
  // typography, in one place: its title, its article's head, the crumbs, child and related pages.
  const text = inFrenchTypography(
    { title: page.seo.title, article: page.article, crumbs, childPages, related },
    site.language,
  );
  return (
    <div className="static-page">
      <nav className="breadcrumbs" aria-label={t(messages, 'breadcrumbs')}>
        <ol>
          <li>
            <a href={`/${site.locale}`}>{t(messages, 'home')}</a>
          </li>
          {text.crumbs.map((crumb) => (
            <li key={crumb.path}>
              <a href={`/${site.locale}/${crumb.path}`}>{crumb.title}</a>
            </li>
          ))}
          <li>
            <span aria-current="page">{text.title}</span>
          </li>
        </ol>
      </nav>
      {text.article ? (
        <ArticleLayout article={text.article} related={text.related}>
          <ContentSections sections={page.sections} />
        </ArticleLayout>
      ) : (
        <>
          <h1 className="static-page__title">{text.title}</h1>
          <ContentSections sections={page.sections} />
        </>
      )}
      {text.childPages.length > 0 && (
        <nav className="static-page__children" aria-labelledby="static-children-title">
          <h2 id="static-children-title">{t(messages, 'inThisSection')}</h2>
          <ul>
            {text.childPages.map((child) => (
              <li key={child.id}>
                <a href={`/${site.locale}/${child.path}`}>{child.title}</a>
                <p>{child.description}</p>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
