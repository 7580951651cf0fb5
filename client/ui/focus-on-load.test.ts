import { describe, expect, it } from 'vitest';
import { FOCUS_ON_LOAD_ATTRIBUTE, focusOnLoad } from './focus-on-load';

/** A document with a body, an optional marked element and what `querySelector` finds. */
const fakeDocument = (found: Record<string, boolean>, hash = '') => {
  const body = { name: 'body' };
  const doc = {
    activeElement: body as unknown as Element | null,
    body: body as unknown as Element,
    location: { hash },
    target: {
      focus: () => {
        doc.activeElement = doc.target as unknown as Element;
      },
    },
    querySelector(selector: string): Element | null {
      if (selector === `[${FOCUS_ON_LOAD_ATTRIBUTE}]`)
        return found.marked ? (doc.target as unknown as Element) : null;
      return found.autofocus && selector.startsWith('[autofocus]') ? ({} as Element) : null;
    },
  };
  return doc;
};

describe('focusOnLoad', () => {
  it('moves the focus from the body to the marked element', () => {
    const doc = fakeDocument({ marked: true });
    expect(focusOnLoad(doc)).toBe(true);
    expect(doc.activeElement).toBe(doc.target);
  });

  it('does nothing on a page without a marked element', () => {
    const doc = fakeDocument({ marked: false });
    expect(focusOnLoad(doc)).toBe(false);
    expect(doc.activeElement).toBe(doc.body);
  });

  it('leaves a focus the shopper already put somewhere, a fragment target and an autofocus field alone', () => {
    const moved = fakeDocument({ marked: true });
    const field = {} as Element;
    moved.activeElement = field;
    expect(focusOnLoad(moved)).toBe(false);
    expect(moved.activeElement).toBe(field);

    const hashed = fakeDocument({ marked: true }, '#modal-newsletter');
    expect(focusOnLoad(hashed)).toBe(false);
    expect(hashed.activeElement).toBe(hashed.body);

    const autofocus = fakeDocument({ marked: true, autofocus: true });
    expect(focusOnLoad(autofocus)).toBe(false);
    expect(autofocus.activeElement).toBe(autofocus.body);
  });
});
