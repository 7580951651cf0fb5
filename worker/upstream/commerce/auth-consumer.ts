/**
 * The consumer's identity calls of spec section 7, Authentication (besides the token exchange in
 * auth.ts): sign-in, sign-up, e-mail lookup, sign-out and the password journeys. Typed by the
 * sandbox's contract (shared/contract/auth.ts, consumer.ts).
 */
import { z } from 'zod';
import {
  type ChangePasswordRequest,
  type ConsumerProfileResponse,
  consumerProfileResponseSchema,
  type ForgotPasswordRequest,
  type LookupResponse,
  lookupResponseSchema,
  type ResetPasswordRequest,
  type SigninRequest,
  type SigninResponse,
  type SignupRequest,
  signinResponseSchema,
  type TokenResponse,
  tokenResponseSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

/** An answer whose body the storefront does not read (201 profile, 202, 204). */
const ignored = z.unknown();

export const createConsumerAuthClient = (target: UpstreamTarget, ctx: CallContext) => ({
  /** An authorization code bound to the PKCE challenge (single use, 60 s). */
  signIn: (body: SigninRequest): Promise<SigninResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/auth/signin',
      body,
      schema: signinResponseSchema,
    }),
  signUp: async (body: SignupRequest): Promise<void> => {
    await call(target, ctx, { method: 'POST', path: '/consumers-v3/auth/signup', body, schema: ignored });
  },
  lookup: (email: string): Promise<LookupResponse> =>
    call(target, ctx, {
      path: '/consumers-v3/consumer/lookup',
      query: { email },
      schema: lookupResponseSchema,
    }),
  /** Revokes the refresh token's whole family. */
  signOut: async (token: string, refreshToken: string): Promise<void> => {
    await call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/consumer/auth/signout',
      token,
      body: { refreshToken },
      schema: ignored,
    });
  },
  /** 202 whether or not the e-mail has an account. */
  forgotPassword: async (body: ForgotPasswordRequest): Promise<void> => {
    await call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/confirmforgotpassword',
      body,
      schema: ignored,
    });
  },
  resetPassword: async (body: ResetPasswordRequest): Promise<void> => {
    await call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/consumer/resetpassword',
      body,
      schema: ignored,
    });
  },
  /** The member's profile (the header shows the first name). */
  profile: (token: string): Promise<ConsumerProfileResponse> =>
    call(target, ctx, { path: '/consumers-v3/consumer', token, schema: consumerProfileResponseSchema }),
  /** A new token pair: the member's other sessions end at their next renewal. */
  changePassword: (token: string, body: ChangePasswordRequest): Promise<TokenResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/consumer/changepassword',
      token,
      body,
      schema: tokenResponseSchema,
    }),
});
export type ConsumerAuthClient = ReturnType<typeof createConsumerAuthClient>;
