import { describe, expect, it } from 'vitest';
import type { MegaMenuNode } from '../../shared/contract/content';
import { columnsOf, showL1ShopAll, showL2ShopAllOnMobile } from './mega-menu-rules';

const leaf = (id: string): MegaMenuNode => ({ id, title: id, target: { url: `/en-us/c/${id}-1000` } });
const l1 = (over: Partial<MegaMenuNode> = {}): MegaMenuNode => ({
  ...leaf('men'),
  columns: [{ id: 'c', title: 'Clothing', children: [leaf('jackets')] }],
  ...over,
});

describe('mega menu rules', () => {
  it('shows "Shop all" on an L1 with column content unless hideShopAll.sm', () => {
    expect(showL1ShopAll(l1())).toBe(true);
    expect(showL1ShopAll(l1({ hideShopAll: { sm: true } }))).toBe(false);
    expect(showL1ShopAll(l1({ hideShopAll: { sm: false } }))).toBe(true);
  });

  it('no "Shop all" on an L1 without column content', () => {
    expect(showL1ShopAll(leaf('sale'))).toBe(false);
    expect(showL1ShopAll(l1({ columns: [{ id: 'c', children: [] }] }))).toBe(false);
  });

  it('plain children become one column', () => {
    expect(columnsOf({ ...leaf('kids'), children: [leaf('a')] })).toEqual([
      { id: 'kids-col', children: [leaf('a')] },
    ]);
  });

  it('a mobile L2 lists a shop-all L3 only with showShopAllL3sOnMobile', () => {
    const l2 = { ...leaf('jackets'), children: [leaf('rain')] };
    expect(showL2ShopAllOnMobile(l2, { showShopAllL3sOnMobile: true })).toBe(true);
    expect(showL2ShopAllOnMobile(l2, { showShopAllL3sOnMobile: false })).toBe(false);
  });
});
