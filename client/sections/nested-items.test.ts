import { describe, expect, it } from 'vitest';
import type { NestedItem } from '../../shared/contract/content-item-base';
import { nestedItemsOf } from './index';

const text = (id: string) => ({
  id,
  type: 'rich-text',
  blocks: [{ kind: 'paragraph', text: 'Repairs for life' }],
});

describe('nested items', () => {
  it('are parsed once per list: the same objects on every render, skipped ones null', () => {
    const items = [
      text('one'),
      { type: 'rich-text', blocks: [] } as unknown as NestedItem,
      { id: 'x', type: 'hologram' },
      // A known type that does not parse: skipped, never handed to its component.
      { id: 'broken', type: 'rich-text', blocks: 'none' },
      text('two'),
    ];
    const first = nestedItemsOf(items);
    expect(first.map((item) => item?.id ?? null)).toEqual(['one', null, null, null, 'two']);
    const again = nestedItemsOf(items);
    expect(again[0]).toBe(first[0]);
    expect(again[4]).toBe(first[4]);
    // Another list (another version of the content) is parsed on its own.
    const next = nestedItemsOf(items.slice());
    expect(next[0]).not.toBe(first[0]);
    expect(next[0]).toEqual(first[0]);
  });
});
