/**
 * A signed-in member's newsletter sign-up in a content block (probe D3): the member's own address
 * subscribes the member, another address (a friend's) is subscribed as a guest would be, and the
 * member's own subscription and session are untouched by it. Against the real sandbox in workerd.
 */
import { describe, expect, it } from 'vitest';
import { env, type Jar, jsonPost, storefront } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

type Newsletter = { optin: boolean };

const signUp = (jar: Jar, email: string) =>
  storefront('/api/newsletter?locale=en-us', { ...jsonPost(JSON.stringify({ email, policy: true })), jar });

/** The member's profile as the account page reads it: their e-mail and newsletter opt-in. */
const profile = async (jar: Jar) => {
  const response = await storefront('/api/account/profile', { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: { email: string; newsletter: Newsletter } }).profile;
};

/** The member's newsletter recipients (a PUT that changes nothing answers the list with them). */
const newsletterRecipients = async (jar: Jar) => {
  const response = await storefront('/api/account/subscriptions', { ...jsonPost('{}'), method: 'PUT', jar });
  expect(response.status).toBe(200);
  const { subscriptions } = (await response.json()) as {
    subscriptions: { type: string; recipient: string }[];
  };
  return subscriptions.filter((s) => s.type === 'NEWSLETTER').map((s) => s.recipient);
};

/** The anonymous recipient's row in the sandbox (members keep theirs in their own object). */
const anonymousOptin = async (recipient: string) =>
  env.DB.prepare("SELECT optin FROM subscriptions WHERE type = 'NEWSLETTER' AND recipient = ?")
    .bind(recipient)
    .first<{ optin: number }>();

describe('POST /api/newsletter by a signed-in member', () => {
  it("subscribes a friend's address without touching the member's own subscription", async () => {
    const { jar, email } = await memberSession();
    const friend = `friend-${crypto.randomUUID()}@example.com`;
    const response = await signUp(jar, friend);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subscribed: true });
    // Still the same member, still not subscribed: the friend's address went out as a guest's.
    expect(await profile(jar)).toMatchObject({ email, newsletter: { optin: false } });
    expect(await anonymousOptin(friend)).toEqual({ optin: 1 });
  });

  it('keeps a subscribed member subscribed when they sign a friend up', async () => {
    const { jar, email } = await memberSession();
    expect((await signUp(jar, email)).status).toBe(200);
    expect((await signUp(jar, `friend-${crypto.randomUUID()}@example.com`)).status).toBe(200);
    expect(await newsletterRecipients(jar)).toEqual([email]);
  });

  it("subscribes the member's own address (any case, spaces around) with the member's token", async () => {
    const { jar, email } = await memberSession();
    const typed = `  ${email.toUpperCase()} `;
    expect((await signUp(jar, typed)).status).toBe(200);
    expect((await profile(jar)).newsletter.optin).toBe(true);
    // Spelled as the profile has it, so the account page and the mail agree.
    expect(await newsletterRecipients(jar)).toEqual([email]);
    // Not also made an anonymous recipient.
    expect(await anonymousOptin(email)).toBeNull();
  });
});
