/** Test helpers (workerd): sign a member up and in through the real calls, PKCE included. */
import { expect } from 'vitest';
import { type TokenResponse, tokenResponseSchema } from '../../../shared/contract/auth';
import { cartSchema } from '../../../shared/contract/cart';
import type { SignupRequest } from '../../../shared/contract/consumer';
import { call, createCart } from '../../test/helpers';
import { randomSecret, s256 } from './crypto';

export const PASSWORD = 'Ridgeline1';

let counter = 0;
/** A fresh e-mail and client address per call, so throttling of one test never touches another. */
export const uniqueEmail = () => `member-${Date.now()}-${++counter}@example.test`;
export const uniqueClient = () => `198.51.100.${++counter % 250}-${Date.now()}`;

export const signUp = async (overrides: Partial<SignupRequest> = {}) => {
  const body = { email: uniqueEmail(), password: PASSWORD, firstName: 'Ann', lastName: 'Lee', ...overrides };
  const response = await call('/consumers-v3/auth/signup', { body });
  expect(response.status).toBe(201);
  return { email: body.email, password: body.password, profile: await response.json() };
};

export const signIn = async (
  email: string,
  password: string,
  options: { client?: string; verifier?: string } = {},
): Promise<Response> => {
  const verifier = options.verifier ?? randomSecret(32);
  return call('/consumers-v3/auth/signin', {
    body: { type: 'Credentials', username: email, password, codeChallenge: await s256(verifier) },
    headers: { 'x-forwarded-for': options.client ?? uniqueClient() },
  });
};

/** Sign-in and token exchange; the member's token response. */
export const signInTokens = async (
  email: string,
  password = PASSWORD,
  guestObjects?: { basketId?: string },
): Promise<TokenResponse> => {
  const verifier = randomSecret(32);
  const signin = await signIn(email, password, { verifier });
  expect(signin.status).toBe(200);
  const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
  const response = await call('/token/v2/auth/token', {
    body: {
      type: 'Registered',
      authorizationCode,
      codeVerifier: verifier,
      ...(guestObjects ? { guestObjects } : {}),
    },
  });
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(await response.json());
};

/** A new member, signed in. */
export const member = async (overrides: Partial<SignupRequest> = {}) => {
  const { email, password } = await signUp(overrides);
  return { email, password, tokens: await signInTokens(email, password) };
};

/** Adds `items` (as `POST /cart/v1/item` names them) to a cart as its shopper; the cart. */
export const addItems = async (token: string, cartId: string, items: unknown[]) => {
  const response = await call('/cart/v1/item', { body: { cartId, items }, token });
  expect(response.status).toBe(200);
  return cartSchema.parse(await response.json());
};

/** A new member, signed in, whose open cart holds `items`: the e-mail and that cart's id. */
export const memberWithCart = async (items: unknown[]) => {
  const { email } = await signUp();
  const { accessToken } = await signInTokens(email);
  const cart = await createCart(accessToken);
  await addItems(accessToken, cart.id, items);
  return { email, memberCart: cart };
};
