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

/** Longer than any test context a tool writes: anything past it is not one. */
const TEST_CONTEXT_MAX_LENGTH = 1024;

const segmentOf = (json: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(json);
    if (
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      'segment' in parsed &&
      typeof parsed.segment === 'string' &&
      parsed.segment.trim() !== ''
    ) {
      return parsed.segment.trim();
    }
  } catch {
    // Not JSON: the caller may try the URL-decoded form.
  }
  return null;
};

/**
 * The segment id of a `p13n_testcontext` cookie value (JSON `{ "segment": "…" }`), if well formed.
 * Tools set it either raw (`{"segment":"members"}`, as the spec writes it) or URL-encoded
 * (`%7B%22segment%22…`): both are read. Anything else (not JSON, no string segment, too long, a
 * broken escape) forces nothing: a cookie is no request a shopper can correct, so the page renders
 * as if it were absent rather than refusing.
 */
export function testContextSegment(cookie: string | undefined): string | null {
  if (!cookie || cookie.length > TEST_CONTEXT_MAX_LENGTH) return null;
  const raw = segmentOf(cookie);
  if (raw !== null || !cookie.includes('%')) return raw;
  let decoded: string;
  try {
    decoded = decodeURIComponent(cookie);
  } catch {
    return null;
  }
  return segmentOf(decoded);
}

/**
 * A cookie's value exactly as the `Cookie` header carries it. The usual parsers drop a value with
 * characters outside RFC 6265's cookie-octets (a raw JSON test context has `"` and `,`); browsers
 * send it all the same. The first `=` ends the name; `;` ends the value.
 */
export function rawCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
