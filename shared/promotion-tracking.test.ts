import { describe, expect, it } from 'vitest';
import { PROMOTION_ATTRIBUTE, promotionOf, promotionsScript } from './promotion-tracking';

describe('promotion tracking', () => {
  it('maps an item’s promotionTracking to a data layer promotion with its position', () => {
    expect(promotionOf({ promotionId: 'P1', promotionName: 'Sale', creativeName: 'hero' }, 2)).toEqual({
      id: 'P1',
      name: 'Sale',
      creative: 'hero',
      position: '2',
    });
  });

  it('writes nothing without promotions, else one nonced script safe against </script>', () => {
    expect(promotionsScript([], 'n')).toBe('');
    const script = promotionsScript([{ id: '</script>', name: 'x', creative: 'c', position: '1' }], 'abc');
    expect(script.startsWith('<script nonce="abc">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('promoView');
    expect(script).toContain(PROMOTION_ATTRIBUTE);
  });
});
