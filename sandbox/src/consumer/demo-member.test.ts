import { describe, expect, it } from 'vitest';
import { consumerProfileResponseSchema, savedCardListSchema } from '../../../shared/contract';
import { call, env } from '../../test/helpers';
import { signInTokens } from '../auth/test-member';
import { DEMO_MEMBER } from './demo-member';

describe('the seeded demo member', () => {
  it('signs in with the documented password and has an address and a default card, seeded once', {
    timeout: 30_000,
  }, async () => {
    for (let i = 0; i < 2; i++) {
      const seeded = await call('/__admin/seed', {
        method: 'POST',
        headers: { 'x-sandbox-admin': env.ADMIN_KEY },
      });
      expect(seeded.status).toBe(200);
    }
    const tokens = await signInTokens(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const profile = consumerProfileResponseSchema.parse(
      await (await call('/consumers-v3/consumer', { token: tokens.accessToken })).json(),
    ).consumerProfile;
    expect(profile.consumerDetails.address).toEqual([
      expect.objectContaining({ main: true, approachType: 'S' }),
    ]);
    const cards = await call('/consumers-v3/consumer/payment_instruments', { token: tokens.accessToken });
    expect(savedCardListSchema.parse(await cards.json()).payment_instruments).toEqual([
      expect.objectContaining({ default: true, card: expect.objectContaining({ last4: '4242' }) }),
    ]);
  });

  it('is made on first sign-in where the seed was SQL only (local development, journeys)', async () => {
    await env.DB.prepare('DELETE FROM consumers WHERE email = ?').bind(DEMO_MEMBER.email).run();
    const tokens = await signInTokens(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(tokens.consumerNo).toBe(DEMO_MEMBER.consumerNo);
  });
});
