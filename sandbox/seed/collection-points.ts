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
const KINDS = ['shop', 'pharmacy', 'locker'] as const;
type Kind = (typeof KINDS)[number];

/**
 * How a carrier's points are named and addressed in the country's own language and street format
 * (a Berlin point is a "Packstation" on a "Straße", not a "Locker" on a "Road").
 */
type PointWords = { kinds: Record<Kind, string>; street: (n: number, k: number) => string };
const ENGLISH_STREETS = (road: string) => (n: number, k: number) =>
  `${n} ${['Market', 'Station', 'Park'][k]} ${road}`;
const WORDS: Record<string, PointWords> = {
  US: {
    kinds: { shop: 'Corner shop', pharmacy: 'Pharmacy', locker: 'Locker' },
    street: ENGLISH_STREETS('St'),
  },
  CA: {
    kinds: { shop: 'Corner shop', pharmacy: 'Pharmacy', locker: 'Locker' },
    street: ENGLISH_STREETS('St'),
  },
  GB: {
    kinds: { shop: 'Corner shop', pharmacy: 'Pharmacy', locker: 'Locker' },
    street: ENGLISH_STREETS('Road'),
  },
  DE: {
    kinds: { shop: 'Kiosk', pharmacy: 'Apotheke', locker: 'Packstation' },
    street: (n, k) => `${['Marktstraße', 'Bahnhofstraße', 'Parkstraße'][k]} ${n}`,
  },
  FR: {
    kinds: { shop: 'Épicerie', pharmacy: 'Pharmacie', locker: 'Consigne' },
    street: (n, k) => `${n} ${['rue du Marché', 'avenue de la Gare', 'allée du Parc'][k]}`,
  },
  IT: {
    kinds: { shop: 'Edicola', pharmacy: 'Farmacia', locker: 'Locker' },
    street: (n, k) => `${['Via del Mercato', 'Via della Stazione', 'Viale del Parco'][k]} ${n}`,
  },
};

export const generateCollectionPoints = (stores: readonly StoreRow[]): CollectionPointRow[] =>
  stores.flatMap((store, s) => {
    const rng = createRng(hashString(`pudo:${store.id}`));
    const carriers = CARRIERS[store.country] ?? ['Parcel point'];
    const words = WORDS[store.country] ?? WORDS.GB!;
    return KINDS.map((kind, k) => {
      const locker = kind === 'locker';
      return {
        id: `CP${String(10001 + s * 10 + k)}`,
        name: `${words.kinds[kind]} ${store.city} ${k + 1}`,
        carrier: carriers[k % carriers.length]!,
        address_line1: words.street(rng.int(2, 240), k),
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
