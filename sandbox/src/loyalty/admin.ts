/**
 * `POST /__admin/loyalty/{email}/points` (admin key): customer service adds points to a club
 * member's balance, an entry of its own (`granted`) in their ledger, as the platform's back office
 * would. The bench and demos use it to get a member with points and vouchers without placing orders.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../../shared/contract/auth';
import { consumerNoByEmail, consumerStub } from '../consumer/directory';
import { unwrap } from '../consumer/member';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';

export const loyaltyAdminRoutes = new Hono<AppEnv>().post(
  '/__admin/loyalty/:email/points',
  validate('param', z.object({ email: emailSchema })),
  validate('json', z.strictObject({ points: z.number().int().min(1).max(1_000_000) })),
  async (c) => {
    const { email } = c.req.valid('param');
    const consumerNo = await consumerNoByEmail(c.env.DB, email);
    if (!consumerNo) throw new SandboxError(404, 'API404', `No account for ${email}`);
    const balance = unwrap(await consumerStub(c.env, consumerNo).grantPoints(c.req.valid('json').points));
    return c.json({ balance });
  },
);
