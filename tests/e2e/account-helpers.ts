/**
 * A signed-in shopper for journeys. `signUpAndIn` creates a new consumer and leaves the page's
 * browser context signed in as them; journeys about something else than signing up use it instead
 * of their own sign-up steps.
 */
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './checkout-steps';

/** Meets every rule of shared/contract/password.ts. */
export const MEMBER_PASSWORD = 'Ridgeline-2026!';

export type Member = { email: string; password: string; firstName: string; lastName: string };

export type SignUpOptions = Partial<Member> & { locale?: string };

export const signUpAndIn = async (page: Page, options: SignUpOptions = {}): Promise<Member> => {
  const member: Member = {
    email: options.email ?? uniqueEmail('member'),
    password: options.password ?? MEMBER_PASSWORD,
    firstName: options.firstName ?? 'Kim',
    lastName: options.lastName ?? 'Jordan',
  };
  const locale = options.locale ?? 'en-us';
  if (!page.url().startsWith('http')) await page.goto(`/${locale}`);
  const origin = new URL(page.url()).origin;
  // The BFF answers in the page's own browser context: its cookies are the page's from now on.
  const response = await page.request.post(`${origin}/api/auth/sign-up`, {
    headers: { origin, accept: 'application/json' },
    data: { ...member, confirmPassword: member.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
};
