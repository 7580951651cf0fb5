import { describe, expect, it } from 'vitest';
import {
  addItemsRequestSchema,
  addToCartBodySchema,
  categoryIdSchema,
  contentItemSchema,
  contentPageSchema,
  errorEnvelopeSchema,
  productIdSchema,
  skuSchema,
  tokenRequestSchema,
} from './index';

describe('identifiers (spec section 5)', () => {
  it.each(['ABCDEFGH', 'RL597W7F', 'RL597W7FTEA', 'A1B2C3D4E5F'])('accepts product id %s', (id) => {
    expect(productIdSchema.safeParse(id).success).toBe(true);
  });
  it.each(['ABCDEFG', 'ABCDEFGHIJKL', 'abcdefgh', 'RL597W7F-TE', '<script>'])(
    'rejects product id %s',
    (id) => {
      expect(productIdSchema.safeParse(id).success).toBe(false);
    },
  );
  it.each([
    ['1234', true],
    ['1234567890', true],
    ['123', false],
    ['12345678901', false],
    ['12a4', false],
  ])('category id %s → %s', (id, ok) => {
    expect(categoryIdSchema.safeParse(id).success).toBe(ok);
  });
  it('knows a variant sku as colour product id, dash, size', () => {
    expect(skuSchema.safeParse('RL597W7FTEA-XS').success).toBe(true);
    expect(skuSchema.safeParse('RL597W7FTEA-10.5').success).toBe(false);
    expect(skuSchema.safeParse('RL597W7F-M').success).toBe(false);
  });
});

describe('cart requests', () => {
  it('defaults the quantity to 1 and takes a JSON number only', () => {
    expect(addToCartBodySchema.parse({ productId: 'RL597W7FTEA-M' })).toEqual({
      productId: 'RL597W7FTEA-M',
      qty: 1,
    });
    expect(addToCartBodySchema.parse({ productId: 'RL597W7FTEA-M', qty: 3 }).qty).toBe(3);
    // Text is not coerced: a plain form's digits become a number in the worker's body reader.
    expect(addToCartBodySchema.safeParse({ productId: 'RL597W7FTEA-M', qty: '3' }).success).toBe(false);
  });
  it.each([0, -1, 1.5, 1_000_000, 'many'])('rejects quantity %s', (qty) => {
    expect(addToCartBodySchema.safeParse({ productId: 'RL597W7FTEA-M', qty }).success).toBe(false);
  });
  it('needs a cart id and at least one item upstream', () => {
    expect(addItemsRequestSchema.safeParse({ cartId: 'b1', items: [] }).success).toBe(false);
    expect(
      addItemsRequestSchema.safeParse({ cartId: '', items: [{ productId: 'RL597W7FTEA-M', qty: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe('token request', () => {
  it('is Guest (optionally renewing) or Registered with a PKCE verifier', () => {
    expect(tokenRequestSchema.safeParse({ type: 'Guest' }).success).toBe(true);
    expect(tokenRequestSchema.safeParse({ type: 'Guest', refreshToken: 'r' }).success).toBe(true);
    expect(
      tokenRequestSchema.safeParse({ type: 'Registered', authorizationCode: 'c', codeVerifier: 'short' })
        .success,
    ).toBe(false);
    expect(tokenRequestSchema.safeParse({ type: 'Admin' }).success).toBe(false);
  });
});

describe('content', () => {
  const hero = {
    id: 'h1',
    type: 'hero',
    title: 'Up',
    media: { url: '/images/content/hero.svg', alt: '' },
    targets: [{ text: 'Shop', url: '/en-us/c/men-1100' }],
  };

  it('parses a known item strictly', () => {
    expect(contentItemSchema.parse(hero)).toMatchObject({ type: 'hero', title: 'Up' });
  });

  it('keeps an item of a type it does not know, so one new CMS component never breaks a page', () => {
    const page = contentPageSchema.parse({
      id: 'p',
      slug: 'home',
      seo: { title: 't', description: 'd' },
      sections: [{ name: 's', items: [hero, { id: 'x1', type: 'video-player', media: {} }] }],
    });
    expect(page.sections[0]!.items.map((i) => i.type)).toEqual(['hero', 'video-player']);
  });

  it('keeps an item of a known type that does not parse as one, flagged malformed; an unknown one is not', () => {
    const broken = { id: 'h2', type: 'hero', title: 'Up', media: null };
    expect(contentItemSchema.parse(broken)).toEqual({ ...broken, malformed: true });
    expect(contentItemSchema.parse({ id: 'x1', type: 'video-player' })).toEqual({
      id: 'x1',
      type: 'video-player',
    });
    expect(contentItemSchema.parse(hero)).not.toHaveProperty('malformed');
  });
});

describe('error envelope', () => {
  it('needs at least one error with id and message', () => {
    expect(errorEnvelopeSchema.safeParse({ errorDetails: [] }).success).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({
        errorDetails: [{ errorId: 'INV408', message: 'max', details: { maxQty: 2 } }],
      }).success,
    ).toBe(true);
  });
});
