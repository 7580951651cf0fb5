/**
 * A signed-in member for workerd tests: signs a new consumer up and in through the storefront's
 * BFF against the real sandbox, and returns the jar and Cookie header of that session.
 */
import { cookieHeader, type Jar, jsonPost, storefront } from './helpers';

export type MemberOptions = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** A guest session to sign in from (its cart and lists merge into the member's). */
  jar?: Jar;
};

export type MemberSession = { jar: Jar; cookie: string; email: string; password: string };

/** A password that meets every rule of shared/contract/password.ts. */
export const MEMBER_PASSWORD = 'Ridgeline-2026!';

export const memberSession = async (options: MemberOptions = {}): Promise<MemberSession> => {
  const jar = options.jar ?? new Map();
  const email = options.email ?? `member-${crypto.randomUUID()}@example.test`;
  const password = options.password ?? MEMBER_PASSWORD;
  const body = {
    email,
    password,
    confirmPassword: password,
    firstName: options.firstName ?? 'Kim',
    lastName: options.lastName ?? 'Jordan',
  };
  const response = await storefront('/api/auth/sign-up', { ...jsonPost(JSON.stringify(body)), jar });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  return { jar, cookie: cookieHeader(jar), email, password };
};

/** Signs an existing consumer in from `jar` (a guest session unless given a member's). */
export const signIn = async (email: string, password: string, jar: Jar = new Map()): Promise<Response> =>
  storefront('/api/auth/sign-in', { ...jsonPost(JSON.stringify({ email, password })), jar });
