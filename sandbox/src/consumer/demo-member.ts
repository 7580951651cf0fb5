/**
 * The seeded demo member (README, sandbox section): `member@ridgeline.test` / `Ridgeline1`, with a
 * main shipping address in San Francisco and a saved VISA ending 4242 (default). Seeding again
 * changes nothing; a sandbox run without the Consumer object (an embedding that binds only D1 and
 * the basket) is skipped rather than failed. Local development and journeys seed D1 from SQL
 * (scripts/local.mjs), which cannot reach a Durable Object, so the identity calls also create the
 * demo member on first use (`memberByEmail`, `orDemoMember`).
 */
import { hashPassword } from '../auth/password-hash';
import type { SandboxEnv } from '../env';
import { DEMO_KINDS, demoAddress, demoKindOf, seedDemoKind } from '../members/demo';
import { claimEmail, consumerNoByEmail, consumerStub } from './directory';

export const DEMO_MEMBER = {
  email: 'member@ridgeline.test',
  password: 'Ridgeline1',
  consumerNo: 'M100000000000001',
};

export async function seedDemoMember(env: Partial<Pick<SandboxEnv, 'CONSUMER'>> & Pick<SandboxEnv, 'DB'>) {
  if (!env.CONSUMER) return 0;
  for (const kind of DEMO_KINDS) await seedDemoKind({ ...env, CONSUMER: env.CONSUMER }, kind);
  const { email, password } = DEMO_MEMBER;
  await claimEmail(env.DB, email, DEMO_MEMBER.consumerNo);
  const consumerNo = (await consumerNoByEmail(env.DB, email))!;
  const stub = consumerStub(env as SandboxEnv, consumerNo);
  if (await stub.view(false)) return 1;
  await stub.create(
    {
      consumerNo,
      email,
      firstName: 'Robin',
      lastName: 'Ridge',
      phone: '+14155550123',
      birthDate: '1990-05-17',
      postalCode: '94105',
      preferences: { interests: 'hiking|trail-running', preferredShoeSize: '9' },
      isLoyaltyMember: false,
    },
    await hashPassword(password),
    [],
  );
  await stub.putAddress(demoAddress('Robin', email, '+14155550123'));
  await stub.addCard({
    paymentInstrumentId: 'demo4242card',
    payment_method_id: 'CREDIT_CARD',
    card: { brand: 'VISA', last4: '4242', expiryMonth: 12, expiryYear: 2035, holderName: 'Robin Ridge' },
    default: true,
    fingerprint: 'VISA:4242:12:2035',
    // The provider's reference for its test card 4242 4242 4242 4242 (approved).
    provider: { token: 'tok_demo4242card0000000', behaviour: 'approve' },
  });
  return 1 + DEMO_KINDS.length;
}

/** The account of `email`; the demo member is made on first use when the seed could not make it. */
export async function memberByEmail(env: SandboxEnv, email: string): Promise<string | undefined> {
  return orDemoMember(env, email, await consumerNoByEmail(env.DB, email));
}

/** `found`, the e-mail index's answer for `email`, or the demo member made now when that is who was asked for. */
export async function orDemoMember(
  env: SandboxEnv,
  email: string,
  found: string | undefined,
): Promise<string | undefined> {
  if (found) return found;
  const kind = demoKindOf(email);
  if (kind) await seedDemoKind(env, kind);
  else if (email === DEMO_MEMBER.email) await seedDemoMember(env);
  else return undefined;
  return consumerNoByEmail(env.DB, email);
}
