/**
 * The enrollment flow of commerce spec section 2 as the storefront's BFF (`/api/enroll/*`) speaks
 * it: the steps, what each step posts (JSON from the dialog island, a plain form from the no-script
 * page) and what a JSON answer holds. Identity steps reuse the identity BFF's rules (auth-bff.ts);
 * values that need the site (phone mask, date order, postal pattern) are checked by the route.
 */
import { z } from 'zod';
import { signInBodySchema, signUpBodySchema } from './auth-bff';
import { ENROLL_STEPS } from './enroll-steps';

export * from './enroll-steps';

export const enrollStepSchema = z.enum(ENROLL_STEPS);

const returnTo = z.string().max(2048).optional();
const checkbox = z.union([z.boolean(), z.literal('on').transform(() => true)]).optional();
const typed = (max: number) => z.string().trim().max(max);

export const enrollLookupBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('E-mail is not valid')),
  returnTo,
});
export const enrollSignInBodySchema = signInBodySchema;
/** Sign-up in the flow may also join the loyalty programme (where the site has it). */
export const enrollSignUpBodySchema = signUpBodySchema.and(z.object({ loyalty: checkbox }));
export const enrollForgotBodySchema = z.object({ email: enrollLookupBodySchema.shape.email, returnTo });
/** Steps 0 and 1: go on (`join` the loyalty programme on the way, where offered). */
export const enrollIntroBodySchema = z.object({ join: checkbox, returnTo });
/** Step 2: the number as typed, and the country whose dial code and mask it follows. */
export const enrollMobileBodySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country is not valid')
    .transform((v) => v.toUpperCase()),
  phone: typed(30).min(1, 'Required'),
  returnTo,
});
/** Step 3: names, the birth date in the locale's order (DD/MM/YYYY or MM/DD/YYYY), postal code. */
export const enrollProfileBodySchema = z.object({
  firstName: typed(50).min(1, 'Required'),
  lastName: typed(50).min(1, 'Required'),
  birthDate: typed(10).min(1, 'Required'),
  postalCode: typed(12).min(1, 'Required'),
  returnTo,
});
/**
 * Step 4: interest keys (a form sends `interest_{key}=on` per ticked box, JSON a list) and the
 * preferred shoe size; stored pipe-joined in the profile's preferences.
 */
export const enrollInterestsBodySchema = z
  .object({
    interests: z
      .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
      .max(20)
      .optional(),
    preferredShoeSize: z
      .string()
      .trim()
      .regex(/^([0-9]{1,2}(\.5)?)?$/, 'Shoe size is not valid')
      .optional(),
    returnTo,
  })
  .catchall(z.union([z.literal('on'), z.string().max(2048)]));
