import { describe, expect, it, vi } from 'vitest';
import { RECALCULATE_EVENT } from '../../shared/content/recalculate';
import { listenForRecalculate } from './listen';

const page = (marked: boolean) => {
  const doc = Object.assign(new EventTarget(), {
    querySelector: (selector: string) => (marked && selector === '[data-depends]' ? {} : null),
  });
  return { doc, win: new EventTarget() };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listenForRecalculate', () => {
  it('on a page with dependent slots: loads and runs the recalculation on each event', async () => {
    const { doc, win } = page(true);
    const run = vi.fn(async () => undefined);
    expect(listenForRecalculate(doc, win, run)).toBe(true);
    expect(run).not.toHaveBeenCalled();
    doc.dispatchEvent(new CustomEvent(RECALCULATE_EVENT, { detail: { reason: 'cart' } }));
    doc.dispatchEvent(new CustomEvent(RECALCULATE_EVENT));
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a page restored from the back/forward cache recalculates; a plain load does not', async () => {
    const { doc, win } = page(true);
    const run = vi.fn(async () => undefined);
    listenForRecalculate(doc, win, run);
    const shown = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
    win.dispatchEvent(shown(false));
    await flush();
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(shown(true));
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page without dependent slots listens to nothing', async () => {
    const { doc, win } = page(false);
    const run = vi.fn(async () => undefined);
    expect(listenForRecalculate(doc, win, run)).toBe(false);
    doc.dispatchEvent(new CustomEvent(RECALCULATE_EVENT));
    await flush();
    expect(run).not.toHaveBeenCalled();
  });
});
