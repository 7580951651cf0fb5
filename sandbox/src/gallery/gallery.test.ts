import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';

describe('the first gallery vendor’s embed script', () => {
  it('fills its container with the photos its filter selects, in the locale’s words', async () => {
    const response = await call('/gallery/embed/campaign-wall/it-it?filter=product%3ARL1;category%3A', {
      apiKey: null,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script).toContain('"product:RL1;category:"');
    expect(script).toContain('Foto di un cliente 4');
    const same = await (
      await call('/gallery/embed/campaign-wall/it-it?filter=product%3ARL1;category%3A', { apiKey: null })
    ).text();
    expect(same).toBe(script);
  });

  it('refuses a filter with markup', async () => {
    const response = await call('/gallery/embed/campaign-wall/en-us?filter=%3C%2Fscript%3E', {
      apiKey: null,
    });
    expect(response.status).toBe(400);
  });
});
