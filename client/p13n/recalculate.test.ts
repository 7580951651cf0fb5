import { describe, expect, it, vi } from 'vitest';
import type { RecalculateAnswer } from '../../shared/content/recalculate';
import { applyRecalculation, type RecalculateDocument, recalculate } from './recalculate';

type FakeSlot = {
  dependent: boolean;
  replaceWith: ReturnType<typeof vi.fn>;
  listeners: Map<string, () => void>;
  holds: unknown;
};

const slot = (dependent = true, holds: unknown = null): FakeSlot => ({
  dependent,
  replaceWith: vi.fn(),
  listeners: new Map(),
  holds,
});

/** Just enough of a document: slots by `data-item`, templates that keep their HTML. */
const fakeDocument = (slots: Record<string, FakeSlot>, activeElement: unknown = null) => {
  const asElement = (s: FakeSlot) => ({
    contains: (el: unknown) => el !== null && el === s.holds,
    replaceWith: s.replaceWith,
    addEventListener: (type: string, fn: () => void) => s.listeners.set(type, fn),
    querySelector: (selector: string) => (selector === '[data-depends]' && s.dependent ? {} : null),
  });
  const selectors: string[] = [];
  const doc = {
    activeElement,
    location: { pathname: '/en-us' },
    querySelector: (selector: string) => {
      selectors.push(selector);
      const id = /^\[data-item="(.*)"\]$/.exec(selector)?.[1];
      const found = id === undefined ? undefined : slots[id];
      return found ? asElement(found) : null;
    },
    createElement: () => {
      const template = { innerHTML: '', content: {} as { html?: string } };
      return {
        get innerHTML() {
          return template.innerHTML;
        },
        set innerHTML(html: string) {
          template.innerHTML = html;
          template.content = { html };
        },
        get content() {
          return template.content;
        },
      };
    },
  };
  return { doc: doc as unknown as RecalculateDocument, selectors };
};

const LABELS = [{ event: 'experiments', experiments: [{ experienceId: 1005, variant: 'A' }] }];
const answer = (slots: RecalculateAnswer['slots']): RecalculateAnswer => ({ slots, dataLayer: LABELS });

describe('applyRecalculation', () => {
  it('swaps each answered slot the page marked as dependent, and pushes the labels', () => {
    const nudge = slot();
    const plain = slot(false);
    const { doc, selectors } = fakeDocument({ 'home-cart-nudge': nudge, 'home-hero-experiment': plain });
    const dataLayer: unknown[] = [{ event: 'pageView' }];
    const swapped = applyRecalculation(
      doc,
      answer([
        { item: 'home-cart-nudge', html: '<div data-item="home-cart-nudge">new</div>' },
        // Not marked as dependent on the page: never replaced, whatever an answer says.
        { item: 'home-hero-experiment', html: '<div>hijack</div>' },
        { item: 'gone', html: '<div>x</div>' },
        // Not an id: no selector is built from it.
        { item: '"],body,["', html: '<div>x</div>' },
      ]),
      dataLayer,
    );
    expect(swapped).toBe(1);
    expect(nudge.replaceWith).toHaveBeenCalledWith({ html: '<div data-item="home-cart-nudge">new</div>' });
    expect(plain.replaceWith).not.toHaveBeenCalled();
    expect(selectors.some((s) => s.includes('body'))).toBe(false);
    expect(dataLayer).toEqual([{ event: 'pageView' }, ...LABELS]);
  });

  it('leaves the focus where it is: a slot holding it is swapped once the focus leaves', () => {
    const link = { name: 'Complete your order' };
    const nudge = slot(true, link);
    const { doc } = fakeDocument({ 'home-cart-nudge': nudge }, link);
    applyRecalculation(doc, answer([{ item: 'home-cart-nudge', html: '<div>new</div>' }]), []);
    expect(nudge.replaceWith).not.toHaveBeenCalled();
    nudge.listeners.get('focusout')!();
    expect(nudge.replaceWith).toHaveBeenCalledTimes(1);
  });
});

describe('recalculate', () => {
  const answering = (body: unknown, status = 200) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it("posts the page's path to the BFF and applies the answer", async () => {
    const nudge = slot();
    const { doc } = fakeDocument({ 'home-cart-nudge': nudge });
    const fetcher = answering(answer([{ item: 'home-cart-nudge', html: '<div>new</div>' }]));
    const dataLayer: unknown[] = [];
    await recalculate(doc, dataLayer, fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/decision/recalculate?locale=en-us');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ path: '/en-us' }) });
    expect(nudge.replaceWith).toHaveBeenCalledTimes(1);
    expect(dataLayer).toEqual(LABELS);
  });

  it('events during a call make one more call after it, not one each', async () => {
    const { doc } = fakeDocument({});
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetcher = vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify(answer([])), { status: 200 });
    });
    const first = recalculate(doc, [], fetcher as unknown as typeof fetch);
    const more = [1, 2, 3].map(() => recalculate(doc, [], fetcher as unknown as typeof fetch));
    release();
    await Promise.all([first, ...more]);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // Settled: the next event calls again.
    await recalculate(doc, [], fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('a refusal or a failed call leaves the slots as they are', async () => {
    const nudge = slot();
    const { doc } = fakeDocument({ 'home-cart-nudge': nudge });
    const dataLayer: unknown[] = [];
    await recalculate(
      doc,
      dataLayer,
      answering({ errorDetails: [{ errorId: 'API400', message: 'no' }] }, 400) as unknown as typeof fetch,
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recalculate(
      doc,
      dataLayer,
      vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch,
    );
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    expect(nudge.replaceWith).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
  });
});
