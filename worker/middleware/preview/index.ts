/**
 * Content preview for authenticated editors (DESIGN.md Caching). `preview`, `previewDateTime` and
 * `bypassAllCache=true` (content spec section 7) are honoured only for a request carrying a valid
 * editor token; everyone else reads published, cached content whatever the query says. The
 * request context (worker/context) asks `grantedPreview` before it builds the upstream clients, and
 * answers a preview `private, no-store`; this module is the editor authentication it relies on.
 *
 * The editor token is `{expiresAt}.{signature}`: expiry in epoch seconds, HMAC-SHA256 of
 * `{purpose}:{expiresAt}` under `EDITOR_SECRET`, base64url. A sign-in link also carries a nonce,
 * `{expiresAt}.{nonce}.{signature}` over `{purpose}:{expiresAt}:{nonce}`: a link is single-use, so
 * two links minted in the same second must still be two links. The session token (purpose `editor`)
 * travels in the HttpOnly `__Host-sf_editor` cookie that the editor sign-in link sets
 * (worker/routes/fapi/editor.ts, purpose `editor-link`); without `EDITOR_SECRET` nobody is an editor.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { type Preview, PUBLISHED } from './mode';

export { type ContentMode, type Preview, PUBLISHED } from './mode';

export const EDITOR_COOKIE = 'sf_editor';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const TOKEN = /^(\d{1,12})(?:\.([A-Za-z0-9_-]{16,43}))?\.([A-Za-z0-9_-]{43})$/;

const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** What a token is for: the preview session cookie, or the sign-in link that sets it. */
export type EditorTokenPurpose = 'editor' | 'editor-link' | 'ops';

const signed = (purpose: EditorTokenPurpose, expiresAt: string | number, nonce: string | undefined) =>
  new TextEncoder().encode(nonce ? `${purpose}:${expiresAt}:${nonce}` : `${purpose}:${expiresAt}`);

/** An editor token valid until `expiresAt` (epoch seconds); `nonce` (base64url) for a sign-in link. */
export const signEditorToken = async (
  secret: string,
  expiresAt: number,
  purpose: EditorTokenPurpose = 'editor',
  nonce?: string,
): Promise<string> => {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    signed(purpose, expiresAt, nonce),
  );
  return nonce ? `${expiresAt}.${nonce}.${base64url(signature)}` : `${expiresAt}.${base64url(signature)}`;
};

/** The parts of a well-formed token; undefined for anything else. */
export const editorTokenParts = (token: string): { expiresAt: number; nonce?: string } | undefined => {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return match[2] ? { expiresAt: Number(match[1]), nonce: match[2] } : { expiresAt: Number(match[1]) };
};

/** True for an unexpired token signed with `secret` (constant-time check by WebCrypto). */
export const verifyEditorToken = async (
  secret: string,
  token: string | undefined,
  now = Date.now(),
  purpose: EditorTokenPurpose = 'editor',
): Promise<boolean> => {
  const match = token ? TOKEN.exec(token) : null;
  if (!match || Number(match[1]) * 1000 <= now) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    fromBase64url(match[3]!),
    signed(purpose, match[1]!, match[2]),
  );
};

/** What an editor's query asks for; `undefined` when it asks for nothing beyond published content. */
export const previewAsked = (query: (name: string) => string | undefined): Preview | undefined => {
  const dateTime = query('previewDateTime');
  const validDateTime = dateTime && ISO_DATE_TIME.test(dateTime) && !Number.isNaN(Date.parse(dateTime));
  const preview = query('preview') === 'true' || (query('preview') !== 'false' && Boolean(validDateTime));
  if (preview) return { mode: 'preview', bypassCache: true, dateTime: validDateTime ? dateTime : undefined };
  if (query('bypassAllCache') === 'true') return { mode: 'publish', bypassCache: true };
  return undefined;
};

export const isEditor = (c: Context<AppEnv>): Promise<boolean> => {
  const secret = c.env.EDITOR_SECRET;
  return secret ? verifyEditorToken(secret, getCookie(c, EDITOR_COOKIE, 'host')) : Promise.resolve(false);
};

/**
 * The content mode this request is granted: what its query asks for, if it comes from an editor,
 * else published. Read by the request context (worker/context) before it builds the upstream
 * clients; only a request that asks for preview pays for the signature check.
 */
export const grantedPreview = async (c: Context<AppEnv>): Promise<Preview> => {
  const asked = previewAsked((name) => c.req.query(name));
  if (!asked) return PUBLISHED;
  if (await isEditor(c)) return asked;
  c.get('log').info('preview refused: not an editor');
  return PUBLISHED;
};
