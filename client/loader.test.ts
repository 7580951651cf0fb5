/** The loader's strategies, its companions, early halves and plain islands (`loader.ts`). */
import { describe, expect, it, vi } from 'vitest';
import {
  asElement,
  delegating,
  fakeElement,
  flush,
  stubMouseEvent,
  target,
} from './island-kit/fake-elements';
import { isPlainIsland } from './island-kit/plain-islands';
import { earlyHalf, hydrateIsland, type LoaderEnv, parseStrategy, whenReady, withComing } from './loader';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await flush();
  return done;
};

describe('loader strategies', () => {
  it('parses strategies, defaulting to load', () => {
    expect(parseStrategy('idle')).toBe('idle');
    expect(parseStrategy('visible')).toBe('visible');
    expect(parseStrategy('bogus')).toBe('load');
    expect(parseStrategy(null)).toBe('load');
  });

  it('load resolves at once', async () => {
    expect(await settled(whenReady('load', asElement(fakeElement()), { setTimeout }))).toBe(true);
  });

  it('idle waits for requestIdleCallback (with a timeout), else falls back to setTimeout', async () => {
    let idle: (() => void) | undefined;
    const ric = vi.fn((cb: () => void) => {
      idle = cb;
    });
    const p = whenReady('idle', asElement(fakeElement()), { requestIdleCallback: ric, setTimeout });
    expect(await settled(p)).toBe(false);
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle!();
    expect(await settled(p)).toBe(true);

    const timer = vi.fn((cb: () => void) => cb());
    expect(await settled(whenReady('idle', asElement(fakeElement()), { setTimeout: timer }))).toBe(true);
    expect(timer).toHaveBeenCalled();
  });

  it('idle waits for the load event first when the page is still loading', async () => {
    let loaded: (() => void) | undefined;
    const addEventListener = vi.fn((_type: 'load', cb: () => void) => {
      loaded = cb;
    });
    const ric = vi.fn((cb: () => void) => cb());
    const env = {
      requestIdleCallback: ric,
      setTimeout,
      document: { readyState: 'interactive' },
      addEventListener,
    };
    const p = whenReady('idle', asElement(fakeElement()), env);
    expect(await settled(p)).toBe(false);
    expect(ric).not.toHaveBeenCalled();
    expect(addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    loaded!();
    expect(await settled(p)).toBe(true);
    // Once the page has loaded, idle islands do not wait for an event that already happened.
    const done = { ...env, document: { readyState: 'complete' } };
    expect(await settled(whenReady('idle', asElement(fakeElement()), done))).toBe(true);
  });

  it('visible waits for an intersection and disconnects after the first hit', async () => {
    const instances: {
      cb: (e: { isIntersecting: boolean }[]) => void;
      disconnect: ReturnType<typeof vi.fn>;
    }[] = [];
    class FakeObserver {
      disconnect = vi.fn();
      constructor(public cb: (e: { isIntersecting: boolean }[]) => void) {
        instances.push(this);
      }
      observe() {}
    }
    const env: LoaderEnv = { setTimeout, IntersectionObserver: FakeObserver };
    const p = whenReady('visible', asElement(fakeElement()), env);
    instances[0]!.cb([{ isIntersecting: false }]);
    expect(await settled(p)).toBe(false);
    instances[0]!.cb([{ isIntersecting: true }]);
    expect(await settled(p)).toBe(true);
    expect(instances[0]!.disconnect).toHaveBeenCalledTimes(1);
  });

  it('visible waits for the load event before it watches, even for an island in view from the start', async () => {
    let loaded: (() => void) | undefined;
    const observed: unknown[] = [];
    class InView {
      constructor(private cb: (e: { isIntersecting: boolean }[]) => void) {}
      observe(target: unknown) {
        observed.push(target);
        this.cb([{ isIntersecting: true }]);
      }
      disconnect() {}
    }
    const env: LoaderEnv = {
      setTimeout,
      IntersectionObserver: InView,
      document: { readyState: 'interactive' },
      addEventListener: (_type: 'load', cb: () => void) => {
        loaded = cb;
      },
    } as LoaderEnv;
    const p = whenReady('visible', asElement(fakeElement()), env);
    expect(await settled(p)).toBe(false);
    expect(observed).toEqual([]);
    loaded!();
    expect(await settled(p)).toBe(true);
    expect(observed).toHaveLength(1);
  });

  it('interaction waits for the first pointerdown, focusin or keydown inside, then unlistens', async () => {
    const el = fakeElement();
    const p = whenReady('interaction', asElement(el), { setTimeout });
    expect(el.listenerCount()).toBe(3);
    expect(await settled(p)).toBe(false);
    el.dispatch('focusin');
    expect(await settled(p)).toBe(true);
    expect(el.listenerCount()).toBe(0);
  });
});

describe('islands that enhance server HTML by delegation', () => {
  it('interaction with `wake` listens on the document, and only an event on a matching element wakes it', async () => {
    const { el, doc } = delegating({ wake: '#listing' });
    const p = whenReady('interaction', asElement(el), { setTimeout });
    expect([el.listenerCount(), doc.listenerCount()]).toEqual([0, 3]);
    doc.dispatchWith('pointerdown', { type: 'pointerdown', target: target(['.mega']) });
    doc.dispatchWith('keydown', { type: 'keydown', target: {} });
    expect(await settled(p)).toBe(false);
    doc.dispatchWith('focusin', { type: 'focusin', target: target(['#listing']) });
    expect(await settled(p)).toBe(true);
    expect(doc.listenerCount()).toBe(0);
  });
});

describe('companion islands (the mini cart, the toasts, the buy box)', () => {
  it('wait for React to be asked for by another island, or for an interaction of their own', async () => {
    let ask: () => void = () => {};
    const coming = new Promise<void>((resolve) => {
      ask = resolve;
    });
    const waiting = fakeElement();
    const p = whenReady('companion', asElement(waiting), { setTimeout }, coming);
    expect(await settled(p)).toBe(false);
    ask();
    expect(await settled(p)).toBe(true);

    const touched = fakeElement();
    const q = whenReady('companion', asElement(touched), { setTimeout }, new Promise(() => {}));
    expect(await settled(q)).toBe(false);
    touched.dispatch('pointerdown');
    expect(await settled(q)).toBe(true);
  });

  it('fetch their code as another island asks for the runtime, and hydrate once it is here', async () => {
    const hydrate = vi.fn();
    let loadRuntime: () => void = () => {};
    const runtimeLoaded = new Promise<void>((resolve) => {
      loadRuntime = resolve;
    });
    const cartCode = vi.fn(async () => ({ default: MiniCart }));
    const deps = withComing({
      islands: {
        './MiniCart.tsx': cartCode,
        './QuickShop.tsx': async () => ({ default: MiniCart }),
      },
      runtime: async () => {
        await runtimeLoaded;
        return { hydrate };
      },
      env: { setTimeout },
    });
    const cart = fakeElement({ name: 'MiniCart', strategy: 'companion', props: '{}' });
    const shop = fakeElement({ name: 'QuickShop', strategy: 'interaction', props: '{}' });
    const cartDone = hydrateIsland(asElement(cart), deps);
    const shopDone = hydrateIsland(asElement(shop), deps);
    await flush();
    expect(cartCode).not.toHaveBeenCalled();
    shop.dispatch('pointerdown');
    await flush();
    // The runtime is on its way for the quick shop: the mini cart's code comes beside it.
    expect(cartCode).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    loadRuntime();
    await Promise.all([cartDone, shopDone]);
    expect(hydrate.mock.calls.map((call) => call[0])).toEqual([shop, cart]);
    expect(cart.getAttribute('status')).toBe('hydrated');
  });
});

describe('clicks before an interaction island hydrates', () => {
  it("are replayed once the island's effects have run, not as soon as it starts hydrating", async () => {
    stubMouseEvent();
    const { el, doc } = delegating({
      name: 'QuickShop',
      strategy: 'interaction',
      wake: 'a[data-quickshop]',
      hold: 'a[data-quickshop]',
      props: '{}',
    });
    let commit: () => void = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const hydrate = vi.fn(() => committed);
    const done = hydrateIsland(asElement(el), {
      islands: { './QuickShop.tsx': async () => ({ default: MiniCart }) },
      runtime: async () => ({ hydrate }),
      env: { setTimeout: () => 0 },
    });
    const link = target(['a[data-quickshop]']);
    doc.dispatchWith('pointerdown', { type: 'pointerdown', target: link });
    doc.dispatchWith('pointerup', { type: 'pointerup', target: link });
    doc.dispatchWith('click', { type: 'click', target: link, preventDefault() {}, stopPropagation() {} });
    await flush();
    expect(hydrate).toHaveBeenCalled();
    expect(link.dispatchEvent).not.toHaveBeenCalled();
    expect(el.getAttribute('status')).toBe('pending');
    commit();
    await done;
    expect(link.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(el.getAttribute('status')).toBe('hydrated');
    vi.unstubAllGlobals();
  });
});

describe("an island's early half (what its server HTML needs before React)", () => {
  it('comes once the page has loaded, or at a first interaction before that, with the props', async () => {
    let loaded: () => void = () => {};
    const env = {
      setTimeout,
      document: { readyState: 'interactive' },
      addEventListener: (_type: 'load', cb: () => void) => {
        loaded = cb;
      },
    };
    const half = { woken: vi.fn() };
    const make = vi.fn(() => half);
    const load = vi.fn(async () => ({ default: make }));
    const deps = { islands: {}, early: { './AddToCart.early.ts': load }, runtime: vi.fn(), env };
    const el = fakeElement();
    const p = earlyHalf(asElement(el), 'AddToCart', { maxQty: 9 }, deps);
    expect(await settled(p)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    loaded();
    expect(await p).toBe(half);
    expect(make).toHaveBeenCalledWith(el, { maxQty: 9 });

    const touched = fakeElement();
    const q = earlyHalf(asElement(touched), 'AddToCart', {}, deps);
    touched.dispatch('pointerdown');
    expect(await q).toBe(half);
    expect(deps.runtime).not.toHaveBeenCalled();
  });

  it('is none for an island without one, and none (logged) when it cannot be fetched', async () => {
    const env = { setTimeout };
    const log = { error: vi.fn() };
    const none = earlyHalf(asElement(fakeElement()), 'MiniCart', {}, { islands: {}, runtime: vi.fn(), env });
    expect(await none).toBeUndefined();
    const broken = earlyHalf(
      asElement(fakeElement()),
      'AddToCart',
      {},
      {
        islands: {},
        early: { './AddToCart.early.ts': () => Promise.reject(new Error('404')) },
        runtime: vi.fn(),
        env,
        log,
      },
    );
    expect(await broken).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('[islands] AddToCart early half not loaded', expect.any(Error));
  });

  it('is told when its island wakes, before React is here (to fetch what a tap will need)', async () => {
    const woken = vi.fn();
    let loadRuntime: () => void = () => {};
    const runtimeLoaded = new Promise<void>((resolve) => {
      loadRuntime = resolve;
    });
    const el = fakeElement({ name: 'AddToCart', strategy: 'companion', props: '{}' });
    const done = hydrateIsland(asElement(el), {
      islands: { './AddToCart.tsx': async () => ({ default: MiniCart }) },
      early: { './AddToCart.early.ts': async () => ({ default: () => ({ woken }) }) },
      runtime: async () => {
        await runtimeLoaded;
        return { hydrate: vi.fn() };
      },
      env: { setTimeout },
    });
    await flush();
    expect(woken).not.toHaveBeenCalled();
    el.dispatch('focusin');
    await flush();
    expect(woken).toHaveBeenCalledTimes(1);
    expect(el.getAttribute('status')).toBe('pending');
    loadRuntime();
    await done;
    expect(el.getAttribute('status')).toBe('hydrated');
  });
});

describe('an island woken by a tap', () => {
  it("asks for its code and React only once the tap's frame has painted, outside the tap's event", async () => {
    const frames: (() => void)[] = [];
    const runtime = vi.fn(async () => ({ hydrate: vi.fn() }));
    const code = vi.fn(async () => ({ default: MiniCart }));
    const el = fakeElement({ name: 'MenuKeys', strategy: 'interaction', props: '{}' });
    const done = hydrateIsland(asElement(el), {
      islands: { './MenuKeys.tsx': code },
      runtime,
      env: {
        setTimeout: (cb: () => void) => setTimeout(cb, 0),
        requestAnimationFrame: (cb: () => void) => frames.push(cb),
      },
    });
    el.dispatch('pointerdown');
    await flush();
    expect([code.mock.calls.length, runtime.mock.calls.length]).toEqual([0, 0]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    await done;
    expect([code.mock.calls.length, runtime.mock.calls.length]).toEqual([1, 1]);
    expect(el.getAttribute('status')).toBe('hydrated');
  });
});

describe('a plain island', () => {
  it("runs its module's enhance with the props, without ever asking for React", async () => {
    const runtime = vi.fn(async () => ({ hydrate: vi.fn() }));
    const enhance = vi.fn();
    const el = fakeElement({ name: 'Carousel', strategy: 'load', plain: '', props: '{"id":"c1"}' });
    await hydrateIsland(asElement(el), {
      islands: { './Carousel.tsx': async () => ({ default: () => null, enhance }) },
      runtime,
      env: { setTimeout: (cb: () => void) => setTimeout(cb, 0) },
    });
    expect(enhance).toHaveBeenCalledWith(el, { id: 'c1' });
    expect(runtime).not.toHaveBeenCalled();
    expect(el.getAttribute('status')).toBe('hydrated');
  });

  it('is marked as such by the server, and only the islands of the list are', () => {
    expect(isPlainIsland('Carousel')).toBe(true);
    expect(isPlainIsland('MiniCart')).toBe(false);
  });
});

const MiniCart = () => null;
