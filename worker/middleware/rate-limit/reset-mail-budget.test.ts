/**
 * The password-reset e-mail's budget per client address: five a quarter hour across the identity
 * BFF, the enrollment flow's forgot step and their no-script forms; past it 429 API429 and no mail.
 */
import { describe, expect, it } from 'vitest';
import { authText } from '../../../client/i18n/auth';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { env, formPost, jsonPost, ORIGIN, sandboxJson, storefront } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

/** Reset e-mails the sandbox sent to `email` (its outbox is an admin call). */
const resetMails = async (email: string) => {
  const { body } = await sandboxJson(`/__outbox?to=${encodeURIComponent(email)}`, {
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
  });
  return (body as { messages: { kind: string }[] }).messages.filter((m) => m.kind === 'password-reset')
    .length;
};

/** A client address of its own (documentation range), so no other test's count is shared. */
const newAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const forgot = (address: string, path: string, email: string, form = false) =>
  storefront(
    path,
    form
      ? formPost({ email }, { origin: ORIGIN, 'cf-connecting-ip': address })
      : jsonPost(JSON.stringify({ email }), { 'cf-connecting-ip': address }),
  );

const AUTH = '/api/auth/forgot-password';
const ENROLL = '/api/enroll/forgot-password';

describe('the password-reset e-mail budget per client address', () => {
  it('refuses the sixth request from one address with API429 and no mail; another address goes on', async () => {
    // Two accounts: the sandbox mails one account at most three links a quarter hour.
    const [a, b] = [(await memberSession()).email, (await memberSession()).email];
    const sprayer = newAddress();
    const allowed = [
      await forgot(sprayer, AUTH, a),
      await forgot(sprayer, ENROLL, a),
      await forgot(sprayer, AUTH, a, true),
      await forgot(sprayer, AUTH, b),
      await forgot(sprayer, ENROLL, b, true),
    ];
    expect(allowed.map((r) => r.status)).toEqual([202, 202, 303, 202, 303]);
    expect([await resetMails(a), await resetMails(b)]).toEqual([3, 2]);

    // The sixth: the island's JSON, in the shopper's language, with Retry-After.
    const refused = await forgot(sprayer, AUTH, b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]).toEqual({
      errorId: 'API429',
      message: authText('en').error_API429,
    });
    const french = await forgot(sprayer, `${ENROLL}?locale=fr-fr`, b);
    expect(french.status).toBe(429);
    expect(errorEnvelopeSchema.parse(await french.json()).errorDetails[0]?.message).toBe(
      authText('fr').error_API429,
    );

    // The no-script forms: their page again, which says why and keeps the e-mail typed.
    const form = await forgot(sprayer, AUTH, b, true);
    expect(form.status).toBe(429);
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    const page = await form.text();
    expect(page).toContain(authText('en').error_API429);
    expect(page).toContain(`value="${b}"`);
    const enrollForm = await forgot(sprayer, ENROLL, b, true);
    expect(enrollForm.status).toBe(429);
    expect(await enrollForm.text()).toContain(authText('en').error_API429);

    expect(await resetMails(b)).toBe(2);

    // Another client is not affected: the sandbox's own budget still has room for b.
    const other = await forgot(newAddress(), AUTH, b);
    expect(other.status).toBe(202);
    expect(await resetMails(b)).toBe(3);
  });

  it('counts no refused body: a malformed request sends no mail and spends nothing', async () => {
    const client = newAddress();
    for (let i = 0; i < 6; i++) expect((await forgot(client, AUTH, 'not-an-e-mail')).status).toBe(400);
    const { email } = await memberSession();
    expect((await forgot(client, AUTH, email)).status).toBe(202);
    expect(await resetMails(email)).toBe(1);
  });
});
