import { describe, expect, it } from 'vitest';
import { storefront, wrapSandbox } from '../../test/helpers';
import { clearMemoryCache } from '../../upstream/cache';
import { PUBLISHED, previewAsked, signEditorToken, verifyEditorToken } from './index';

const SECRET = 'editor-secret-0123456789abcdef0123456789abcdef';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('editor token', () => {
  it('verifies a token signed with the secret until it expires', async () => {
    const token = await signEditorToken(SECRET, inAnHour());
    expect(await verifyEditorToken(SECRET, token)).toBe(true);
    expect(await verifyEditorToken(SECRET, token, (inAnHour() + 1) * 1000)).toBe(false);
  });

  it('refuses another secret, a changed expiry and garbage', async () => {
    const token = await signEditorToken(SECRET, inAnHour());
    expect(await verifyEditorToken('another-secret', token)).toBe(false);
    const [, signature] = token.split('.');
    expect(await verifyEditorToken(SECRET, `${inAnHour() + 60}.${signature}`)).toBe(false);
    for (const bad of [undefined, '', 'x', `${inAnHour()}.`, `${inAnHour()}.${'A'.repeat(43)}`]) {
      expect(await verifyEditorToken(SECRET, bad)).toBe(false);
    }
  });
});

describe('what a query asks for', () => {
  const ask = (query: Record<string, string>) => previewAsked((name) => query[name]);

  it('preview and previewDateTime read preview content; bypassAllCache alone skips the caches', () => {
    expect(ask({ preview: 'true' })).toEqual({ mode: 'preview', bypassCache: true, dateTime: undefined });
    expect(ask({ previewDateTime: '2027-01-01T00:00:00Z' })).toEqual({
      mode: 'preview',
      bypassCache: true,
      dateTime: '2027-01-01T00:00:00Z',
    });
    expect(ask({ bypassAllCache: 'true' })).toEqual({ mode: 'publish', bypassCache: true });
    expect(ask({ preview: 'false', bypassAllCache: 'true' })).toEqual({ mode: 'publish', bypassCache: true });
  });

  it('asks for nothing without those parameters or with a date that is not one', () => {
    expect(ask({})).toBeUndefined();
    expect(ask({ preview: 'false' })).toBeUndefined();
    expect(ask({ previewDateTime: 'tomorrow' })).toBeUndefined();
    expect(ask({ bypassAllCache: '1' })).toBeUndefined();
    expect(PUBLISHED).toEqual({ mode: 'publish', bypassCache: false });
  });
});

describe('preview on a page', () => {
  const contentCalls = () => {
    const paths: string[] = [];
    const SANDBOX = wrapSandbox((request) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/caas/')) paths.push(url.pathname + url.search);
    });
    return { paths, SANDBOX };
  };
  const QUERY = '?preview=true&bypassAllCache=true&previewDateTime=2027-01-01T00:00:00Z';

  it("a shopper's preview query changes nothing: published content, from the cache", async () => {
    clearMemoryCache();
    const { paths, SANDBOX } = contentCalls();
    const envOverride = { SANDBOX, EDITOR_SECRET: SECRET };
    await (await storefront('/en-gb', { envOverride })).text();
    paths.length = 0;
    const response = await storefront(`/en-gb${QUERY}`, {
      envOverride,
      headers: { cookie: `__Host-sf_editor=${await signEditorToken('not-the-secret', inAnHour())}` },
    });
    await response.text();
    expect(response.status).toBe(200);
    expect(paths).toEqual([]);
    expect(response.headers.get('cache-control')).not.toContain('no-store');
  });

  it("an editor's reads preview content, at the asked instant, past every cache", async () => {
    clearMemoryCache();
    const { paths, SANDBOX } = contentCalls();
    const envOverride = { SANDBOX, EDITOR_SECRET: SECRET };
    await (await storefront('/en-gb', { envOverride })).text();
    paths.length = 0;
    const cookie = `__Host-sf_editor=${await signEditorToken(SECRET, inAnHour())}`;
    for (let i = 0; i < 2; i++) {
      const response = await storefront(`/en-gb${QUERY}`, { envOverride, headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      await response.text();
    }
    const home = paths.filter((p) => p.includes('/augmentedpage/'));
    expect(home).toHaveLength(2);
    for (const path of paths) {
      expect(path).toMatch(/^\/preview\/caas\//);
      expect(path).toContain('previewDateTime=2027-01-01T00%3A00%3A00Z');
    }
  });
});
