/**
 * A member whose grant ended on another device (signed out there; a password reset or an expired
 * refresh token ends it alike) comes back with the old cookies: the first request goes on as a new
 * guest's, as a shopper arriving without a session would. Before, it acted on the member's basket
 * or profile with the new guest's token and was refused (AUT498, AUT432) until a second try.
 */
import { describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../shared/contract';
import { findProduct, type Jar, jsonPost, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';

/** A member with a one-line cart, then signed out from a copy of the cookies: the stale jar. */
const endedMember = async (): Promise<{ jar: Jar; sku: string; memberCart: string }> => {
  const { product, sku } = await findProduct();
  const { jar } = await memberSession();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  const memberCart = cartResponseSchema.parse(await added.json()).cart!.id;
  const elsewhere: Jar = new Map(jar);
  expect((await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: elsewhere })).status).toBe(200);
  const other = product.colors.flatMap((c) => c.variants).find((v) => v.sku !== sku && v.stock > 0);
  return { jar, sku: other?.sku ?? sku, memberCart };
};

describe("the first request after a member's grant ended elsewhere", () => {
  it("adds to cart: into a new guest cart, not the member's, and not refused", async () => {
    const { jar, sku, memberCart } = await endedMember();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    expect(added.status).toBe(200);
    const { cart } = cartResponseSchema.parse(await added.json());
    expect(cart!.id).not.toBe(memberCart);
    expect(cart!.items.map((i) => [i.productId, i.qty])).toEqual([[sku, 1]]);
    // The session kept the guest's cart: the next read is the same one.
    const read = cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json());
    expect(read.cart!.id).toBe(cart!.id);
  });

  it('reads the cart page as an empty guest cart, without a "cart reset" notice', async () => {
    const { jar } = await endedMember();
    const page = await storefront('/en-us/cart', { jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('data-cart-reset');
    const read = cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json());
    expect(read.cart).toBeNull();
  });

  it("checks out nothing: the new guest has no cart, so a step answers 404 BSK404 (not the member's AUT498)", async () => {
    const { jar } = await endedMember();
    const step = await storefront('/api/checkout/shipping-method', {
      ...jsonPost(JSON.stringify({ code: 'express' })),
      jar,
    });
    expect(step.status).toBe(404);
    expect(await step.json()).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }] });
  });

  it('signs up for the newsletter as the guest it is now', async () => {
    const { jar } = await endedMember();
    const signedUp = await storefront('/api/newsletter?locale=en-us', {
      ...jsonPost(JSON.stringify({ email: `ended-${crypto.randomUUID()}@example.com`, policy: true })),
      jar,
    });
    expect(signedUp.status).toBe(200);
    expect(await signedUp.json()).toEqual({ subscribed: true });
  });

  it('shows the sign-in, sign-up and enroll pages instead of sending the shopper on as a member', async () => {
    const forms = {
      '/en-us/sign-in': 'action="/en-us/sign-in"',
      '/en-us/sign-up': 'action="/en-us/sign-up"',
      // A guest's enrollment starts with the e-mail look-up.
      '/en-us/enroll': 'action="/en-us/enroll?step=lookup',
    };
    for (const [path, form] of Object.entries(forms)) {
      const { jar } = await endedMember();
      const response = await storefront(path, { jar });
      expect(response.status, path).toBe(200);
      expect((await response.text()).includes(form), path).toBe(true);
    }
  });

  it('still sends a member who is signed in on from the sign-in page', async () => {
    const { jar } = await memberSession();
    const response = await storefront('/en-us/sign-in?returnTo=/en-us/account', { jar });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/account');
  });
});
