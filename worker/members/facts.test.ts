import { describe, expect, it } from 'vitest';
import { chooseSegment, matchesCondition } from '../../shared/content/segmentation';
import type { ConsumerProfile } from '../../shared/contract';
import { Session } from '../middleware/session';
import { memberTokens } from '../test/scripted-identity';
import { memberFactsOf, memberKindsOf, owesEmployeeTerms } from './facts';

const profile = (
  details: Partial<ConsumerProfile['consumerDetails']>,
  extra: Partial<ConsumerProfile> = {},
) =>
  ({
    consumerNo: 'M1',
    consumerDetails: {
      email: 'a@example.test',
      firstName: 'A',
      lastName: 'B',
      address: [],
      athlete: false,
      employee: false,
      prosumer: false,
      identityTypes: [],
      ...details,
    },
    isLoyaltyMember: false,
    preferences: {},
    subscriptions: [],
    ...extra,
  }) as ConsumerProfile;

const noAuth = () => {
  throw new Error('no upstream in this test');
};

describe('member facts', () => {
  it('read every kind from the profile, and the terms from its programme', () => {
    expect(memberFactsOf(profile({ identityTypes: ['WRANX'] }, { isLoyaltyMember: true }))).toEqual({
      loyalty: true,
      athlete: false,
      ipa: false,
      wranx: true,
      employee: false,
    });
    const employee = profile(
      { employee: true },
      {
        memberProgram: {
          program: 'ASSOCIATE_DISCOUNT',
          percent: 30,
          annualCap: 1000,
          spent: 0,
          remaining: 1000,
          currency: 'USD',
          year: 2026,
          termsAccepted: false,
        },
      },
    );
    expect(memberFactsOf(employee)).toMatchObject({ employee: true, employeeTermsAccepted: false });
    expect(owesEmployeeTerms(memberFactsOf(employee), 'EMPLOYEE')).toBe(true);
    expect(owesEmployeeTerms({ employee: true, employeeTermsAccepted: true }, 'EMPLOYEE')).toBe(false);
    // Not known yet is no debt: the dialog waits for the platform's answer.
    expect(owesEmployeeTerms({ employee: true }, 'EMPLOYEE')).toBe(false);
  });

  it('make the audience conditions known for members, both forms', () => {
    const memberKinds = memberKindsOf({
      loyalty: false,
      athlete: true,
      ipa: false,
      wranx: false,
      employee: false,
    });
    const facts = { loggedIn: true, cartEmpty: true, memberKinds };
    expect(matchesCondition('athletes-loggedin', facts)).toBe(true);
    expect(matchesCondition('non-athletes-loggedin', facts)).toBe(false);
    expect(matchesCondition('non-loyalty-loggedin', facts)).toBe(true);
    expect(matchesCondition('non-employee-loggedin', facts)).toBe(true);
    expect(matchesCondition('non-ipa-wranx-loggedin', facts)).toBe(true);
    expect(matchesCondition('wranx-loggedin', facts)).toBe(false);
    const block = {
      segments: [
        { id: 'employees', condition: 'employee-loggedin' as const, targets: ['staff'] },
        { id: 'athletes', condition: 'athletes-loggedin' as const, targets: ['team'] },
      ],
      baselines: ['everyone'],
    };
    expect(chooseSegment(block, facts)).toEqual({ segmentId: 'athletes', target: 'team' });
    // Without facts (a session from before), neither form matches: the baseline shows.
    expect(chooseSegment(block, { loggedIn: true, cartEmpty: true })).toEqual({
      segmentId: 'baseline',
      target: 'everyone',
    });
  });
});

describe('Session.setMemberFacts', () => {
  it('merges what the platform says, keeps it through a renewal and forgets it for another member', () => {
    const session = new Session({}, noAuth);
    session.signIn(
      memberTokens({ consumerNo: 'M1', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }),
    );
    expect(session.memberFacts).toEqual({ employee: true, employeeTermsAccepted: false });
    session.setMemberFacts({ loyalty: true, ipa: false, athlete: undefined });
    expect(session.memberFacts).toEqual({
      employee: true,
      employeeTermsAccepted: false,
      loyalty: true,
      ipa: false,
    });
    expect(session.isPending).toBe(true);
    // The same member again (a password change's new pair) keeps them, with the token's flag.
    session.signIn(
      memberTokens({ consumerNo: 'M1', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }),
    );
    expect(session.memberFacts).toMatchObject({ loyalty: true, employeeTermsAccepted: true });
    session.signIn(memberTokens({ consumerNo: 'M2', consumerType: 'REGISTERED' }));
    expect(session.memberFacts).toBeUndefined();
    session.signOut();
    session.setMemberFacts({ loyalty: true });
    expect(session.memberFacts).toBeUndefined();
  });
});
