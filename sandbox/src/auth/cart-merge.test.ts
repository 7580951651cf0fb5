import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../shared/contract';
import { call, createCart, env, expectError, findSku, getCart, guestToken } from '../../test/helpers';
import { randomSecret } from './crypto';
import { addItems, memberWithCart, PASSWORD, signIn, signInTokens, signUp } from './test-member';

/** The shopper's lines (a gift with purchase may join them as the total grows). */
const qtyBySku = (cart: { items: { productId: string; qty: number; bonus?: boolean | undefined }[] }) =>
  Object.fromEntries(cart.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty]));

describe('sign-in merges the guest cart', { timeout: 30_000 }, () => {
  it('hands the guest cart to a member without one, once', async () => {
    const { sku } = await findSku('stock >= 10');
    const guest = await guestToken();
    const cart = await createCart(guest.accessToken);
    await addItems(guest.accessToken, cart.id, [{ productId: sku, qty: 2 }]);
    const { email } = await signUp();
    const tokens = await signInTokens(email, PASSWORD, { basketId: cart.id });
    expect(tokens).toMatchObject({ basketId: cart.id, previousItemCount: 0, mergedItemCount: 2 });
    expect(qtyBySku(await getCart(tokens.accessToken, cart.id))).toEqual({ [sku]: 2 });
    // The guest no longer owns it.
    await expectError(await call(`/cart/v1/cart/${cart.id}`, { token: guest.accessToken }), 403, 'AUT498');
    // A second sign-in with the same guest basket changes nothing.
    const again = await signInTokens(email, PASSWORD, { basketId: cart.id });
    expect(again).toMatchObject({ basketId: cart.id, previousItemCount: 2, mergedItemCount: 2 });
  });

  it('merges by SKU into the member cart, idempotent across a retried exchange and a second sign-in', async () => {
    const { sku: a } = await findSku('stock >= 10');
    const { sku: b } = await findSku('stock >= 10 AND sku > ?', a);
    const { email, memberCart } = await memberWithCart([{ productId: b, qty: 2 }]);

    const guest = await guestToken();
    const guestCart = await createCart(guest.accessToken);
    await addItems(guest.accessToken, guestCart.id, [
      { productId: a, qty: 1 },
      { productId: b, qty: 1 },
    ]);
    const coupon = await call('/cart/v1/coupon', {
      method: 'PUT',
      body: { cartId: guestCart.id, code: 'SAVE10' },
      token: guest.accessToken,
    });
    expect(coupon.status).toBe(200);

    const verifier = randomSecret(32);
    const signin = await signIn(email, PASSWORD, { verifier });
    const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
    const body = {
      type: 'Registered',
      authorizationCode,
      codeVerifier: verifier,
      guestObjects: { basketId: guestCart.id },
    };
    const [one, two] = await Promise.all([
      call('/token/v2/auth/token', { body }),
      call('/token/v2/auth/token', { body }),
    ]);
    const statuses = [one.status, two.status].sort();
    // Concurrent exchanges: one wins, the other is told to retry (409) or gets the same answer.
    expect(statuses[0]).toBe(200);
    const retried = await call('/token/v2/auth/token', { body });
    const tokens = tokenResponseSchema.parse(await retried.json());
    expect(tokens).toMatchObject({ basketId: memberCart.id, previousItemCount: 2, mergedItemCount: 4 });
    expect(tokens.unmergedItemCount).toBeUndefined();
    const merged = await getCart(tokens.accessToken, memberCart.id);
    expect(qtyBySku(merged)).toEqual({ [a]: 1, [b]: 3 });
    expect(merged.couponItems?.map((c) => c.code)).toEqual(['SAVE10']);

    const second = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(second).toMatchObject({ basketId: memberCart.id, previousItemCount: 4, mergedItemCount: 4 });
    expect(qtyBySku(await getCart(second.accessToken, memberCart.id))).toEqual({ [a]: 1, [b]: 3 });
    // The merged guest basket is closed.
    await expectError(
      await call(`/cart/v1/cart/${guestCart.id}`, { token: guest.accessToken }),
      404,
      'BSK404',
    );
  });

  it('counts what could not join: a line sold out since, and units over the stock', async () => {
    const { sku: kept } = await findSku('stock >= 10');
    const { sku: soldOut } = await findSku('stock >= 10 AND sku > ?', kept);
    const { sku: scarce } = await findSku('stock >= 10 AND sku > ?', soldOut);
    const { email, memberCart } = await memberWithCart([{ productId: scarce, qty: 2 }]);
    const guest = await guestToken();
    const guestCart = await createCart(guest.accessToken);
    await addItems(guest.accessToken, guestCart.id, [
      { productId: kept, qty: 1 },
      { productId: soldOut, qty: 2 },
      { productId: scarce, qty: 2 },
    ]);
    // Before the shopper signs in: one line sells out, another has only three units left.
    await env.DB.batch([
      env.DB.prepare('UPDATE variants SET stock = 0 WHERE sku = ?').bind(soldOut),
      env.DB.prepare('UPDATE variants SET stock = 3 WHERE sku = ?').bind(scarce),
    ]);
    const tokens = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(tokens).toMatchObject({
      basketId: memberCart.id,
      previousItemCount: 2,
      mergedItemCount: 4,
      unmergedItemCount: 3,
    });
    expect(qtyBySku(await getCart(tokens.accessToken, memberCart.id))).toEqual({ [kept]: 1, [scarce]: 3 });
  });

  it('never loses a line the guest adds while the sign-in merges: it joins, or the add is refused', async () => {
    const { sku: a } = await findSku('stock >= 20');
    const { sku: b } = await findSku('stock >= 20 AND sku > ?', a);
    for (let round = 0; round < 6; round++) {
      const { email, memberCart } = await memberWithCart([{ productId: a, qty: 1 }]);
      const guest = await guestToken();
      const guestCart = await createCart(guest.accessToken);
      await addItems(guest.accessToken, guestCart.id, [{ productId: a, qty: 1 }]);
      const exchange = signInTokens(email, PASSWORD, { basketId: guestCart.id });
      // Staggered so that some adds land before the guest basket is read, some while it is frozen
      // and some after it is closed.
      await new Promise((resolve) => setTimeout(resolve, round * 4));
      const add = await call('/cart/v1/item', {
        body: { cartId: guestCart.id, items: [{ productId: b, qty: 1 }] },
        token: guest.accessToken,
      });
      const tokens = await exchange;
      const member = qtyBySku(await getCart(tokens.accessToken, memberCart.id));
      if (add.status === 200) expect(member).toEqual({ [a]: 2, [b]: 1 });
      else {
        expect(member).toEqual({ [a]: 2 });
        const { errorDetails } = (await add.json()) as { errorDetails: { errorId: string }[] };
        expect(['BSK409', 'BSK404']).toContain(errorDetails[0]?.errorId);
      }
    }
  });

  it('a frozen guest basket takes no change, and a failed merge gives it back', async () => {
    const { sku } = await findSku('stock >= 10');
    const guest = await guestToken();
    const guestCart = await createCart(guest.accessToken);
    await addItems(guest.accessToken, guestCart.id, [{ productId: sku, qty: 1 }]);
    const stub = env.BASKET.get(env.BASKET.idFromName(guestCart.id));
    const taken = await stub.takeForMerge();
    expect(taken?.lines).toEqual([{ sku, qty: 1 }]);
    const refused = await call('/cart/v1/item', {
      body: { cartId: guestCart.id, items: [{ productId: sku, qty: 1 }] },
      token: guest.accessToken,
    });
    await expectError(refused, 409, 'BSK409');
    await expectError(
      await call('/cart/v1/cartWithItem', {
        body: { currency: 'USD', items: [{ productId: sku, qty: 1 }] },
        token: guest.accessToken,
      }),
      409,
      'BSK409',
    );
    // Still readable while frozen.
    expect(qtyBySku(await getCart(guest.accessToken, guestCart.id))).toEqual({ [sku]: 1 });
    await stub.releaseMerge();
    await addItems(guest.accessToken, guestCart.id, [{ productId: sku, qty: 1 }]);
    expect(qtyBySku(await getCart(guest.accessToken, guestCart.id))).toEqual({ [sku]: 2 });
  });

  it('a guest basket left frozen by an unfinished exchange still joins at the next sign-in', async () => {
    const { sku: a } = await findSku('stock >= 10');
    const { sku: b } = await findSku('stock >= 10 AND sku > ?', a);
    const guest = await guestToken();
    const guestCart = await createCart(guest.accessToken);
    await addItems(guest.accessToken, guestCart.id, [{ productId: b, qty: 1 }]);
    await env.BASKET.get(env.BASKET.idFromName(guestCart.id)).takeForMerge();
    const { email, memberCart } = await memberWithCart([{ productId: a, qty: 1 }]);
    const tokens = await signInTokens(email, PASSWORD, { basketId: guestCart.id });
    expect(tokens).toMatchObject({ basketId: memberCart.id, previousItemCount: 1, mergedItemCount: 2 });
    await expectError(
      await call(`/cart/v1/cart/${guestCart.id}`, { token: guest.accessToken }),
      404,
      'BSK404',
    );
  });

  it('never takes another member basket as a guest basket', async () => {
    const { sku } = await findSku('stock >= 10');
    const victim = await signInTokens((await signUp()).email);
    const victimCart = await createCart(victim.accessToken);
    await addItems(victim.accessToken, victimCart.id, [{ productId: sku, qty: 1 }]);
    const thief = await signInTokens((await signUp()).email, PASSWORD, { basketId: victimCart.id });
    expect(thief.basketId).toBeUndefined();
    expect(qtyBySku(await getCart(victim.accessToken, victimCart.id))).toEqual({ [sku]: 1 });
  });
});
