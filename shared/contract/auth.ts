/**
 * Identity calls of spec section 7, Authentication: the token exchange (guest, PKCE sign-in,
 * refresh), sign-in, sign-up, sign-out, e-mail lookup, and the password journeys.
 *
 * Error ids the sandbox answers here:
 * - AUT401 "Invalid e-mail or password" for an unknown e-mail and a wrong password alike; also any
 *   refresh token that is unknown, expired, revoked or reused after the grace window, and an
 *   authorization code that is unknown, used, expired or does not match the verifier.
 * - AUT426 the next failure locks the account (last attempt); AUT423 locked (account or client address).
 * - AUT409 sign-up with an e-mail that has an account.
 * - AUT402 a reset token that is unknown, used or older than an hour.
 * - FE872 / FE340 / API400 a new password that breaks the rules of `password.ts`.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password';

export const guestObjectsSchema = z.object({
  basketId: z.string().optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
});
export type GuestObjects = z.infer<typeof guestObjectsSchema>;

/** PKCE (RFC 7636): the verifier is 43-128 URL-safe characters; the challenge its S256 hash, base64url. */
export const codeVerifierSchema = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier must be 43 to 128 URL-safe characters');
export const codeChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge must be a base64url SHA-256 hash (43 characters)');

const refreshTokenSchema = z.string().min(1).max(4096);

export const tokenRequestSchema = z.union(
  [
    /** A guest token; with `refreshToken` it renews the same guest (same consumerNo and basket). */
    z.object({ type: z.literal('Guest'), refreshToken: refreshTokenSchema.optional() }),
    /** Sign-in: the code from /consumers-v3/auth/signin and the verifier whose S256 hash it was bound to. */
    z.object({
      type: z.literal('Registered'),
      authorizationCode: z.string().min(1).max(256),
      codeVerifier: codeVerifierSchema,
      guestObjects: guestObjectsSchema.optional(),
    }),
    /** A member's renewal: rotates the refresh token within its family. */
    z.object({ type: z.literal('Registered'), refreshToken: refreshTokenSchema }),
  ],
  {
    error:
      'type must be Guest (optional refreshToken) or Registered with authorizationCode and a 43-128 character codeVerifier, or with refreshToken',
  },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const consumerTypeSchema = z.enum(['GUEST', 'REGISTERED', 'EMPLOYEE']);

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  /** Seconds until the refresh token expires. */
  refreshExpiresIn: z.number().int().positive(),
  consumerNo: z.string(),
  consumerType: consumerTypeSchema,
  memberId: z.string().optional(),
  basketId: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
  /** Units in the member's open cart after the guest cart merged into it (sign-in only). */
  mergedItemCount: z.number().int().nonnegative().optional(),
  /** Units in the member's open cart before the merge; the cart-merged notice shows when it grew. */
  previousItemCount: z.number().int().nonnegative().optional(),
  /** Units of the guest cart that could not join the member's (sold out, no longer sold, capped). */
  unmergedItemCount: z.number().int().nonnegative().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** An e-mail as accounts key it: trimmed, lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('E-mail is not valid'));
/** Checked against the rules of `password.ts` by the handler, so the answer can be FE872. */
const newPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH);
const recaptchaSchema = z.string().max(4096).optional();

/** POST /consumers-v3/auth/signin → 200 `{ authorizationCode }` (single use, 60 s, bound to the challenge). */
export const signinRequestSchema = z.object({
  type: z.literal('Credentials'),
  username: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  codeChallenge: codeChallengeSchema,
  recaptcha_response: recaptchaSchema,
});
export type SigninRequest = z.input<typeof signinRequestSchema>;
export const signinResponseSchema = z.object({ authorizationCode: z.string() });
export type SigninResponse = z.infer<typeof signinResponseSchema>;
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/** POST /consumers-v3/auth/signout (bearer) → 204; revokes the refresh token's whole family. */
export const signoutRequestSchema = z.object({ refreshToken: refreshTokenSchema });

/** GET /consumers-v3/consumer/lookup?email= → `{ exists }` (throttled per client address: AUT423). */
export const lookupQuerySchema = z.object({ email: emailSchema });
export const lookupResponseSchema = z.object({ exists: z.boolean() });
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** POST /consumers-v3/confirmforgotpassword → 202 always; the e-mail links to `resetUrl?token=…`. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  resetUrl: z
    .url({ protocol: /^https?$/, error: 'resetUrl must be an http(s) URL' })
    .max(512)
    .refine((url) => !url.includes('?') && !url.includes('#'), 'resetUrl must have no query or fragment'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** POST /consumers-v3/consumer/resetpassword → 204; the token works once, within an hour (AUT402). */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(256),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST /consumers-v3/consumer/changepassword (member bearer) → 200 a NEW token pair (tokenResponse)
 * in a new family; every refresh-token family of the member, the caller's included, is revoked, so
 * every other session ends at its next refresh. A wrong current password is AUT401.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
