/** Star rating with an accessible text ("Rated 4.3 out of 5, 120 reviews"); stars are decorative. */
import type { CSSProperties } from 'react';
import { formatScore } from '../../shared/pricing/format';
import { type MessageSource, plural, t } from '../i18n';

type Props = { score: number; count?: number | undefined; languageTag: string; messages: MessageSource };

export function Rating({ score, count, languageTag, messages }: Props) {
  const scoreText = formatScore(score, languageTag);
  const label =
    count === undefined
      ? t(messages, 'ratingScore', { score: scoreText })
      : plural(messages, languageTag, 'rating', count, { score: scoreText });
  // Whole tenths of a percent: 4.2 / 5 is 84.00000000000001 in floating point.
  const pct = Math.max(0, Math.min(100, Math.round(score * 200) / 10));
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true" style={{ '--rating': `${pct}%` } as CSSProperties} />
      <span className="visually-hidden">{label}</span>
      {count !== undefined && (
        <span className="rating__count" aria-hidden="true">
          {scoreText} ({count})
        </span>
      )}
    </p>
  );
}
