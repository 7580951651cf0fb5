import { describe, expect, it, vi } from 'vitest';
import { asElement, control, delegating, fakeElement, flush, stubMouseEvent, target } from './fake-elements';
import { holdClicks, holdsClicks } from './hold-clicks';

describe('holding a click on a marker delegating to the document', () => {
  it('`hold` holds only the clicks on matching elements of the document, and replays the last one', () => {
    stubMouseEvent();
    const { el, doc } = delegating({ wake: 'a[data-quickshop]', hold: 'a[data-quickshop]' });
    const release = holdClicks(asElement(el));
    expect([el.listenerCount(), doc.listenerCount()]).toEqual([0, 3]);
    const other = { type: 'click', target: target([]), preventDefault: vi.fn(), stopPropagation: vi.fn() };
    const link = target(['a[data-quickshop]']);
    const held = { type: 'click', target: link, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    doc.dispatchWith('click', other);
    doc.dispatchWith('click', held);
    expect(other.preventDefault).not.toHaveBeenCalled();
    expect(held.preventDefault).toHaveBeenCalled();
    expect(held.stopPropagation).toHaveBeenCalled();
    release();
    expect(doc.listenerCount()).toBe(0);
    expect(link.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('clicks before an island hydrates', () => {
  it('are held (no default action, no propagation) and the last one is replayed on release', () => {
    stubMouseEvent();
    const el = fakeElement();
    const button = { isConnected: true, dispatchEvent: vi.fn() };
    const event = { type: 'click', target: button, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    const release = holdClicks(asElement(el));
    expect(el.listenerCount()).toBe(3);
    el.dispatchWith('click', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopPropagation).toHaveBeenCalled();
    expect(button.dispatchEvent).not.toHaveBeenCalled();
    release();
    expect(el.listenerCount()).toBe(0);
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    const replayed = button.dispatchEvent.mock.calls[0]![0] as Event;
    expect([replayed.type, replayed.bubbles, replayed.cancelable]).toEqual(['click', true, true]);
    vi.unstubAllGlobals();
  });

  it('go to what now stands where the shopper clicked when hydration replaced the target', () => {
    stubMouseEvent();
    const button = { isConnected: true, dispatchEvent: vi.fn() };
    const elementFromPoint = vi.fn(() => button);
    const el = Object.assign(fakeElement(), {
      ownerDocument: { elementFromPoint },
      contains: (node: unknown) => node === button,
    });
    const link = { isConnected: true, dispatchEvent: vi.fn() };
    const release = holdClicks(asElement(el));
    el.dispatchWith('click', {
      type: 'click',
      target: link,
      clientX: 12,
      clientY: 34,
      preventDefault() {},
      stopPropagation() {},
    });
    link.isConnected = false;
    release();
    expect(elementFromPoint).toHaveBeenCalledWith(12, 34);
    expect(link.dispatchEvent).not.toHaveBeenCalled();
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('go to the control of the same name when hydration replaced the target and the page moved', () => {
    stubMouseEvent();
    const link = control('Cart, 2 items');
    const icon = { isConnected: true, dispatchEvent: vi.fn(), closest: () => link };
    const button = control('Cart, 2 items');
    const close = control('Close');
    const toast = control('Dismiss');
    // The header moved as the island hydrated: a toast stands where the shopper tapped.
    const elementFromPoint = vi.fn(() => toast);
    const el = Object.assign(fakeElement(), {
      ownerDocument: { elementFromPoint },
      contains: (node: unknown) => node === button || node === close,
      querySelectorAll: () => [button, close],
    });
    const release = holdClicks(asElement(el));
    el.dispatchWith('click', {
      type: 'click',
      target: icon,
      clientX: 12,
      clientY: 34,
      preventDefault() {},
      stopPropagation() {},
    });
    icon.isConnected = false;
    link.isConnected = false;
    release();
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(toast.dispatchEvent).not.toHaveBeenCalled();
    expect(close.dispatchEvent).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('replay nothing when there was no click, or its target left the page', () => {
    const el = fakeElement();
    holdClicks(asElement(el))();
    const gone = { isConnected: false, dispatchEvent: vi.fn() };
    const release = holdClicks(asElement(el));
    el.dispatchWith('click', { type: 'click', target: gone, preventDefault() {}, stopPropagation() {} });
    release();
    expect(gone.dispatchEvent).not.toHaveBeenCalled();
  });
});

describe('a press under way as the island hydrates', () => {
  /** The cart's island: its link, pressed, becomes its button as it hydrates. */
  const cart = () => {
    const doc = fakeElement();
    const link = control('Cart, 1 item');
    const button = control('Cart, 1 item');
    const outside = control('Search');
    let rendered: unknown[] = [link];
    const el = Object.assign(fakeElement(), {
      ownerDocument: doc,
      contains: (node: unknown) => rendered.includes(node),
      querySelectorAll: () => rendered,
    });
    const hydrate = () => {
      link.isConnected = false;
      rendered = [button];
    };
    return { doc, el, link, button, outside, hydrate };
  };
  const pointer = (type: string, target: unknown, pointerType = 'mouse') => ({
    type,
    target,
    pointerType,
    clientX: 5,
    clientY: 6,
  });

  it("takes a mouse's release on the island for the click the browser never sends, once", async () => {
    stubMouseEvent();
    const { doc, el, link, button, hydrate } = cart();
    const release = holdClicks(asElement(el));
    el.dispatchWith('pointerdown', pointer('pointerdown', link));
    hydrate();
    release();
    expect(button.dispatchEvent).not.toHaveBeenCalled();
    // The pointer comes up on the button that now stands there: no click follows (Chromium).
    doc.dispatchWith('pointerup', pointer('pointerup', button));
    el.dispatchWith('pointerup', pointer('pointerup', button));
    await flush();
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(link.dispatchEvent).not.toHaveBeenCalled();
    expect([el.listenerCount(), doc.listenerCount()]).toEqual([0, 0]);
    vi.unstubAllGlobals();
  });

  it('replays the click that does follow the release, once, when what was pressed still stands', async () => {
    stubMouseEvent();
    const { doc, el, link } = cart();
    const release = holdClicks(asElement(el));
    el.dispatchWith('pointerdown', pointer('pointerdown', link));
    release();
    doc.dispatchWith('pointerup', pointer('pointerup', link));
    el.dispatchWith('pointerup', pointer('pointerup', link));
    el.dispatchWith('click', { type: 'click', target: link, preventDefault() {}, stopPropagation() {} });
    expect(link.dispatchEvent).not.toHaveBeenCalled();
    await flush();
    expect(link.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('clicks nothing for a touch (its click comes on its own) or a pointer let go off the island', async () => {
    stubMouseEvent();
    for (const [up, on] of [
      ['touch', 'button'],
      ['mouse', 'outside'],
    ] as const) {
      const island = cart();
      const release = holdClicks(asElement(island.el));
      island.el.dispatchWith('pointerdown', pointer('pointerdown', island.link, up));
      island.hydrate();
      release();
      island.doc.dispatchWith('pointerup', pointer('pointerup', island[on], up));
      await flush();
      expect(island.button.dispatchEvent).not.toHaveBeenCalled();
      expect(island.outside.dispatchEvent).not.toHaveBeenCalled();
      expect(island.el.listenerCount()).toBe(0);
    }
    vi.unstubAllGlobals();
  });
});

describe("clicks an island's early half answers", () => {
  const click = <T>(on: T) => ({
    type: 'click',
    target: on,
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
  });

  it('`hold` without `wake` holds only the matching clicks inside the island: its links and radios work', () => {
    stubMouseEvent();
    const { el, doc } = delegating({ hold: 'button[type=submit]' });
    const release = holdClicks(asElement(el));
    expect([el.listenerCount(), doc.listenerCount()]).toEqual([3, 0]);
    const radio = click(target([]));
    const submit = click(target(['button[type=submit]']));
    el.dispatchWith('click', radio);
    el.dispatchWith('click', submit);
    expect(radio.preventDefault).not.toHaveBeenCalled();
    expect(submit.preventDefault).toHaveBeenCalled();
    release();
    expect(submit.target.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('answers a held click it takes, which is then never replayed; one it leaves is replayed', async () => {
    stubMouseEvent();
    const take = vi.fn((clicked: Element) => (clicked as unknown as { taken: boolean }).taken);
    const early = Promise.resolve({ take });
    const el = fakeElement();
    const add = { ...target([]), taken: true };
    const release = holdClicks(asElement(el), early);
    el.dispatchWith('click', click(add));
    await flush();
    expect(take).toHaveBeenCalledWith(add);
    release();
    expect(add.dispatchEvent).not.toHaveBeenCalled();

    const other = { ...target([]), taken: false };
    const again = holdClicks(asElement(el), early);
    el.dispatchWith('click', click(other));
    await flush();
    again();
    expect(other.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a click that hydration replayed first is not taken as well (one add, never two)', async () => {
    stubMouseEvent();
    let arrive: (half: { take: (el: Element) => boolean }) => void = () => {};
    const early = new Promise<{ take: (el: Element) => boolean }>((resolve) => {
      arrive = resolve;
    });
    const take = vi.fn(() => true);
    const el = fakeElement();
    const add = target([]);
    const release = holdClicks(asElement(el), early);
    el.dispatchWith('click', click(add));
    release();
    arrive({ take });
    await flush();
    expect(add.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(take).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('which islands hold clicks until hydrated', () => {
  it('those the shopper can reach first: interaction, visible and companion, not load or idle', () => {
    expect(['interaction', 'visible', 'companion', 'load', 'idle', null].map(holdsClicks)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
