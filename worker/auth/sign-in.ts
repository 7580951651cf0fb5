/**
 * Signing in on the server (commerce spec section 4): PKCE verifier and challenge made here, the
 * credentials exchanged for an authorization code bound to the challenge, then the code and the
 * verifier for the member's tokens, with the guest's basket, favorites and saved-for-later ids so
 * the upstream merges them. The exchange retries once after 2000 ms on 409 (the auth client's
 * TOKEN_RETRY). Nothing of this reaches the browser but the outcome.
 */
import type { Context } from 'hono';
import { captchaEnabled } from '../../shared/captcha';
import type { ConsumerProfile, GuestObjects, TokenResponse } from '../../shared/contract';
import type { CartNotice } from '../../shared/contract/auth-bff';
import type { AppEnv } from '../env';
import { memberFactsOf } from '../members/facts';
import { HttpError } from '../middleware/errors';
import { ApiError } from '../upstream/errors';
import { createPkce } from './pkce';

/**
 * `profile` is the member's profile as read at sign-in (undefined when it could not be read):
 * the enrollment flow decides its next step from it, and a partial one is offered to complete.
 */
export type SignInOutcome = {
  cartMerged: boolean;
  /** The notice for the next page: `partly` tells the shopper some guest items could not join. */
  cartNotice: CartNotice | undefined;
  profile?: ConsumerProfile | undefined;
};

/** The simulated captcha's `signin` token on sites with the setting on (shared/captcha.ts). */
const recaptchaFor = async (c: Context<AppEnv>): Promise<string | undefined> => {
  if (!captchaEnabled(c.get('site').siteId)) return undefined;
  const { token } = await c
    .get('session')
    .withToken((t) => c.get('upstream').payments.captchaToken(t, 'signin'));
  return token;
};

/** Only the ids the guest has: an empty `guestObjects` is left out. */
const guestObjectsOf = (c: Context<AppEnv>): GuestObjects | undefined => {
  const { session } = c.var;
  if (session.isMember) return undefined;
  const objects = Object.fromEntries(Object.entries(session.guestObjects()).filter(([, id]) => id));
  return Object.keys(objects).length ? objects : undefined;
};

/** The header greets the member by name; without the profile it just says "Account". */
const profileAt = async (c: Context<AppEnv>, token: string): Promise<ConsumerProfile | undefined> => {
  try {
    return (await c.get('upstream').consumerAuth.profile(token)).consumerProfile;
  } catch (error) {
    c.get('log').warn('profile unavailable at sign-in', { error: String(error) });
    return undefined;
  }
};

/** The cart-merged notice shows when the member's cart holds more units than before the merge. */
const cartGrew = ({ mergedItemCount, previousItemCount }: TokenResponse): boolean =>
  mergedItemCount !== undefined && mergedItemCount > (previousItemCount ?? 0);

/**
 * Signs the shopper in. A 403 from the token exchange is tolerated: it is no failure of this
 * shopper's credentials (the platform's edge refusing the call), so the guest session stays as it
 * was, nothing is logged as an error, and the answer is 403 AUT403 "try again in a moment".
 */
export const signInMember = async (
  c: Context<AppEnv>,
  credentials: { email: string; password: string },
  firstName?: string,
): Promise<SignInOutcome> => {
  const { upstream, session } = c.var;
  const { verifier, challenge } = await createPkce();
  const { authorizationCode } = await upstream.consumerAuth.signIn({
    type: 'Credentials',
    username: credentials.email,
    password: credentials.password,
    codeChallenge: challenge,
    recaptcha_response: await recaptchaFor(c),
  });
  const guestObjects = guestObjectsOf(c);
  let tokens: TokenResponse;
  try {
    tokens = await upstream.auth.token({
      type: 'Registered',
      authorizationCode,
      codeVerifier: verifier,
      ...(guestObjects ? { guestObjects } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      c.get('log').warn('token exchange refused (403): the shopper stays a guest', {
        errorId: error.errorId,
      });
      throw new HttpError(403, 'AUT403', 'Signing in is not possible right now. Try again in a moment.');
    }
    throw error;
  }
  session.signIn(tokens);
  const profile = await profileAt(c, tokens.accessToken);
  session.setDisplayName(firstName ?? profile?.consumerDetails.firstName);
  if (profile) session.setMemberFacts(memberFactsOf(profile));
  const cartMerged = cartGrew(tokens);
  const cartNotice = (tokens.unmergedItemCount ?? 0) > 0 ? 'partly' : cartMerged ? 'merged' : undefined;
  return { cartMerged, cartNotice, profile };
};

/** Paths that are the shopper's own: signing out there lands on the home page (spec section 2). */
const PROTECTED = /^\/[a-z]{2}-[a-z]{2}\/(account|favorites|saved-for-later|cart|checkout)(\/|$|\?)/;
export const isProtectedPath = (path: string): boolean => PROTECTED.test(path);

/**
 * Signs out: the upstream revokes the refresh token's family, every cookie is cleared, and a new
 * guest session starts (spec section 4). A failed upstream call still signs out here: the shopper
 * asked to leave, and the tokens are gone from the browser either way.
 */
export const signOutMember = async (c: Context<AppEnv>): Promise<void> => {
  const { session, upstream, log } = c.var;
  // An associate's tokens for a guest are signed out too: that ends the in-store session upstream.
  if (session.isMember || session.isOnBehalf) {
    try {
      await session.withToken(async (token) => {
        const refreshToken = await session.refreshToken();
        if (refreshToken) await upstream.consumerAuth.signOut(token, refreshToken);
      });
    } catch (error) {
      log.warn('upstream sign-out failed; signed out here', { error: String(error) });
    }
  }
  session.signOut();
  try {
    await session.accessToken();
  } catch (error) {
    // The next request that needs a token starts the guest session instead.
    log.warn('no guest token after sign-out', { error: String(error) });
  }
};
