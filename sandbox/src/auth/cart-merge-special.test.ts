import { describe, expect, it } from 'vitest';
import { type Cart, recipeResponseSchema, tokenResponseSchema } from '../../../shared/contract';
import { call, createCart, env, findSku, getCart, guestToken } from '../../test/helpers';
import { randomSecret } from './crypto';
import { addItems, memberWithCart, PASSWORD, signIn, signInTokens, signUp } from './test-member';

// Gift card and customs products of the seed (`seed/giftcustoms.ts`).
const GIFT = 'RLGIFTCDRED-050';
const BOOT = 'RLCUSTBTBRN-010';
const GRACE = { email: 'grace@example.com', to: 'Grace', message: 'Happy trails, Grace!' };

const bootRecipe = async () => {
  const created = await call('/products/v1/customs/recipes', {
    body: { productId: 'RLCUSTBT', precreatedCustomsCode: 'BOOT-PEAK' },
  });
  expect(created.status).toBe(201);
  return recipeResponseSchema.parse(await created.json());
};

/** A guest cart with a plain line, an e-gift card for Grace and a customs boot; its recipe id. */
const guestCartWithSpecials = async (plainSku: string) => {
  const guest = await guestToken();
  const cart = await createCart(guest.accessToken);
  const { recipeId } = await bootRecipe();
  const added = await addItems(guest.accessToken, cart.id, [
    { productId: plainSku, qty: 1 },
    { productId: GIFT, qty: 1, giftOption: GRACE },
    { productId: BOOT, qty: 1, recipeId },
  ]);
  const bootPrice = added.items.find((i) => i.recipeId === recipeId)?.price.current;
  return { guest, cart, recipeId, bootPrice };
};

type LineFacts = {
  productId: string;
  giftOption?: { email: string } | undefined;
  recipeId?: string | undefined;
};
const byKey = <T extends LineFacts>(lines: T[]): T[] =>
  lines
    .map((l) => ({ l, key: `${l.productId}|${l.giftOption?.email ?? ''}|${l.recipeId ?? ''}` }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ l }) => l);

/** The shopper's lines as what makes each one what it is (the gift with purchase left out). */
const linesOf = (cart: Cart) =>
  byKey(
    cart.items
      .filter((i) => !i.bonus)
      .map((i) => ({
        productId: i.productId,
        qty: i.qty,
        giftOption: i.giftOption,
        recipeId: i.recipeId,
        precreatedCustomsCode: i.precreatedCustomsCode,
        design: i.customsRecipe && { text: i.customsRecipe.text, color: i.customsRecipe.color },
      })),
  );

const plain = (productId: string, qty: number) => ({
  productId,
  qty,
  giftOption: undefined,
  recipeId: undefined,
  precreatedCustomsCode: undefined,
  design: undefined,
});
const giftFor = (giftOption: { email: string }) => ({ ...plain(GIFT, 1), giftOption });
const boot = (recipeId: string) => ({
  ...plain(BOOT, 1),
  recipeId,
  precreatedCustomsCode: 'BOOT-PEAK',
  design: { text: 'PEAK', color: expect.any(String) },
});

const exchangeBody = async (email: string, basketId: string) => {
  const verifier = randomSecret(32);
  const signin = await signIn(email, PASSWORD, { verifier });
  expect(signin.status).toBe(200);
  const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
  return { type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects: { basketId } };
};

describe('sign-in merge keeps gift card and customs lines', { timeout: 30_000 }, () => {
  it('adds them as lines of their own to the member cart, once', async () => {
    const { sku } = await findSku('stock >= 10');
    // Lines of the same skus the guest's special lines must not be combined with.
    const ada = { email: 'ada@example.com', to: 'Ada' };
    const { email, memberCart } = await memberWithCart([
      { productId: BOOT, qty: 1 },
      { productId: GIFT, qty: 1, giftOption: ada },
    ]);

    const { cart: guestCart, recipeId, bootPrice } = await guestCartWithSpecials(sku);
    const body = await exchangeBody(email, guestCart.id);
    const exchanged = await call('/token/v2/auth/token', { body });
    expect(exchanged.status).toBe(200);
    const tokens = tokenResponseSchema.parse(await exchanged.json());
    expect(tokens).toMatchObject({ basketId: memberCart.id, previousItemCount: 2, mergedItemCount: 5 });
    const expected = byKey([plain(BOOT, 1), giftFor(ada), plain(sku, 1), giftFor(GRACE), boot(recipeId)]);
    const merged = await getCart(tokens.accessToken, memberCart.id);
    expect(linesOf(merged)).toEqual(expected);
    // The customs line is priced as the guest saw it (the surcharge included), not as a plain boot.
    const plainBoot = merged.items.find((i) => i.productId === BOOT && !i.recipeId)?.price.current;
    expect(merged.items.find((i) => i.recipeId === recipeId)?.price.current).toBe(bootPrice);
    expect(bootPrice).toBeGreaterThan(plainBoot ?? Number.POSITIVE_INFINITY);

    // A retried exchange and a second sign-in with the same guest basket add nothing.
    const retried = tokenResponseSchema.parse(await (await call('/token/v2/auth/token', { body })).json());
    expect(retried).toMatchObject({ basketId: memberCart.id, mergedItemCount: 5 });
    const second = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(second).toMatchObject({ basketId: memberCart.id, previousItemCount: 5, mergedItemCount: 5 });
    expect(linesOf(await getCart(second.accessToken, memberCart.id))).toEqual(expected);
  });

  it('leaves out a special line that can no longer be added, like a plain line out of stock', async () => {
    const { sku } = await findSku('stock >= 10');
    const { email, memberCart } = await memberWithCart([{ productId: sku, qty: 1 }]);

    const { cart: guestCart, recipeId } = await guestCartWithSpecials(sku);
    // The design is gone: adding the customs line now would be API404, so the merge skips it.
    await env.DB.prepare('DELETE FROM customs_recipes WHERE id = ?').bind(recipeId).run();
    const tokens = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(tokens).toMatchObject({
      basketId: memberCart.id,
      previousItemCount: 1,
      mergedItemCount: 3,
      // The customs boot: the shopper is told something of the guest cart was left out.
      unmergedItemCount: 1,
    });
    const merged = await getCart(tokens.accessToken, memberCart.id);
    expect(linesOf(merged)).toEqual(byKey([plain(sku, 2), giftFor(GRACE)]));
  });

  it('keeps them when the guest cart is handed to a member without one', async () => {
    const { sku } = await findSku('stock >= 10');
    const { cart: guestCart, recipeId } = await guestCartWithSpecials(sku);
    const { email } = await signUp();
    const tokens = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(tokens).toMatchObject({ basketId: guestCart.id, previousItemCount: 0, mergedItemCount: 3 });
    const adopted = await getCart(tokens.accessToken, guestCart.id);
    expect(linesOf(adopted)).toEqual(byKey([plain(sku, 1), giftFor(GRACE), boot(recipeId)]));
  });
});
