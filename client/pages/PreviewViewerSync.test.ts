import { describe, expect, it } from 'vitest';
import { SCROLL_MESSAGE, scrollFromMessage, scrollMessage, viewerSearch } from './PreviewViewerSync';

describe('preview viewer scroll sync', () => {
  const parent = 'https://cms.example';

  it('follows a scroll message from the parent origin only', () => {
    expect(scrollFromMessage({ origin: parent, data: scrollMessage(120.4) }, parent)).toBe(120);
    expect(
      scrollFromMessage({ origin: 'https://evil.example', data: scrollMessage(120) }, parent),
    ).toBeUndefined();
  });

  it('ignores anything that is not a scroll position', () => {
    for (const data of [
      null,
      'scroll',
      { type: 'other', scrollY: 1 },
      { type: SCROLL_MESSAGE, scrollY: -1 },
    ]) {
      expect(scrollFromMessage({ origin: parent, data }, parent)).toBeUndefined();
    }
    expect(
      scrollFromMessage({ origin: parent, data: { type: SCROLL_MESSAGE, scrollY: Number.NaN } }, parent),
    ).toBeUndefined();
  });

  it('writes the query without empty fields', () => {
    expect(viewerSearch({ docType: 'hero', layoutVariant: '', limit: 20 })).toBe('docType=hero&limit=20');
    expect(viewerSearch({ docType: 'a b', layoutVariant: 'x', limit: 10 })).toBe(
      'docType=a+b&layoutVariant=x&limit=10',
    );
  });
});
