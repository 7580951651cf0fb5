import { describe, expect, it } from 'vitest';
import { storefront, wrapSandbox } from '../test/helpers';
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
