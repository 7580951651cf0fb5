/**
 * Audience segmentation (content spec sections 4 and 6) as a pure function of what the request
 * knows. Member kinds are facts the session may not have yet: a condition about a kind the request
 * does not know matches neither it nor its `non-` form, so nobody is put in a segment on a guess.
 */
import type { AudienceCondition } from '../contract/content-items-b';

export type MemberKind = 'loyalty' | 'employee' | 'ipa' | 'wranx' | 'athletes';

export type AudienceFacts = {
  loggedIn: boolean;
  /** Null when the request has no cart to look at. */
  cartEmpty: boolean | null;
  /** Kinds of the signed-in member that the session knows; absent kinds are unknown. */
  memberKinds?: Partial<Record<MemberKind, boolean>>;
};

const kindIs = (facts: AudienceFacts, kind: MemberKind, wanted: boolean): boolean => {
  if (!facts.loggedIn) return false;
  const known = facts.memberKinds?.[kind];
  return known !== undefined && known === wanted;
};

/** IPA-WRANX members are either kind; its `non-` form needs both known to be false. */
const ipaWranx = (facts: AudienceFacts, wanted: boolean): boolean =>
  wanted
    ? kindIs(facts, 'ipa', true) || kindIs(facts, 'wranx', true)
    : kindIs(facts, 'ipa', false) && kindIs(facts, 'wranx', false);

export function matchesCondition(condition: AudienceCondition, facts: AudienceFacts): boolean {
  switch (condition) {
    case 'loggedout':
      return !facts.loggedIn;
    case 'loggedin':
      return facts.loggedIn;
    case 'cart-empty':
      return facts.cartEmpty === true;
    case 'cart-not-empty':
      return facts.cartEmpty === false;
    case 'ipa-wranx-loggedin':
      return ipaWranx(facts, true);
    case 'non-ipa-wranx-loggedin':
      return ipaWranx(facts, false);
    default: {
      const negated = condition.startsWith('non-');
      const kind = condition.replace(/^non-/, '').replace(/-loggedin$/, '') as MemberKind;
      return kindIs(facts, kind, !negated);
    }
  }
}

export type Segmented<T> = {
  segments: { id: string; condition: AudienceCondition; targets: T[] }[];
  baselines: T[];
};

/**
 * What a segmentation block shows: the segment named by the test context (`p13n_testcontext`)
 * when there is one, else the first segment whose condition matches, else the first baseline;
 * null when none applies (the block renders nothing and is recorded as empty).
 */
export function chooseSegment<T>(
  block: Segmented<T>,
  facts: AudienceFacts,
  testSegment?: string | null,
): { segmentId: string; target: T } | null {
  const forced = testSegment ? block.segments.find((segment) => segment.id === testSegment) : undefined;
  const segment = forced ?? block.segments.find((candidate) => matchesCondition(candidate.condition, facts));
  const fromSegment = segment?.targets[0];
  if (segment && fromSegment) return { segmentId: segment.id, target: fromSegment };
  const baseline = block.baselines[0];
  return baseline ? { segmentId: 'baseline', target: baseline } : null;
}

/** The segment id of a `p13n_testcontext` cookie value (JSON `{ "segment": "…" }`), if well formed. */
export function testContextSegment(cookie: string | undefined): string | null {
  if (!cookie) return null;
  try {
    const parsed: unknown = JSON.parse(cookie);
    if (parsed && typeof parsed === 'object' && 'segment' in parsed && typeof parsed.segment === 'string') {
      return parsed.segment;
    }
  } catch {
    // A malformed test context forces nothing.
  }
  return null;
}
