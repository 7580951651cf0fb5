import { describe, expect, it } from 'vitest';
import { findProduct, type Jar, jsonPost, storefront, wrapSandbox } from '../test/helpers';
import { clearMemoryCache } from '../upstream/cache';

describe('streamed document', () => {
  it('sends the head before the content call resolves', async () => {
    clearMemoryCache();
    let releaseContent!: () => void;
    const contentGate = new Promise<void>((resolve) => {
      releaseContent = resolve;
    });
    let contentResolved = false;
    const SANDBOX = wrapSandbox(async (request) => {
      if (new URL(request.url).pathname.includes('/caas/')) {
        await contentGate;
        contentResolved = true;
      }
    });

    const response = await storefront('/en-gb', { envOverride: { SANDBOX } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const head = new TextDecoder().decode(first.value);

    expect(contentResolved).toBe(false);
    expect(head).toMatch(/^<!doctype html>/i);
    expect(head).toContain('</head>');

    releaseContent();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(contentResolved).toBe(true);
    expect(rest).toContain('</html>');
    expect(rest).toContain('<main');
  });
});

/** Reads the stream until `text` has arrived (or `ms` passed, or it ended): what arrived so far. */
const readUntil = async (reader: ReadableStreamDefaultReader<Uint8Array>, text: string, ms = 3000) => {
  const decoder = new TextDecoder();
  const deadline = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));
  let received = '';
  while (!received.includes(text)) {
    const chunk = await Promise.race([reader.read(), deadline]);
    if (chunk === 'late' || chunk.done) break;
    received += decoder.decode(chunk.value, { stream: true });
  }
  return received;
};

describe('streamed product page', () => {
  it('sends the buy box before the extras (reviews, sets, recommendations) resolve', async () => {
    clearMemoryCache();
    const { product, sku } = await findProduct();
    const jar: Jar = new Map();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    expect(added.status).toBe(200);

    let releaseExtras!: () => void;
    const extrasGate = new Promise<void>((resolve) => {
      releaseExtras = resolve;
    });
    let extrasAnswered = false;
    const SANDBOX = wrapSandbox(async (request) => {
      if (/\/(reviews|productSets|widgetRecommendations)\b/.test(new URL(request.url).pathname)) {
        await extrasGate;
        extrasAnswered = true;
      }
    });

    const color = product.colors[0]!;
    const response = await storefront(`/en-us/p/${product.slug}-${color.productId}`, {
      jar,
      envOverride: { SANDBOX },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await readUntil(reader, 'name="AddToCart"');

    expect(first).toContain('class="pdp__title"');
    expect(first).toContain('name="AddToCart"');
    expect(first).not.toContain('</main>');
    expect(extrasAnswered).toBe(false);

    releaseExtras();
    const rest = await readUntil(reader, '</html>');
    expect(extrasAnswered).toBe(true);
    expect(rest).toContain('</main>');
    expect(rest).toContain('name="Reviews"');
    // The cart read with the product: its snapshot (the shopper's one line) ends the page.
    expect(rest).toContain(sku);
  });
});
