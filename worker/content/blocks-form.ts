/**
 * How the content blocks' BFF routes (newsletter sign-up, pop-up dismissal, benefit bar) answer:
 * JSON for an island; a no-script post remembers where to return and gets a 303 there, a refusal
 * too (the newsletter's with its outcome).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { NEWSLETTER_QUERY, type NewsletterOutcome } from '../../shared/content/newsletter';
import { safePathOr } from '../../shared/contract';
import { withQuery } from '../cart/answer';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { formRoute } from '../validation';

const outcomeOfError = (error: unknown): NewsletterOutcome => {
  const outcome = error instanceof HttpError ? error.details?.outcome : undefined;
  return typeof outcome === 'string' ? (outcome as NewsletterOutcome) : 'failed';
};

/**
 * A no-script post of a content block (`formRoute`): remembers where to return, and answers any
 * refusal (a field sent twice too) with a 303 there; the newsletter's adds its outcome.
 */
export const plainForm = (outcomeQuery: boolean): MiddlewareHandler<AppEnv> =>
  formRoute((c, { returnTo, formId }) => {
    const back = safePathOr(returnTo, `/${c.get('site').locale}`);
    c.set('blocksFormBack', back);
    return (_described, error) => {
      c.header('cache-control', 'private, no-store');
      const query = outcomeQuery
        ? { [NEWSLETTER_QUERY.outcome]: outcomeOfError(error), [NEWSLETTER_QUERY.form]: formId }
        : {};
      return c.redirect(withQuery(back, query), 303);
    };
  });

/** The answer of a content block's post: JSON for an island, else a 303 back to the form's page. */
export const answerBlocksForm = (
  c: Context<AppEnv>,
  json: () => Response,
  query: Record<string, string | undefined> = {},
) => {
  c.header('cache-control', 'private, no-store');
  const back = c.get('blocksFormBack');
  return back === undefined ? json() : c.redirect(withQuery(back, query), 303);
};
