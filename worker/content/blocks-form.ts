/**
 * How the content blocks' BFF routes (newsletter sign-up, pop-up dismissal, benefit bar) take a
 * no-script post: it goes back to where it came from with a 303 (`formAnswer`), a refusal too
 * (the newsletter's with its outcome).
 */
import type { MiddlewareHandler } from 'hono';
import { NEWSLETTER_QUERY, type NewsletterOutcome } from '../../shared/content/newsletter';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { formRoute } from '../validation';

const outcomeOfError = (error: unknown): NewsletterOutcome => {
  const outcome = error instanceof HttpError ? error.details?.outcome : undefined;
  return typeof outcome === 'string' ? (outcome as NewsletterOutcome) : 'failed';
};

/**
 * A no-script post of a content block (`formRoute`): goes back to the safe `returnTo` (else the
 * site's home), a refusal (a field sent twice too) as well; the newsletter's carries its outcome.
 */
export const blocksForm = (outcomeQuery: boolean): MiddlewareHandler<AppEnv> =>
  formRoute((c, { returnTo, formId }) => ({
    back: returnTo,
    fallback: `/${c.get('site').locale}`,
    refused: (_described, error) =>
      outcomeQuery
        ? { [NEWSLETTER_QUERY.outcome]: outcomeOfError(error), [NEWSLETTER_QUERY.form]: formId }
        : {},
  }));
