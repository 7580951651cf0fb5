import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog';
import { generateCollectionPoints } from './collection-points';

describe('collection points', () => {
  const points = generateCollectionPoints(generateCatalog().stores);
  const of = (country: string) => points.filter((p) => p.country === country);

  it("are named and addressed in their country's language and street format", () => {
    expect(of('DE').map((p) => p.name.split(' ')[0])).toEqual(
      expect.arrayContaining(['Kiosk', 'Apotheke', 'Packstation']),
    );
    expect(of('DE')[0]!.address_line1).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+straße \d+$/);
    expect(of('FR')[1]!.address_line1).toMatch(/^\d+ avenue de la Gare$/);
    expect(of('IT')[0]!.address_line1).toMatch(/^Via del Mercato \d+$/);
    expect(of('US')[0]!.address_line1).toMatch(/^\d+ Market St$/);
    for (const p of [...of('DE'), ...of('FR'), ...of('IT')])
      expect(`${p.name} ${p.address_line1}`).not.toMatch(/Road|Corner shop|Pharmacy/);
  });
});
