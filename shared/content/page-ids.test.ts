import { describe, expect, it } from 'vitest';
import { fillGalleryFilter, filterShows, isCustomsPath, pageIdsOf } from './page-ids';

describe('ids read from the path', () => {
  it('reads product and category pages, nothing elsewhere', () => {
    expect(pageIdsOf('/en-us/p/trail-shell-RL100001001')).toEqual({
      productId: 'RL100001001',
      styleId: 'RL100001',
    });
    expect(pageIdsOf('/en-us/c/men-jackets-1010')).toEqual({ categoryId: '1010' });
    expect(pageIdsOf('/en-us/campaign')).toEqual({});
    expect(pageIdsOf('/en-us/p/not a product')).toEqual({});
  });
  it('spots customs paths', () => {
    expect(isCustomsPath('/en-us/customs/boots')).toBe(true);
    expect(isCustomsPath('/en-us/campaign')).toBe(false);
  });
});

describe('conditional filter (content spec section 3)', () => {
  const product = pageIdsOf('/en-us/p/trail-shell-RL100001001');
  const category = pageIdsOf('/en-us/c/men-jackets-1010');
  it('bySku IN matches the style or the full product id', () => {
    expect(filterShows({ variant: 'bySku', filterBy: ['RL100001'], operator: 'IN' }, product)).toBe(true);
    expect(filterShows({ variant: 'bySku', filterBy: ['RL100001001'], operator: 'IN' }, product)).toBe(true);
    expect(filterShows({ variant: 'bySku', filterBy: ['RL999999'], operator: 'IN' }, product)).toBe(false);
  });
  it('NOT IN shows everywhere but the listed pages', () => {
    expect(filterShows({ variant: 'bySku', filterBy: ['RL100001'], operator: 'NOT IN' }, product)).toBe(
      false,
    );
    expect(filterShows({ variant: 'bySku', filterBy: ['RL100001'], operator: 'NOT IN' }, category)).toBe(
      true,
    );
  });
  it('byCategory reads the category id', () => {
    expect(filterShows({ variant: 'byCategory', filterBy: ['1010'], operator: 'IN' }, category)).toBe(true);
    expect(filterShows({ variant: 'byCategory', filterBy: ['1010'], operator: 'IN' }, product)).toBe(false);
    expect(filterShows({ variant: 'byCategory', filterBy: ['1010'], operator: 'NOT IN' }, {})).toBe(true);
  });
  it('fills the gallery placeholders', () => {
    expect(fillGalleryFilter('product:PRODUCT_ID;category:CATEGORY', product)).toBe(
      'product:RL100001;category:',
    );
    expect(fillGalleryFilter('category:CATEGORY', category)).toBe('category:1010');
  });
});
