import { describe, expect, it } from 'vitest';
import { serializeSnapshot } from './snapshot';

describe('state snapshot', () => {
  it('cannot be closed early by a string in the data', () => {
    const json = serializeSnapshot({
      cart: null,
      site: {
        siteId: 'RL-US',
        locale: 'en-us',
        languageTag: 'en-US',
        language: 'en',
        region: 'NORA',
        country: 'US',
        currency: 'USD',
      },
      messages: { cart: '</script><script>alert(1)</script><!--' },
    });
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json).messages.cart).toBe('</script><script>alert(1)</script><!--');
  });
});
