import { describe, expect, it } from 'vitest';
import { leadTimeIn, longestLeadTime } from './lead-time';
import { buildShipments } from './shipments';

describe('made-to-order lead times', () => {
  it('the customs shipment promises the longest of its lines’ own lead times', () => {
    const shipment = (times: (string | null)[]) =>
      buildShipments(
        times.map((delivery_time, i) => ({ id: `l${i}`, isCustoms: true, delivery_time })),
        { freeShipping: false, homeCode: 'standard', expressAllowed: true },
      ).shippingMethods.find((m) => m.shippingId === 'customs')!.applicableShippingMethods[0]!.deliveryTime;
    expect(shipment(['10-14 business days'])).toBe('10-14 business days');
    // 14 business days are under three calendar weeks; four weeks are more.
    expect(shipment(['10-14 business days', '3-4 weeks'])).toBe('3-4 weeks');
    expect(longestLeadTime(['3-4 weeks', '10-25 business days'])).toBe('10-25 business days');
    expect(longestLeadTime([null, undefined])).toBeUndefined();
  });

  it('is written in the answer’s language from the same numbers', () => {
    expect(leadTimeIn('10-14 business days', 'fr')).toBe('10 à 14 jours ouvrables');
    expect(leadTimeIn('3-4 weeks', 'de')).toBe('3–4 Wochen');
    expect(leadTimeIn('3-4 weeks', 'it')).toBe('3-4 settimane');
    expect(leadTimeIn('10-14 business days', 'en')).toBe('10-14 business days');
    expect(leadTimeIn('Within minutes', 'fr')).toBe('Within minutes');
  });
});
