import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductSet } from '../../shared/contract';
import { productSetRow } from './product-extras';

const card = (id: string) => ({ id, name: `Product ${id}` }) as unknown as ProductCard;
const set = (): ProductSet =>
  ({
    productSetId: 'SET1',
    name: 'Layer up',
    products: [card('AAA-01'), card('BBB-02'), card('AAA-03')],
  }) as ProductSet;

describe('productSetRow', () => {
  it("leaves out the page's own product and keeps the set's name", () => {
    const row = productSetRow(set(), 'AAA');
    expect(row.name).toBe('Layer up');
    expect(row.products.map((p) => p.id)).toEqual(['BBB-02']);
  });

  it('is the same row for the same set and product, so its shared card list is rendered once', () => {
    const cached = set();
    expect(productSetRow(cached, 'AAA')).toBe(productSetRow(cached, 'AAA'));
    expect(productSetRow(cached, 'BBB')).not.toBe(productSetRow(cached, 'AAA'));
    // A set read again from the upstream (a new object) gets a row of its own.
    expect(productSetRow(set(), 'AAA')).not.toBe(productSetRow(cached, 'AAA'));
  });
});
