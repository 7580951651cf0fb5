/**
 * The parts of an article page (content spec 2): hero media, eyebrow, title, subtitle and the date
 * (unless hidePageDate) above the sections; the related grid (up to 4) below them. `narrow` keeps
 * the whole article at 57rem, centred.
 */
import type { ReactNode } from 'react';
import type { ArticleFields, ArticleSummary } from '../../../shared/contract/content';
import { formatDate } from '../../../shared/pricing/format';
import { blocksAText } from '../../i18n/content-blocks-a';
import { usePage } from '../../island-kit/context';
import { ArticleCard } from './ArticleCard';

export function ArticleLayout({
  article,
  related,
  children,
}: {
  article: ArticleFields;
  related: ArticleSummary[];
  children: ReactNode;
}) {
  const { site } = usePage();
  const text = blocksAText(site.language);
  const date = new Date(`${article.date}T12:00:00Z`);
  return (
    <article className={`article-page${article.width === 'narrow' ? ' article-page--narrow' : ''}`}>
      <header className="article-page__header">
        <img
          className="article-page__media"
          src={article.picture.url}
          alt={article.picture.alt}
          width={1600}
          height={800}
          fetchPriority="high"
        />
        {article.eyebrow && <p className="eyebrow">{article.eyebrow}</p>}
        <h1 className="article-page__title">{article.title}</h1>
        {article.subtitle && <p className="article-page__subtitle">{article.subtitle}</p>}
        {!article.hidePageDate && !Number.isNaN(date.getTime()) && (
          <p className="article-page__date">
            {text.published} <time dateTime={article.date}>{formatDate(date, site.languageTag, 'long')}</time>
          </p>
        )}
      </header>
      {children}
      {related.length > 0 && (
        <section className="article-page__related" aria-labelledby="related-articles-title">
          <h2 id="related-articles-title" className="section-title">
            {text.related}
          </h2>
          <ul className="article-grid__list">
            {related.slice(0, 4).map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
