/**
 * Editors in journeys: a preview sign-in link signed with the development EDITOR_SECRET of
 * wrangler.toml, as the CMS would sign it (worker/routes/fapi/editor.ts), and opening it.
 */
import { webcrypto } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

const DEV_EDITOR_SECRET = 'dev-only-editor-secret-0123456789abcdef0123456789abcdef';

const base64url = (bytes: ArrayBuffer): string => Buffer.from(bytes).toString('base64url');

/** A sign-in link token valid for five minutes, with the nonce that makes each link single-use. */
export const editorLinkToken = async (): Promise<string> => {
  const expiresAt = Math.floor(Date.now() / 1000) + 300;
  const nonce = webcrypto.getRandomValues(Buffer.alloc(16)).toString('base64url');
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(DEV_EDITOR_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await webcrypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`editor-link:${expiresAt}:${nonce}`),
  );
  return `${expiresAt}.${nonce}.${base64url(signature)}`;
};

/** Signs the page's browser context in as an editor and lands on `returnTo`. */
export const signInAsEditor = async (page: Page, returnTo: string) => {
  const token = await editorLinkToken();
  await page.goto(`/fapi/editor/session?token=${token}&returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`));
};
