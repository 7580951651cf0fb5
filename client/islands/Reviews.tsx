/**
 * Reviews: rating summary with histogram, sort and paging (plain links without script, fetched in
 * place once hydrated), helpful votes, report, translate, and the write-a-review dialog with the
 * shared validators (content spec section 5) and REV410 next to the text field.
 */
import { type CSSProperties, type FormEvent, type MouseEvent, useState } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '../../shared/contract/review-sorts';
import type { Review, ReviewsResponse } from '../../shared/contract/reviews';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, validateReview } from '../../shared/contract/ugc';
import { formatDate, formatScore } from '../../shared/pricing/format';
import { bffFetch } from '../api/bff';
import { errorMessage, fieldMessage, format, type MessageKey, type MessageSource, plural, t } from '../i18n';
import { labelled } from '../i18n/french-typography';
import { useHydrated } from '../state/app';
import { Dialog } from '../ui/Dialog';
import { HelpfulVote } from '../ui/HelpfulVote';

export type ReviewsProps = {
  productId: string;
  locale: string;
  languageTag: string;
  /** The product page's path, for the no-script sort and paging links. */
  basePath: string;
  initial: ReviewsResponse;
  text: MessageSource;
};

const linkTo = (basePath: string, sort: ReviewSort, page: number) =>
  `${basePath}?reviewsSort=${sort}&reviewsPage=${page}#reviews`;

/**
 * The `lang` of text written in another language than the page's (a review left on another site),
 * so a screen reader reads it with that language's voice (WCAG 3.1.2); none when it is the page's.
 */
export const foreignLang = (written: string, pageLocale: string): string | undefined => {
  const [language = '', country] = written.split('-');
  if (language === pageLocale.slice(0, 2)) return undefined;
  return country ? `${language}-${country.toUpperCase()}` : language;
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" aria-hidden="true" style={{ '--score': rating } as CSSProperties}>
      ★★★★★
    </span>
  );
}

export default function Reviews({ productId, locale, languageTag, basePath, initial, text }: ReviewsProps) {
  const hydrated = useHydrated();
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [translated, setTranslated] = useState<Record<string, { title: string; text: string } | null>>({});
  const [writing, setWriting] = useState(false);
  const [status, setStatus] = useState('');
  const { summary } = data;

  const load = async (sort: ReviewSort, page: number) => {
    setBusy(true);
    const result = await bffFetch<ReviewsResponse>(
      `/api/products/${productId}/reviews?sort=${sort}&page=${page}`,
      { locale },
    );
    setBusy(false);
    if (result.ok) setData(result.data);
  };
  const nav = (event: MouseEvent<HTMLAnchorElement>, sort: ReviewSort, page: number) => {
    if (!hydrated || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void load(sort, page);
  };
  const note = (id: string, message: string) => setNotes((n) => ({ ...n, [id]: message }));
  const vote = async (review: Review, helpful: boolean) => {
    const result = await bffFetch<{ helpfulYes: number; helpfulNo: number }>(
      `/api/products/${productId}/reviews/${review.reviewId}/vote`,
      { method: 'POST', locale, body: { helpful } },
    );
    if (!result.ok)
      return note(review.reviewId, errorMessage(text, result.error?.errorId, result.error?.message));
    setData((d) => ({
      ...d,
      reviews: d.reviews.map((r) => (r.reviewId === review.reviewId ? { ...r, ...result.data } : r)),
    }));
    note(review.reviewId, '');
  };
  const flag = async (review: Review) => {
    const result = await bffFetch(`/api/products/${productId}/reviews/${review.reviewId}/flag`, {
      method: 'POST',
      locale,
      body: {
        reason: 'inappropriate',
      },
    });
    note(review.reviewId, result.ok ? t(text, 'reported') : errorMessage(text, result.error?.errorId));
  };
  const translate = async (review: Review) => {
    if (translated[review.reviewId]) return setTranslated((x) => ({ ...x, [review.reviewId]: null }));
    const result = await bffFetch<{ title: string; text: string }>(
      `/api/products/reviews/${review.reviewId}/translate`,
      { method: 'POST', locale },
    );
    if (result.ok) setTranslated((x) => ({ ...x, [review.reviewId]: result.data }));
  };

  const max = Math.max(1, ...summary.histogram.map((h) => h.count));
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title" aria-busy={busy || undefined}>
      <div className="reviews__head">
        <h2 id="reviews-title" className="pdp__subtitle">
          {t(text, 'reviewsTitle')}
        </h2>
        {/* Never disabled: a click before hydration is held and replayed (`holdsClicks`); without
            script there is nothing it could open, so it is not offered. */}
        <button type="button" className="button needs-script" onClick={() => setWriting(true)}>
          {t(text, 'writeReview')}
        </button>
      </div>
      <p className="reviews__status" role="status">
        {status}
      </p>
      <div className="reviews__summary">
        <p className="reviews__average">
          <span className="reviews__score">{formatScore(summary.average, languageTag)}</span>{' '}
          <Stars rating={summary.average} />
          <span className="reviews__count">{plural(text, languageTag, 'reviewsBasedOn', summary.count)}</span>
        </p>
        <ul className="histogram">
          {summary.histogram.map((h) => (
            <li key={h.rating}>
              <span className="histogram__label">{plural(text, languageTag, 'starsLabel', h.rating)}</span>
              <meter className="histogram__bar" min={0} max={max} value={h.count} />
              <span className="histogram__count">{h.count}</span>
            </li>
          ))}
        </ul>
      </div>
      {summary.count === 0 ? (
        <p>{t(text, 'noReviews')}</p>
      ) : (
        <>
          <nav className="reviews__sort" aria-label={t(text, 'sortBy')}>
            <span>{labelled(locale.slice(0, 2), t(text, 'sortBy'))}</span>
            {REVIEW_SORTS.map((sort) => (
              <a
                key={sort}
                href={linkTo(basePath, sort, 1)}
                aria-current={sort === data.sort ? 'true' : undefined}
                onClick={(e) => nav(e, sort, 1)}
              >
                {t(text, `sort_${sort}` as MessageKey)}
              </a>
            ))}
          </nav>
          <ol className="reviews__list">
            {data.reviews.map((review) => {
              const tr = translated[review.reviewId] ?? review.translation ?? null;
              const shown = translated[review.reviewId] === null ? null : tr;
              // A translation is always into the page's language.
              const lang = shown ? undefined : foreignLang(review.locale, locale);
              return (
                <li key={review.reviewId} className="review">
                  <p className="review__rating">
                    <Stars rating={review.rating} />
                    <span className="visually-hidden">
                      {plural(text, languageTag, 'starsLabel', review.rating)}
                    </span>
                  </p>
                  <h3 className="review__title" lang={lang}>
                    {shown?.title ?? review.title}
                  </h3>
                  <p className="review__meta">
                    {review.nickname}
                    {review.location ? ` · ${review.location}` : ''} ·{' '}
                    {formatDate(review.createdAt, languageTag)}
                    {review.verified && (
                      <span className="review__verified"> · {t(text, 'verifiedBuyer')}</span>
                    )}
                  </p>
                  <p className="review__text" lang={lang}>
                    {shown?.text ?? review.text}
                  </p>
                  {/* Vote, report, translate: never disabled (a click before hydration is held and
                      replayed); without script none can be sent, so the row is not offered. */}
                  <div className="review__actions needs-script">
                    <HelpfulVote
                      text={text}
                      yes={review.helpfulYes}
                      no={review.helpfulNo}
                      onVote={(helpful) => vote(review, helpful)}
                    />
                    <button type="button" className="link-button" onClick={() => flag(review)}>
                      {t(text, 'reportReview')}
                    </button>
                    {review.locale.slice(0, 2) !== locale.slice(0, 2) && (
                      <button type="button" className="link-button" onClick={() => translate(review)}>
                        {shown ? t(text, 'showOriginal') : t(text, 'translate')}
                      </button>
                    )}
                  </div>
                  <p className="review__note" role="status">
                    {notes[review.reviewId]}
                  </p>
                </li>
              );
            })}
          </ol>
          {data.totalPages > 1 && (
            <nav className="pager" aria-label={t(text, 'reviewPages')}>
              {data.page > 1 && (
                <a
                  href={linkTo(basePath, data.sort, data.page - 1)}
                  onClick={(e) => nav(e, data.sort, data.page - 1)}
                >
                  {t(text, 'previous')}
                </a>
              )}
              <span>{t(text, 'pageOf', { page: data.page, pages: data.totalPages })}</span>
              {data.page < data.totalPages && (
                <a
                  href={linkTo(basePath, data.sort, data.page + 1)}
                  onClick={(e) => nav(e, data.sort, data.page + 1)}
                >
                  {t(text, 'next')}
                </a>
              )}
            </nav>
          )}
        </>
      )}
      <Dialog
        open={writing}
        onClose={() => setWriting(false)}
        title={t(text, 'writeReview')}
        closeLabel={t(text, 'close')}
      >
        <WriteReview
          productId={productId}
          locale={locale}
          languageTag={languageTag}
          text={text}
          onDone={() => {
            setWriting(false);
            setStatus(t(text, 'reviewThanks'));
            void load('mostRecent', 1);
          }}
        />
      </Dialog>
    </section>
  );
}

function WriteReview({
  productId,
  locale,
  languageTag,
  text,
  onDone,
}: {
  productId: string;
  locale: string;
  languageTag: string;
  text: MessageSource;
  onDone: () => void;
}) {
  const [values, setValues] = useState({ rating: 0, title: '', text: '', nickname: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [top, setTop] = useState('');
  const [busy, setBusy] = useState(false);
  const vars = { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX };
  const set = (k: keyof typeof values, v: string | number) => setValues((x) => ({ ...x, [k]: v }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateReview({ ...values, rating: values.rating || undefined });
    const codes = Object.fromEntries(Object.entries(local).map(([k, c]) => [k, fieldMessage(text, c, vars)]));
    setErrors(codes);
    setTop('');
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await bffFetch(`/api/products/${productId}/reviews`, {
      method: 'POST',
      locale,
      body: values,
    });
    setBusy(false);
    if (result.ok) return onDone();
    const fields = Object.fromEntries(
      Object.entries(result.fields).map(([k, c]) => [k, fieldMessage(text, c, vars)]),
    );
    if (result.error?.errorId === 'REV410') fields.text = format(t(text, 'error_REV410'), vars);
    setErrors(fields);
    if (Object.keys(fields).length === 0)
      setTop(errorMessage(text, result.error?.errorId, result.error?.message));
  };
  const field = (name: 'title' | 'text' | 'nickname', label: string, long = false) => (
    <div className="field">
      <label htmlFor={`review-${name}`}>{label}</label>
      {long ? (
        <textarea
          id={`review-${name}`}
          rows={6}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`review-${name}-error`}
          onChange={(e) => set(name, e.target.value)}
        />
      ) : (
        <input
          id={`review-${name}`}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`review-${name}-error`}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
      {long && (
        <p className="field__hint">
          {t(text, 'charactersLeft', { count: REVIEW_TEXT_MAX - values.text.length })}
        </p>
      )}
      <p id={`review-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    </div>
  );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="field rating-input">
        <legend>{t(text, 'reviewRating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={values.rating === n}
              onChange={() => set('rating', n)}
            />
            {plural(text, languageTag, 'starsLabel', n)}
          </label>
        ))}
        <p className="field__error">{errors.rating}</p>
      </fieldset>
      {field('title', t(text, 'reviewTitle'))}
      {field('text', t(text, 'reviewText'), true)}
      {field('nickname', t(text, 'nickname'))}
      <p className="field__error" role="alert">
        {top}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t(text, 'submitReview')}
      </button>
    </form>
  );
}
