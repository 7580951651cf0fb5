/**
 * The enrollment steps' partial update (POST /consumers-v3/consumer, spec section 7) one step at a
 * time, as the storefront's flow sends it: each step changes only its fields, keeps the rest, and a
 * bad value in any step is 400 errorDetails with nothing written.
 */
import { describe, expect, it } from 'vitest';
import { consumerProfileResponseSchema } from '../../../shared/contract/consumer';
import { call, expectError } from '../../test/helpers';
import { member } from '../auth/test-member';

const PROFILE = '/consumers-v3/consumer';
const profileOf = async (token: string) =>
  consumerProfileResponseSchema.parse(await (await call(PROFILE, { token })).json()).consumerProfile;

describe('enrollment steps on the consumer', { timeout: 30_000 }, () => {
  it('joins, then saves the phone, the details and the interests, each keeping the others', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    for (const body of [
      { loyalty: true },
      { phone: '+13035550182' },
      { firstName: 'Noa', lastName: 'Berg', birthDate: '1990-04-07', postalCode: '80202' },
      { preferences: { interests: 'hiking|camping', preferredShoeSize: '9.5' } },
    ])
      expect((await call(PROFILE, { token, body })).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      isLoyaltyMember: true,
      consumerDetails: {
        firstName: 'Noa',
        lastName: 'Berg',
        phone: '+13035550182',
        birthDate: '1990-04-07',
        postalCode: '80202',
      },
      preferences: { interests: 'hiking|camping', preferredShoeSize: '9.5' },
    });
  });

  it('refuses a bad value of any step with errorDetails and writes nothing of the step', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const before = await profileOf(token);
    for (const body of [
      { phone: '12' },
      { phone: '303<b>5550182' },
      { firstName: 'Noa', lastName: 'Berg', birthDate: '1990-02-31x', postalCode: '80202' },
      { firstName: 'Noa', lastName: 'Berg', birthDate: '1990-04-07', postalCode: '<80202>' },
      { preferences: { interests: 'Hiking|' } },
      { loyalty: false },
    ])
      await expectError(await call(PROFILE, { token, body }), 400, 'API400');
    expect(await profileOf(token)).toEqual(before);
  });
});
