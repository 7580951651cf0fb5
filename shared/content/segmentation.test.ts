import { describe, expect, it } from 'vitest';
import type { AudienceCondition } from '../contract/content-items-b';
import {
  type AudienceFacts,
  chooseSegment,
  matchesCondition,
  rawCookie,
  testContextSegment,
} from './segmentation';

const guest: AudienceFacts = { loggedIn: false, cartEmpty: true };
const member: AudienceFacts = {
  loggedIn: true,
  cartEmpty: false,
  memberKinds: { loyalty: true, employee: false, ipa: false, wranx: true, athletes: false },
};
const memberUnknownKinds: AudienceFacts = { loggedIn: true, cartEmpty: null };

describe('audience conditions (content spec section 6)', () => {
  it.each<[AudienceCondition, AudienceFacts, boolean]>([
    ['loggedout', guest, true],
    ['loggedout', member, false],
    ['loggedin', member, true],
    ['loggedin', guest, false],
    ['cart-empty', guest, true],
    ['cart-not-empty', member, true],
    ['cart-empty', memberUnknownKinds, false],
    ['cart-not-empty', memberUnknownKinds, false],
    ['loyalty-loggedin', member, true],
    ['non-loyalty-loggedin', member, false],
    ['employee-loggedin', member, false],
    ['non-employee-loggedin', member, true],
    ['wranx-loggedin', member, true],
    ['ipa-loggedin', member, false],
    ['non-ipa-loggedin', member, true],
    ['ipa-wranx-loggedin', member, true],
    ['non-ipa-wranx-loggedin', member, false],
    ['athletes-loggedin', member, false],
    ['non-athletes-loggedin', member, true],
    ['loyalty-loggedin', guest, false],
    ['non-loyalty-loggedin', guest, false],
    ['loyalty-loggedin', memberUnknownKinds, false],
    ['non-loyalty-loggedin', memberUnknownKinds, false],
  ])('%s for %o is %s', (condition, facts, expected) => {
    expect(matchesCondition(condition, facts)).toBe(expected);
  });
});

describe('choosing a segment', () => {
  const block = {
    segments: [
      { id: 'members', condition: 'loggedin' as const, targets: ['member-banner', 'unused'] },
      { id: 'shoppers', condition: 'cart-not-empty' as const, targets: ['cart-banner'] },
      { id: 'empty', condition: 'loggedout' as const, targets: [] },
    ],
    baselines: ['baseline-banner', 'other-baseline'],
  };
  it('takes the first target of the first matching segment, in order', () => {
    expect(chooseSegment(block, member)).toEqual({ segmentId: 'members', target: 'member-banner' });
    expect(chooseSegment(block, { loggedIn: false, cartEmpty: false })).toEqual({
      segmentId: 'shoppers',
      target: 'cart-banner',
    });
  });
  it('falls back to the first baseline, and to nothing without one', () => {
    expect(chooseSegment(block, guest)).toEqual({ segmentId: 'baseline', target: 'baseline-banner' });
    expect(chooseSegment({ segments: block.segments, baselines: [] }, guest)).toBeNull();
  });
  it('lets the test context force a segment by id', () => {
    expect(chooseSegment(block, guest, 'shoppers')).toEqual({ segmentId: 'shoppers', target: 'cart-banner' });
    expect(chooseSegment(block, guest, 'nope')).toEqual({ segmentId: 'baseline', target: 'baseline-banner' });
  });
  it('reads the test context cookie', () => {
    expect(testContextSegment('{"segment":"members"}')).toBe('members');
    expect(testContextSegment('{"segment":3}')).toBeNull();
    expect(testContextSegment('not json')).toBeNull();
    expect(testContextSegment(undefined)).toBeNull();
  });

  it('reads the test context raw or URL-encoded, and ignores anything malformed', () => {
    const json = '{"segment":"members","note":"a, b"}';
    expect(testContextSegment(json)).toBe('members');
    expect(testContextSegment(encodeURIComponent(json))).toBe('members');
    expect(testContextSegment('{ "segment" : " members " }')).toBe('members');
    for (const bad of [
      '',
      '%7B%22segment%22',
      '%E0%A4%A',
      '{"segment":""}',
      '["members"]',
      'null',
      '{"segment":{"id":"members"}}',
      `{"segment":"${'m'.repeat(2000)}"}`,
    ])
      expect(testContextSegment(bad), bad).toBeNull();
  });

  it('finds a cookie as the header carries it, raw JSON included', () => {
    const header = 'a=1; p13n_testcontext={"segment":"members","x":1} ;dismissedPopups=x|y';
    expect(rawCookie(header, 'p13n_testcontext')).toBe('{"segment":"members","x":1}');
    expect(rawCookie(header, 'dismissedPopups')).toBe('x|y');
    expect(rawCookie('xp13n_testcontext=1', 'p13n_testcontext')).toBeUndefined();
    expect(rawCookie('a=b=c', 'a')).toBe('b=c');
    expect(rawCookie(undefined, 'a')).toBeUndefined();
  });
});
