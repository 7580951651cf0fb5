/**
 * The throttling messages reach the shopper in the sign-in forms: AUT426 (one attempt left) at the
 * 4th wrong password, AUT423 (locked) at the 5th, read as the visible text of the page the refused
 * form answers with. In English on the classic sign-in page of en-gb (a captcha site: the storefront
 * must send the sign-in captcha, or every answer would be AUT403) and in French in the enrollment
 * flow's sign-in step of fr-fr.
 */
import { describe, expect, it } from 'vitest';
import { authText } from '../../../client/i18n/auth';
import { formPost, type Jar, jsonPost, storefront } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

/** The page's text as a reader sees it: no tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * A refused sign-in form as the shopper meets it: the classic page and the enrollment step both
 * render themselves again in the answer, with the refusal's status, the e-mail kept and never the
 * password.
 */
const refusedAt = async (jar: Jar, action: string, email: string) => {
  const response = await storefront(action, { ...formPost({ email, password: 'Wrong-pass-1' }), jar });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('location')).toBeNull();
  const html = await response.text();
  expect(html).not.toContain('Wrong-pass-1');
  expect(html).toContain(`value="${email}"`);
  return { status: response.status, text: visibleText(html) };
};

describe('locked and last-attempt messages in the sign-in forms', { timeout: 90_000 }, () => {
  for (const [locale, language, action, ids] of [
    ['en-gb', 'en', '/api/auth/sign-in?locale=en-gb', [401, 401, 423]],
    ['fr-fr', 'fr', '/api/enroll/sign-in?locale=fr-fr', [401, 401, 423]],
  ] as const) {
    it(`${locale}: AUT426 at the 4th wrong password, AUT423 at the 5th, in the shopper's language`, async () => {
      const { email, jar } = await memberSession();
      await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar });
      // As a reader sees it too: French's no-break space before ":" reads as a space.
      const text = Object.fromEntries(
        Object.entries(authText(language)).map(([key, value]) => [key, visibleText(value)]),
      ) as ReturnType<typeof authText>;
      for (let i = 1; i <= 3; i++) {
        const refused = await refusedAt(jar, action, email);
        expect(refused.status).toBe(ids[0]);
        expect(refused.text).toContain(text.error_AUT401);
      }
      const last = await refusedAt(jar, action, email);
      expect(last.status).toBe(ids[1]);
      expect(last.text).toContain(text.error_AUT426);
      const locked = await refusedAt(jar, action, email);
      expect(locked.status).toBe(ids[2]);
      expect(locked.text).toContain(text.error_AUT423);
      expect(locked.text).not.toContain(text.error_AUT426);
    });
  }
});
