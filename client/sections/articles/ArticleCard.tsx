import type { ArticleGridResults } from '../../../shared/contract/content-items-a';

type Article = ArticleGridResults['result'][number];

/** One article: picture, eyebrow and title, the whole card one link. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <a className="article-card" href={article.url}>
      <img
        className="article-card__img"
        src={article.picture.url}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      {article.eyebrow && <span className="eyebrow article-card__eyebrow">{article.eyebrow}</span>}
      <span className="article-card__title">{article.title}</span>
    </a>
  );
}
