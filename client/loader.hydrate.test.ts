/** The loader's work on one marker (`hydrateIsland`), its props and its failures. */
import { describe, expect, it, vi } from 'vitest';
import { asElement, fakeElement } from './island-kit/fake-elements';
import { hydrateIsland, importWithRetry, readProps } from './loader';

const MiniCart = () => null;

describe('hydrating a marker', () => {
  const runtime = () => ({ hydrate: vi.fn() });

  it('retries a failed import once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('ok');
    expect(await importWithRetry(load)).toBe('ok');
    const always = vi.fn().mockRejectedValue(new Error('gone'));
    await expect(importWithRetry(always)).rejects.toThrow('gone');
    expect(always).toHaveBeenCalledTimes(2);
  });

  it('marks, imports only that island and hydrates with its props and prefix', async () => {
    const el = fakeElement({
      name: 'MiniCart',
      strategy: 'load',
      prefix: 'i3-',
      props: '{"locale":"en-us"}',
    });
    const rt = runtime();
    const other = vi.fn();
    await hydrateIsland(asElement(el), {
      islands: {
        './MiniCart.tsx': async () => ({ default: MiniCart }),
        './AddToCart.tsx': other,
      },
      runtime: async () => rt,
      env: { setTimeout },
    });
    expect(rt.hydrate).toHaveBeenCalledWith(el, MiniCart, { locale: 'en-us' }, 'i3-');
    expect(other).not.toHaveBeenCalled();
    expect(el.getAttribute('status')).toBe('hydrated');
  });

  it('puts shared props back from their data blocks, each parsed once per document', async () => {
    const blocks: Record<string, string> = { s7: '{"greeting":"Hi \\u003c/script\\u003e"}' };
    const looked: string[] = [];
    const doc = {
      querySelector: (selector: string) => {
        looked.push(selector);
        const id = /data-sf-shared="(\w+)"/.exec(selector)?.[1] ?? '';
        return id in blocks ? { textContent: blocks[id] } : null;
      },
    };
    const marker = (props: string) =>
      asElement(Object.assign(fakeElement({ name: 'MiniCart', props }), { ownerDocument: doc }));
    const first = readProps(marker('{"text":{"sf:shared":"s7"},"n":1}'));
    const second = readProps(marker('{"n":2,"label":{"sf:shared":"s7"}}'));
    expect(first).toEqual({ text: { greeting: 'Hi </script>' }, n: 1 });
    expect(second).toEqual({ n: 2, label: { greeting: 'Hi </script>' } });
    expect(looked).toEqual(['script[data-sf-shared="s7"]']);
    // A block that is not on the page fails the island (logged; its server HTML stays).
    expect(() => readProps(marker('{"text":{"sf:shared":"s8"}}'))).toThrow('shared prop s8 missing');
  });

  it('logs and skips a broken island', async () => {
    const el = fakeElement({ name: 'AddToCart', strategy: 'load', prefix: 'i1-', props: '{}' });
    const log = { error: vi.fn() };
    await hydrateIsland(asElement(el), {
      islands: { './AddToCart.tsx': () => Promise.reject(new Error('404')) },
      runtime: async () => runtime(),
      env: { setTimeout },
      log,
    });
    expect(el.getAttribute('status')).toBe('failed');
    expect(log.error).toHaveBeenCalledWith('[islands] AddToCart not hydrated', expect.any(Error));
  });

  it('loads nothing for a name that is not an island file (a path, a prototype key, none)', async () => {
    const islands = { './MiniCart.tsx': vi.fn(async () => ({ default: MiniCart })) };
    for (const name of ['../MiniCart', '__proto__', 'constructor', 'toString', undefined]) {
      const el = fakeElement({ strategy: 'load', props: '{}', ...(name ? { name } : {}) });
      const log = { error: vi.fn() };
      await hydrateIsland(asElement(el), {
        islands,
        runtime: async () => runtime(),
        env: { setTimeout },
        log,
      });
      expect([name, el.getAttribute('status')]).toEqual([name, 'failed']);
      expect(log.error).toHaveBeenCalledWith(`[islands] ${name ?? '?'} not hydrated`, expect.any(Error));
    }
    expect(islands['./MiniCart.tsx']).not.toHaveBeenCalled();
  });
});
