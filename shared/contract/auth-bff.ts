/**
 * The storefront's own identity BFF (`/api/auth/*`): what islands send as JSON and no-script pages
 * post as forms, and what the JSON answers hold. Tokens and the PKCE verifier never appear here:
 * they stay on the server. New passwords follow `password.ts` (FE872, FE340, the requirements).
 */
import { z } from 'zod';
import { birthDateSchema, WIRE_PHONE_PATTERN } from './consumer';
import { PASSWORD_MAX_LENGTH, passwordError } from './password';
import { isName } from './ugc';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('E-mail is not valid'));
/** The shop's one name rule (`isName`: letters and a little punctuation, at least one letter). */
const name = z.string().trim().min(1, 'Required').max(50).refine(isName, 'Name is not valid');
const returnTo = z.string().max(2048).optional();
/** A form's checkbox is `on` when ticked and absent otherwise; JSON sends a boolean. */
const checkbox = z.union([z.boolean(), z.literal('on').transform(() => true)]).optional();

/** Adds the first password problem as an issue carrying its error id (FE872, FE340, API400). */
const checkNewPassword = (
  { password, confirmPassword }: { password: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const problem = passwordError(password, confirmPassword);
  if (!problem) return;
  ctx.addIssue({
    code: 'custom',
    message: problem.message,
    path: [problem.errorId === 'FE340' ? 'confirmPassword' : 'password'],
    params: { errorId: problem.errorId },
  });
};

export const lookupBodySchema = z.object({ email });
export const signInBodySchema = z.object({
  email,
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  returnTo,
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const signUpBodySchema = z
  .object({
    email,
    password: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    firstName: name,
    lastName: name,
    /** Stored with a leading + and dial code (shared/contract/phone formats what the shopper types). */
    phone: z
      .string()
      .trim()
      .regex(WIRE_PHONE_PATTERN, 'Phone is not valid')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The sandbox's own rule (1900-01-01 to today), so a refused date never reaches it. */
    birthDate: birthDateSchema.optional().or(z.literal('').transform(() => undefined)),
    postalCode: z
      .string()
      .trim()
      .max(12)
      .regex(/^[A-Za-z0-9 -]*$/, 'Postal code is not valid')
      .optional()
      .transform((v) => v || undefined),
    newsletter: checkbox,
    returnTo,
  })
  .superRefine(checkNewPassword);
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1, 'Required').max(256),
    password: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine(checkNewPassword);
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
    password: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    returnTo,
  })
  .superRefine(checkNewPassword);

/**
 * The notice a sign-in leaves for the next page (`signedIn=` in its query): the guest cart joined
 * the member's (`merged`), or joined it but some of it could not (`partly`: sold out, no longer
 * sold, more than the stock).
 */
export const cartNoticeSchema = z.enum(['merged', 'partly']);
export type CartNotice = z.infer<typeof cartNoticeSchema>;

/** JSON answer of sign-in and sign-up: where to go, and which cart notice shows. */
export const signedInAnswerSchema = z.object({
  signedIn: z.literal(true),
  cartMerged: z.boolean(),
  cartNotice: cartNoticeSchema.optional(),
  returnTo: z.string(),
  /** What a partially enrolled profile lacks (the page then offers the enrollment flow). */
  completeProfile: z.array(z.string()).optional(),
});
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
