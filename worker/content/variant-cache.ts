/**
 * The home page shared between shoppers (DESIGN.md Caching, issue 46): a decided page whose HTML
 * depends on nothing personal is kept in the colo's Cache API under its URL, the variants the
 * decision gave, the segments its content evaluated and the request's few non-personal inputs, so
 * the next shopper with the same variants gets it without a decision call or a render. The answer
 * to the browser stays `private`; only our own copy is shared.
 *
 * Which request may share (`eligibility`): a GET of published content with no query at all (the
 * article grid's filters, sign-in notices and form errors come in it, and `returnTo` repeats it),
 * and no cookie outside `SHAREABLE_COOKIES`: no session of any kind, no test context, no editor.
 * Everything else in the home HTML is either part of the key (`HOME_HTML_INPUTS`) or constant.
 *
 * The variant code (cookie `sf_vc`, HttpOnly) names the decision's experiments (experience id and
 * the variant's action id) and the audience the segments saw, with the instant it was issued and
 * an HMAC (SESSION_SECRET-derived key, WebCrypto) over all of it and the shopper's `mt.v`: a code
 * is valid only beside the decision identity it was issued to, so nobody picks a variant by
 * copying another's code. A forged, foreign or stale code is refused: logged, and the request is
 * decided as if it had none (nothing is served or stored under it).
 *
 * The stored copy: no Set-Cookie, no personal header, the CSP nonce replaced by a placeholder
 * (each answer gets its own again), tagged with the locale's content tag so a publish's purge
 * (the purge log of `cache-tags.ts`) drops it, and the impressions it shows, recorded for every
 * shopper it is served to without a decision (a decided shopper's decision counted them already).
 * Only a page built without a warning is kept: a menu, pop-up or
 * decision that failed is one shopper's bad luck, not everyone's for a minute.
 *
 * The price of a hit: the decision service hears nothing of that page view but its impressions
 * (no PageView, no DecisionRequest), and a renamed variant shows its old label in the data layer
 * until the copy ends (the code names the variant by action id). A shopper with a cart or a
 * session gets the page rendered for them, as before.
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { BENEFIT_BAR_COOKIE } from '../../shared/benefit-bar';
import type { DecidedExperiment } from '../../shared/content/experiments';
import { DISMISSED_POPUPS_COOKIE, parseDismissedPopups } from '../../shared/content/request';
import type { AudienceFacts } from '../../shared/content/segmentation';
import type { ContentPage } from '../../shared/contract';
import { experimentImpressionOf, MONETATE_ID_COOKIE, variantCode } from '../../shared/contract/decision';
import { memo } from '../../shared/contract/memo';
import { LOCATION_COOKIE } from '../../shared/location';
import type { AppEnv } from '../env';
import { requestCountry } from '../locale/prompt';
import { PUBLISHED } from '../middleware/preview/mode';
import { VISITOR_COOKIE } from '../middleware/session/visitor';
import { experimentsBlob } from '../observability/data-point';
import type { Logger } from '../observability/logger';
import { assets } from '../render/assets';
import { chrome, html } from '../render/page-kit';
import type { PageShell } from '../render/types';
import { purgedSince, purgeLog } from '../upstream/cache-tags';
import { contentLocaleTag } from '../upstream/content';
import { edgeCache } from '../upstream/edge-cache';
import { type PageExperiments, recordPageEvents, SCREEN_HINTS, shownImpressions } from './experiments';
import { parseNonceOffsets, spliceNonce, withNoncePlaceholders } from './nonce-splice';

export const VARIANT_CODE_COOKIE = 'sf_vc';
/**
 * A code is good for half an hour: long enough for a visit, short enough that a stopped or
 * re-split experiment reaches its holders soon (a copy lives a minute; past it they decide again).
 */
export const VARIANT_CODE_SECONDS = 30 * 60;
/** How long a shared copy is served: the content cache's freshness; a publish purges it sooner. */
export const SHARED_PAGE_SECONDS = 60;

/**
 * Cookies that leave the home HTML the same for everyone, or that the key names: the decision's
 * identity and its code (bound together by the signature), the visitor id (a random id for the
 * first guest token, never rendered), and three display choices the key carries. Any other cookie
 * (a session, a basket, a member, an associate, an editor, a test context, one we do not know)
 * makes the request private: unknown is personal.
 */
export const SHAREABLE_COOKIES: ReadonlySet<string> = new Set([
  MONETATE_ID_COOKIE,
  VARIANT_CODE_COOKIE,
  `__Host-${VISITOR_COOKIE}`,
  BENEFIT_BAR_COOKIE,
  LOCATION_COOKIE,
  DISMISSED_POPUPS_COOKIE,
]);

/**
 * Every input of the home HTML and how sharing treats it (the test walks this list): `key` (the
 * copy is per value), `code` (the signed variant code names it), `private` (the request is not
 * shared), `fixed` (the same for every request of one URL and build, or, for the nonce, put back
 * per answer).
 */
export const HOME_HTML_INPUTS = {
  'path (site, locale)': 'key',
  'build (asset names)': 'key',
  'benefitBarClosed cookie': 'key',
  'sf_location cookie (prompt answered)': 'key',
  'request country (location prompt)': 'key',
  'dismissedPopups cookie': 'key',
  'decided experiments (slots, data layer)': 'code',
  'audience facts (segmentation)': 'code',
  // Screen hints, user agent, language: only the decision hears them; what it made of them is the code.
  'Sec-CH-Viewport hints (decision events only)': 'code',
  'query (article grid, signedIn, cartError, completeProfile, preview, p13n_testcontext)': 'private',
  'session (cart count, member name, cart reset, basket)': 'private',
  'p13n_testcontext cookie (forced variants and segment)': 'private',
  'editor preview': 'private',
  'CSP nonce': 'fixed',
  'PUBLIC_ORIGIN (canonical, JSON-LD)': 'key',
  'content, menu, footer, pop-ups (purged by tag)': 'fixed',
} as const;

/** The audience of every shareable request: no session, so signed out with no cart. */
const GUEST: AudienceFacts = { loggedIn: false, cartEmpty: true };

/** The segments part of a code: the audience facts the page's segmentation read. */
export const audienceCode = (facts: AudienceFacts): string =>
  `${facts.loggedIn ? 'in' : 'out'}.${facts.cartEmpty === null ? 'nocart' : facts.cartEmpty ? 'empty' : 'full'}`;

/** The experiments part of a code: experience id and the variant's action id, sorted. */
export const experimentsCode = (decided: Record<string, DecidedExperiment>): string =>
  Object.values(decided)
    .map((d) => `${d.experienceId}.${d.actionId}`)
    .sort()
    .join('-') || 'none';

/** What a code says: whose decision (`mt.v`), on which site and locale, gave which variants. */
type Claim = { monetateId: string; locale: string; experiments: string; segments: string; issuedAt: number };

const CODE_PATTERN =
  /^([a-z]{2}-[a-z]{2})~(none|\d{1,12}\.\d{1,12}(?:-\d{1,12}\.\d{1,12}){0,19})~([a-z]{2,3}\.[a-z]{4,6})~([0-9a-z]{1,9})~([\w-]{43})$/;

const signedText = (claim: Claim) =>
  `variant-code/1|${claim.monetateId}|${claim.locale}|${claim.experiments}|${claim.segments}|${claim.issuedAt}`;

// One imported key per secret and isolate (the key, never a promise of it: see session/crypto.ts).
const keys = memo<string, CryptoKey>({ name: 'variant-cache/keys', max: 4 });

const keyFor = async (secret: string): Promise<CryptoKey> => {
  const kept = keys.get(secret);
  if (kept) return kept;
  // Its own key, derived apart from the session's sealing key (a different purpose, a different label).
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`variant-code:${secret}`));
  const key = await crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  keys.set(secret, key);
  return key;
};

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64url = (text: string): Uint8Array =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

/** The cookie value of a code: `{locale}~{experiments}~{segments}~{issued, base 36 seconds}~{HMAC}`. */
export const signVariantCode = async (secret: string, claim: Claim): Promise<string> => {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await keyFor(secret),
    new TextEncoder().encode(signedText(claim)),
  );
  return `${claim.locale}~${claim.experiments}~${claim.segments}~${claim.issuedAt.toString(36)}~${base64url(mac)}`;
};

export type CodeCheck =
  | { ok: true; claim: Claim }
  | { ok: false; reason: 'malformed' | 'forged' | 'stale' | 'elsewhere' };

/**
 * A code from the cookie, checked against the request's `mt.v` and locale; refused unless all
 * hold. A genuine-looking code of another locale is no refusal (`elsewhere`: the shopper changed
 * site); the page is decided again there and gets its own.
 */
export const verifyVariantCode = async (
  secret: string,
  value: string,
  bound: { monetateId: string | undefined; locale: string },
  now = Date.now(),
): Promise<CodeCheck> => {
  const match = CODE_PATTERN.exec(value);
  if (!match) return { ok: false, reason: 'malformed' };
  // No identity to bind to: no code can be this shopper's.
  if (!bound.monetateId) return { ok: false, reason: 'forged' };
  const [, locale = '', experiments = '', segments = '', issued = '', mac = ''] = match;
  if (locale !== bound.locale) return { ok: false, reason: 'elsewhere' };
  const claim: Claim = {
    monetateId: bound.monetateId,
    locale,
    experiments,
    segments,
    issuedAt: parseInt(issued, 36),
  };
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await keyFor(secret),
    fromBase64url(mac),
    new TextEncoder().encode(signedText(claim)),
  );
  if (!genuine) return { ok: false, reason: 'forged' };
  const age = now / 1000 - claim.issuedAt;
  // A little slack for clocks; a code from the future or past its lifetime is no code.
  if (age < -60 || age > VARIANT_CODE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true, claim };
};

/**
 * The key part from the request's inputs, or undefined when the request is not shareable. Reads
 * only the request: it runs before anything else of the page.
 */
const eligibility = (c: Context<AppEnv>): string | undefined => {
  const url = new URL(c.req.url);
  if (c.req.method !== 'GET' || url.search !== '' || c.get('preview') !== PUBLISHED) return undefined;
  // Every name in the header: Hono's reader skips a value it cannot parse (a raw JSON test
  // context), and a cookie it skips is still a cookie that may change the page.
  const names = (c.req.header('cookie') ?? '')
    .split(';')
    .map((pair) => pair.split('=', 1)[0]!.trim())
    .filter(Boolean);
  if (names.some((name) => !SHAREABLE_COOKIES.has(name))) return undefined;
  const cookies = getCookie(c);
  // The session names nobody (belt and braces: its cookies are not shareable anyway).
  if (c.get('session').isMember || c.get('session').basketId) return undefined;
  const prompt = cookies[LOCATION_COOKIE] ? 'answered' : (requestCountry(c)?.toUpperCase() ?? 'none');
  return new URLSearchParams({
    bar: cookies[BENEFIT_BAR_COOKIE] === '1' ? 'closed' : 'open',
    prompt: /^[A-Z]{2}$|^answered$|^none$/.test(prompt) ? prompt : 'none',
    dismissed: [...new Set(parseDismissedPopups(cookies[DISMISSED_POPUPS_COOKIE]))].sort().join('|'),
    build: assets.entry ?? '',
    // One per deployment in production; tests and previews may serve several from one cache.
    origin: c.env.PUBLIC_ORIGIN,
  }).toString();
};

const cacheKey = (c: Context<AppEnv>, facts: string, experiments: string, segments: string) =>
  `https://variant-cache.internal/${encodeURIComponent(c.get('site').siteId)}${new URL(c.req.url).pathname}?${facts}&${new URLSearchParams({ experiments, segments })}`;

/**
 * Says what became of a shareable page: `HIT` (another shopper's copy), `MISS` (made here, and
 * kept for the next once its stream has ended without trouble: the header leaves before that is
 * known). Absent: the page was the shopper's alone. `x-cache` reports the page's own reads
 * otherwise, and HIT for a copy.
 */
export const SHARED_PAGE_HEADER = 'x-shared-page';
const IMPRESSIONS_HEADER = 'x-shared-impressions';
const STORED_AT_HEADER = 'x-shared-stored-at';
const TAGS_HEADER = 'x-shared-tags';
/** Where the copy's nonce placeholders start, in bytes (`nonce-splice.ts`). */
const NONCE_AT_HEADER = 'x-shared-nonce-at';

/** A stored copy, read: its bytes and where its nonces go. */
type Stored = { response: Response; bytes: Uint8Array; nonceAt: number[] };

/**
 * The stored copy under `key`, unless a purge of one of its tags came after it was made (or it is
 * not a copy this storefront wrote: no nonce offsets that fit it).
 */
const lookup = async (c: Context<AppEnv>, key: string): Promise<Stored | undefined> => {
  const cache = edgeCache();
  const stored = cache ? await cache.match(key) : undefined;
  if (!stored) return undefined;
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  const tags = (stored.headers.get(TAGS_HEADER) ?? '').split(',').filter(Boolean);
  const log = await purgeLog(c.env.PURGE_LOG);
  const fresh = Number.isFinite(storedAt) && !purgedSince(log, tags, storedAt);
  const bytes = fresh ? new Uint8Array(await stored.arrayBuffer()) : undefined;
  const nonceAt = bytes && parseNonceOffsets(stored.headers.get(NONCE_AT_HEADER), bytes.byteLength);
  if (!bytes || !nonceAt) {
    c.executionCtx.waitUntil(cache!.delete(key));
    return undefined;
  }
  return { response: stored, bytes, nonceAt };
};

/**
 * The impressions a copy shows, as its header keeps them: URI-encoded JSON, since a variant label
 * may hold any character and a header only Latin-1. Our own writing; anything else records none.
 */
const impressionsHeader = (impressions: string[]) => encodeURIComponent(JSON.stringify(impressions));
const impressionsOf = (header: string | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header ?? '%5B%5D'));
    return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
};

/** The stored copy as this shopper's answer: their own nonce, `private`. */
const serve = (c: Context<AppEnv>, { bytes, nonceAt }: Stored): Response => {
  c.get('metrics').pageType = 'Home';
  const response = html(c, spliceNonce(bytes, nonceAt, c.get('secureHeadersNonce') ?? ''));
  response.headers.set('x-cache', 'HIT');
  response.headers.set(SHARED_PAGE_HEADER, 'HIT');
  response.headers.set('accept-ch', SCREEN_HINTS);
  return response;
};

/**
 * A copy served without a decision: the impressions it shows recorded as the shopper's (a decided
 * shopper's were counted by their decision), and named to analytics as a decided page's are.
 */
const recordShown = (c: Context<AppEnv>, stored: Stored, monetateId: string): void => {
  const impressions = impressionsOf(stored.response.headers.get(IMPRESSIONS_HEADER));
  c.get('metrics').experiments = experimentsBlob(
    impressions.flatMap((event) => {
      const shown = experimentImpressionOf(event);
      return shown ? [{ experienceId: shown.experienceId, variant: variantCode(shown.variantLabel) }] : [];
    }),
  );
  c.executionCtx.waitUntil(
    recordPageEvents(c, monetateId, impressions).catch((error: unknown) =>
      c.get('log').warn('shared page impressions not recorded', { error: String(error) }),
    ),
  );
};

const codeCookie = (value: string) =>
  generateCookie(VARIANT_CODE_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: VARIANT_CODE_SECONDS,
  });

/**
 * Watches the request's log from here on: a warning or error means the page is not everyone's.
 * The request's own logger object, patched in place, so the upstream clients (which hold it since
 * the context was built: a vendor or decision past its budget, a stale read) are heard too.
 */
const watchLog = (log: Logger): (() => boolean) => {
  let troubled = false;
  const { warn, error } = log;
  log.warn = (message, fields) => {
    troubled = true;
    warn(message, fields);
  };
  log.error = (message, fields) => {
    troubled = true;
    error(message, fields);
  };
  return () => troubled;
};

export type SharedHome = {
  /** The copy named by a valid variant code, served; undefined: decide and render. */
  fromCode(): Promise<Response | undefined>;
  /** After the decision: the copy stored under the variants it gave, served with their code. */
  afterDecision(experiments: PageExperiments): Promise<Response | undefined>;
  /** A rendered page: its code set, and a copy stored once the stream has ended well. */
  keep(
    response: Response,
    experiments: PageExperiments,
    shell: PageShell,
    page: Promise<ContentPage>,
  ): Promise<Response>;
};

/** Sharing for this home request, or undefined when anything personal makes it the shopper's alone. */
export const sharedHome = (c: Context<AppEnv>): SharedHome | undefined => {
  const facts = eligibility(c);
  if (facts === undefined) return undefined;
  const startedAt = Date.now();
  // A refused code is worth a warning, but not one that keeps this request's page from being shared.
  const warnQuietly = c.get('log').warn;
  const troubled = watchLog(c.get('log'));
  const secret = c.env.SESSION_SECRET;
  const locale = c.get('site').locale;
  const guest = audienceCode(GUEST);
  const mintFor = async (experiments: PageExperiments) =>
    signVariantCode(secret, {
      monetateId: experiments.monetateId!,
      locale,
      experiments: experimentsCode(experiments.context.decided),
      segments: guest,
      issuedAt: Math.floor(Date.now() / 1000),
    });

  return {
    fromCode: async () => {
      const value = getCookie(c, VARIANT_CODE_COOKIE);
      if (!value) return undefined;
      const monetateId = getCookie(c, MONETATE_ID_COOKIE);
      const check = await verifyVariantCode(secret, value, { monetateId, locale });
      if (!check.ok && check.reason === 'elsewhere') return undefined;
      if (!check.ok) {
        warnQuietly('variant code refused', { reason: check.reason });
        c.get('metrics').count('variantCodesRefused');
        return undefined;
      }
      const { claim } = check;
      // Segments other than a guest's are not ours to serve (a code from before a sign-in).
      if (claim.segments !== guest) return undefined;
      const stored = await lookup(c, cacheKey(c, facts, claim.experiments, claim.segments));
      if (!stored) return undefined;
      c.get('metrics').variant = `${claim.experiments}~${claim.segments}`;
      recordShown(c, stored, claim.monetateId);
      return serve(c, stored);
    },

    afterDecision: async (experiments) => {
      if (experiments.outcome !== 'decided' || !experiments.monetateId) return undefined;
      const experimentsPart = experimentsCode(experiments.context.decided);
      const stored = await lookup(c, cacheKey(c, facts, experimentsPart, guest));
      if (!stored) return undefined;
      c.get('metrics').variant = `${experimentsPart}~${guest}`;
      const response = serve(c, stored);
      if (experiments.setCookie) response.headers.append('set-cookie', experiments.setCookie);
      response.headers.append('set-cookie', codeCookie(await mintFor(experiments)));
      return response;
    },

    keep: async (response, experiments, shell, page) => {
      const request = shell.contentRequest;
      const audience = request?.audience;
      if (
        experiments.outcome !== 'decided' ||
        // Belt and braces: a test context never reaches a shareable request (its cookie is not
        // shareable), and a page it forced is no decided page.
        Object.keys(experiments.context.forced).length > 0 ||
        request?.testSegment ||
        !experiments.monetateId ||
        !audience ||
        audienceCode(audience) !== guest ||
        !response.body ||
        response.status !== 200
      )
        return response;
      const experimentsPart = experimentsCode(experiments.context.decided);
      const key = cacheKey(c, facts, experimentsPart, guest);
      c.get('metrics').variant = `${experimentsPart}~${guest}`;
      const [toBrowser, toCache] = response.body.tee();
      const nonce = shell.nonce;
      const { menu, footer } = chrome(c);
      c.executionCtx.waitUntil(
        (async () => {
          const text = await new Response(toCache).text();
          const [content, menuRead, footerRead] = await Promise.all([page, menu, footer]);
          if (troubled() || !menuRead || !footerRead || !nonce) return;
          const tags = [contentLocaleTag(c.get('site').siteId, c.get('site').locale)];
          const { body, at } = withNoncePlaceholders(text, nonce);
          await edgeCache()?.put(
            key,
            new Response(body, {
              headers: {
                [NONCE_AT_HEADER]: at.join(','),
                'content-type': 'text/html; charset=utf-8',
                'cache-control': `public, max-age=${SHARED_PAGE_SECONDS}`,
                // Cloudflare's purge-by-tag reaches the copies in every colo; the log covers the rest.
                'cache-tag': tags.join(','),
                [TAGS_HEADER]: tags.join(','),
                [STORED_AT_HEADER]: String(startedAt),
                [IMPRESSIONS_HEADER]: impressionsHeader(shownImpressions(content, experiments.context)),
              },
            }),
          );
        })().catch((error: unknown) => c.get('log').info('shared page not kept', { error: String(error) })),
      );
      // `x-cache` stays what the page's own reads were (the request context sets it).
      const answer = new Response(toBrowser, response);
      answer.headers.append('set-cookie', codeCookie(await mintFor(experiments)));
      answer.headers.set(SHARED_PAGE_HEADER, 'MISS');
      return answer;
    },
  };
};
