/** POST /token/v2/auth/token: spec section 7, Authentication. */
import { z } from 'zod';

export const guestObjectsSchema = z.object({
  basketId: z.string().optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('type', [
  /** A guest token; with `refreshToken` it renews the same guest (same consumerNo and basket). */
  z.object({ type: z.literal('Guest'), refreshToken: z.string().min(1).optional() }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: z.string().min(1),
    codeVerifier: z.string().min(43),
    guestObjects: guestObjectsSchema.optional(),
  }),
]);
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
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
