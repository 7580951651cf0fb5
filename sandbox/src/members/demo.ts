/**
 * The demo athlete, prosumers and employee (README: demo accounts), beside the demo member of
 * consumer/demo-member.ts and made the same way: by the seed, or on first use of their e-mail.
 * Each has a US address, its identity in the profile and its annual programme in D1 (USD caps).
 */
import type { MemberProgramId } from '../../../shared/contract/members';
import { hashPassword } from '../auth/password-hash';
import { claimEmail, consumerNoByEmail, consumerStub } from '../consumer/directory';
import type { MemberIdentity } from '../consumer/store';
import type { SandboxEnv } from '../env';
import { yearOf } from './programs';

export type DemoKind = {
  email: string;
  consumerNo: string;
  firstName: string;
  identity: MemberIdentity;
  program: { id: MemberProgramId; percent: number; annualCap: number };
};

export const DEMO_PASSWORD = 'Ridgeline1';

export const DEMO_KINDS: readonly DemoKind[] = [
  {
    email: 'employee@ridgeline.test',
    consumerNo: 'M100000000000002',
    firstName: 'Emery',
    identity: { employee: true },
    program: { id: 'ASSOCIATE_DISCOUNT', percent: 30, annualCap: 150_000 },
  },
  {
    email: 'athlete@ridgeline.test',
    consumerNo: 'M100000000000003',
    firstName: 'Alex',
    identity: { athlete: true },
    program: { id: 'ATHLETE_CREDIT', percent: 0, annualCap: 100_000 },
  },
  {
    email: 'ipa@ridgeline.test',
    consumerNo: 'M100000000000004',
    firstName: 'Ira',
    identity: { identityTypes: ['IPA'] },
    program: { id: 'IPA_DISCOUNT', percent: 40, annualCap: 200_000 },
  },
  {
    email: 'wranx@ridgeline.test',
    consumerNo: 'M100000000000005',
    firstName: 'Wren',
    identity: { identityTypes: ['WRANX'] },
    program: { id: 'WRANX_DISCOUNT', percent: 35, annualCap: 120_000 },
  },
];

/** The demo accounts' main shipping address (San Francisco), in the name of `firstName`. */
export const demoAddress = (firstName: string, email: string, phone: string) => ({
  approachType: 'S' as const,
  main: true,
  addressLine1: '1 Market St',
  city: 'San Francisco',
  country: 'US',
  postalCode: '94105',
  stateCityProvDept: 'CA',
  recipientFirstName: firstName,
  recipientLastName: 'Ridge',
  recipientContactEmail: email,
  recipientContactPhone: phone,
});

export const demoKindOf = (email: string): DemoKind | undefined => DEMO_KINDS.find((k) => k.email === email);

/** Makes one demo account with its programme; an account that exists is left as it is. */
export async function seedDemoKind(env: Pick<SandboxEnv, 'CONSUMER' | 'DB'>, kind: DemoKind): Promise<void> {
  await claimEmail(env.DB, kind.email, kind.consumerNo);
  const consumerNo = (await consumerNoByEmail(env.DB, kind.email))!;
  await env.DB.prepare(
    `INSERT OR IGNORE INTO member_programs (consumer_no, program, percent, annual_cap, currency, spent, spent_year)
     VALUES (?, ?, ?, ?, 'USD', 0, ?)`,
  )
    .bind(consumerNo, kind.program.id, kind.program.percent, kind.program.annualCap, yearOf(new Date()))
    .run();
  const stub = consumerStub(env as SandboxEnv, consumerNo);
  if (await stub.view(false)) return;
  await stub.create(
    {
      consumerNo,
      email: kind.email,
      firstName: kind.firstName,
      lastName: 'Ridge',
      phone: '+14155550124',
      birthDate: '1988-03-09',
      postalCode: '94105',
      preferences: { interests: 'hiking' },
      isLoyaltyMember: false,
      identity: kind.identity,
    },
    await hashPassword(DEMO_PASSWORD),
    [],
  );
  await stub.putAddress(demoAddress(kind.firstName, kind.email, '+14155550124'));
}
