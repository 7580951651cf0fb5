import { describe, expect, it } from 'vitest';
import { soleSize } from './SizeOptions';

describe('soleSize', () => {
  it('chooses the only size a colour comes in, when it is in stock', () => {
    expect(soleSize([{ sku: 'A-OS', size: 'One Size', stock: 3 }])).toBe('A-OS');
  });
  it('chooses nothing when there are several sizes, or the only one is sold out', () => {
    expect(
      soleSize([
        { sku: 'A-S', size: 'S', stock: 3 },
        { sku: 'A-M', size: 'M', stock: 3 },
      ]),
    ).toBeNull();
    expect(soleSize([{ sku: 'A-OS', size: 'One Size', stock: 0 }])).toBeNull();
    expect(soleSize([])).toBeNull();
  });
});
