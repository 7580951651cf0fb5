/**
 * Newsletter sign-up and pop-up dismissal (content spec sections 3, 4 and 5), each also a plain
 * HTML form when scripts have not run:
 *
 * | JSON (islands)                          | Form (no script)                                       |
 * | --------------------------------------- | ------------------------------------------------------ |
 * | POST /api/newsletter → `{ subscribed }` | same; 303 to `returnTo` with `?newsletter={outcome}`    |
 * | POST /api/popups/dismiss → 204          | same; 303 to `returnTo`                                 |
 *
 * The sign-up is validated by the form's own rules (email required and valid, policy accepted):
 * a refusal is API400 with `details.fields`, and the form's outcome code on the no-script path. It
 * creates the subscription upstream, dated by the server clock: with the shopper's token for a
 * guest or for a member's own address, with a one-off guest token for another address a member
 * signs up (see `subscribe`). `returnTo` goes through the one safe-path check. A sign-up from a
 * pop-up names it (`popupId`): it is dismissed as a close would, so it does not come back.
 */
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  NEWSLETTER_QUERY,
  newsletterSubscription,
  outcomeOf,
  validateNewsletter,
} from '../../../shared/content/newsletter';
import {
  DISMISSED_POPUPS_COOKIE,
  parseDismissedPopups,
  serializeDismissedPopups,
} from '../../../shared/content/request';
import { newsletterSignupSchema, popupIdSchema } from '../../../shared/contract/newsletter';
import { serverTime } from '../../clock/server-time';
import { blocksForm } from '../../content/blocks-form';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { formAnswer, validateBody } from '../../validation';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One address however it was typed: the upstream keeps e-mail recipients trimmed and lower-cased. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A signed-in member's profile e-mail; none for a guest, who has no profile to read, nor for a
 * member whose grant ended meanwhile (the sign-up goes on as the new guest's).
 */
const memberEmail = async (c: Context<AppEnv>): Promise<string | undefined> => {
  const { session, upstream } = c.var;
  const profile = await session.memberCall((token) => upstream.consumer.profile(token));
  return profile?.consumerProfile.consumerDetails.email;
};

/**
 * Creates the subscription upstream. The upstream applies a member's call to the member's own
 * subscription whatever recipient it names, so a member signing up another address (a friend's)
 * would lose their own: that address is subscribed as a guest would be, with a guest token of its
 * own that the session never keeps (the member stays signed in). The member's own address goes
 * with the member's token, spelled as the profile has it, so the account page shows it subscribed.
 */
const subscribe = async (c: Context<AppEnv>, email: string): Promise<void> => {
  const { session, upstream, site } = c.var;
  const subscription = newsletterSubscription(email, site, serverTime());
  const own = await memberEmail(c);
  if (own === undefined || sameAddress(own, email)) {
    const recipient = own ?? subscription.recipient;
    await session.withToken((token) => upstream.newsletter.subscribe({ ...subscription, recipient }, token));
    return;
  }
  const guest = await upstream.auth.token({ type: 'Guest' });
  await upstream.newsletter.subscribe(subscription, guest.accessToken);
};

/** Adds a pop-up to the `dismissedPopups` cookie: the server no longer renders it. */
const dismissPopup = (c: Context<AppEnv>, popupId: string): void => {
  const dismissed = parseDismissedPopups(getCookie(c, DISMISSED_POPUPS_COOKIE));
  setCookie(c, DISMISSED_POPUPS_COOKIE, serializeDismissedPopups([...dismissed, popupId]), {
    path: '/',
    secure: true,
    sameSite: 'Lax',
    maxAge: YEAR_SECONDS,
    httpOnly: true,
  });
};

export const newsletterApi = new Hono<AppEnv>().post(
  '/',
  blocksForm(true),
  validateBody(newsletterSignupSchema),
  async (c) => {
    const body = c.req.valid('json');
    const errors = validateNewsletter(body);
    const outcome = outcomeOf(errors);
    if (outcome !== 'subscribed') {
      const field = errors.email ? 'email' : 'policy';
      throw new HttpError(
        400,
        'API400',
        errors.email === 'emailInvalid' ? 'email: Email is not valid' : `${field}: This field is required`,
        { details: { fields: { ...errors }, outcome } },
      );
    }
    await subscribe(c, body.email);
    // Signed up from a pop-up: it has done its job and does not come back.
    if (body.popupId) dismissPopup(c, body.popupId);
    return formAnswer(c, {
      json: { subscribed: true },
      query: { [NEWSLETTER_QUERY.outcome]: 'subscribed', [NEWSLETTER_QUERY.form]: body.formId },
    });
  },
);

const dismissSchema = z.object({
  popupId: popupIdSchema,
  returnTo: z.string().max(2000).optional(),
});

export const popupsApi = new Hono<AppEnv>().post(
  '/dismiss',
  blocksForm(false),
  validateBody(dismissSchema),
  (c) => {
    dismissPopup(c, c.req.valid('json').popupId);
    return formAnswer(c, { json: () => c.body(null, 204) });
  },
);
