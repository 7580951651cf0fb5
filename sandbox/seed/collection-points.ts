/**
 * Collection points (pudo) near every store: three per store city, deterministic positions a few
 * kilometres around the store, carriers by country, a locker open every day among them.
 */
import type { StoreRow } from './catalog';
import { createRng, hashString } from './prng';

export type CollectionPointRow = {
  id: string;
  name: string;
  carrier: string;
  address_line1: string;
  city: string;
  postal_code: string;
  region: string | null;
  country: string;
  lat: number;
  lng: number;
  hours: string;
};

const CARRIERS: Record<string, string[]> = {
  US: ['UPS Access Point', 'FedEx OnSite'],
  CA: ['Canada Post', 'Purolator'],
  GB: ['InPost', 'Royal Mail'],
  DE: ['DHL Packstation', 'Hermes PaketShop'],
  FR: ['Mondial Relay', 'Relais Colis'],
  IT: ['Poste Italiane', 'BRT Fermopoint'],
};
const KINDS = ['Corner shop', 'Pharmacy', 'Locker'];

export const generateCollectionPoints = (stores: readonly StoreRow[]): CollectionPointRow[] =>
  stores.flatMap((store, s) => {
    const rng = createRng(hashString(`pudo:${store.id}`));
    const carriers = CARRIERS[store.country] ?? ['Parcel point'];
    return KINDS.map((kind, k) => {
      const locker = kind === 'Locker';
      return {
        id: `CP${String(10001 + s * 10 + k)}`,
        name: `${kind} ${store.city} ${k + 1}`,
        carrier: carriers[k % carriers.length]!,
        address_line1: `${rng.int(2, 240)} ${['Market', 'Station', 'Park'][k]} ${store.country === 'US' || store.country === 'CA' ? 'St' : 'Road'}`,
        city: store.city,
        postal_code: store.postal_code,
        region: store.region,
        country: store.country,
        lat: Math.round((store.lat + (rng.next() - 0.5) * 0.06) * 10000) / 10000,
        lng: Math.round((store.lng + (rng.next() - 0.5) * 0.06) * 10000) / 10000,
        hours: JSON.stringify(
          locker
            ? { mon_fri: '00:00-23:59', sat: '00:00-23:59', sun: '00:00-23:59' }
            : { mon_fri: '08:00-19:00', sat: '09:00-17:00', sun: 'closed' },
        ),
      };
    });
  });
