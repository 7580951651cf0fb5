/**
 * `PUT /__admin/members/{email}/program` (admin key): makes an existing account an athlete, IPA,
 * WRANX or employee with a fresh annual programme (nothing spent, terms not accepted), as the
 * platform's back office would. Journeys and demos use it to get a member of a kind of their own
 * (the seeded demo members are shared by everyone who signs in as them).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../../shared/contract/auth';
import { currencySchema } from '../../../shared/contract/common';
import { memberProgramIdSchema } from '../../../shared/contract/members';
import { consumerNoByEmail, consumerStub } from '../consumer/directory';
import type { MemberIdentity } from '../consumer/store';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { readProgram, yearOf } from './programs';

const IDENTITY: Record<z.infer<typeof memberProgramIdSchema>, MemberIdentity> = {
  ASSOCIATE_DISCOUNT: { employee: true },
  ATHLETE_CREDIT: { athlete: true },
  IPA_DISCOUNT: { identityTypes: ['IPA'] },
  WRANX_DISCOUNT: { identityTypes: ['WRANX'] },
};

export const identityOf = (program: z.infer<typeof memberProgramIdSchema>): MemberIdentity =>
  IDENTITY[program];

export const memberAdminRoutes = new Hono<AppEnv>().put(
  '/__admin/members/:email/program',
  validate('param', z.object({ email: emailSchema })),
  validate(
    'json',
    z.object({
      program: memberProgramIdSchema,
      percent: z.number().int().min(0).max(100).default(30),
      annualCap: z.number().int().min(0).max(100_000_000).default(100_000),
      /** The programme's currency: its benefit applies to carts in it (a Canadian member: CAD). */
      currency: currencySchema.default('USD'),
    }),
  ),
  async (c) => {
    const { email } = c.req.valid('param');
    const { program, percent, annualCap, currency } = c.req.valid('json');
    const consumerNo = await consumerNoByEmail(c.env.DB, email);
    if (!consumerNo) throw new SandboxError(404, 'API404', `No account for ${email}`);
    await c.env.DB.prepare(
      `INSERT INTO member_programs (consumer_no, program, percent, annual_cap, currency, spent, spent_year)
       VALUES (?1, ?2, ?3, ?4, ?6, 0, ?5)
       ON CONFLICT (consumer_no) DO UPDATE SET program = ?2, percent = ?3, annual_cap = ?4, currency = ?6,
         spent = 0, spent_year = ?5, terms_accepted_at = NULL`,
    )
      .bind(
        consumerNo,
        program,
        program === 'ATHLETE_CREDIT' ? 0 : percent,
        annualCap,
        yearOf(new Date()),
        currency,
      )
      .run();
    await consumerStub(c.env, consumerNo).updateProfile({ identity: IDENTITY[program] });
    return c.json({ memberProgram: await readProgram(c.env.DB, consumerNo) });
  },
);
