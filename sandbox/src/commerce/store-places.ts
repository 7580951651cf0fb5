/**
 * Stores and collection points as places (commerce spec section 7): opening hours, the address and
 * the store as the contract answers them, great-circle distance, and the sandbox's postal-code
 * geocoder. Apart from the store routes (`stores.ts`) because the basket's delivery rules use the
 * address too (`delivery.ts`), and the basket never imports a route module (they read `env.ts`,
 * which names the basket's class).
 */
import type { PlaceAddress, Store } from '../../../shared/contract/stores';
import type { StoreRow } from '../../seed/catalog';

export const hoursOf = (hours: string) => {
  const h = JSON.parse(hours) as { mon_fri: string; sat: string; sun: string };
  const slot = (value: string) => {
    if (value === 'closed') return { open: null, close: null };
    const [open, close] = value.split('-');
    return { open: open ?? null, close: close ?? null };
  };
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    ...slot(day < 5 ? h.mon_fri : day === 5 ? h.sat : h.sun),
  }));
};

/** A store's or a collection point's address as the contract answers it. */
export const placeAddressOf = (
  row: Pick<StoreRow, 'address_line1' | 'city' | 'postal_code' | 'region' | 'country'>,
): PlaceAddress => ({
  line1: row.address_line1,
  city: row.city,
  postalCode: row.postal_code,
  ...(row.region ? { region: row.region } : {}),
  country: row.country,
});

export const toStore = (row: StoreRow, distance?: number): Store => ({
  storeId: row.id,
  name: row.name,
  address: placeAddressOf(row),
  latitude: row.lat,
  longitude: row.lng,
  phone: row.phone,
  openingHours: hoursOf(row.hours),
  ...(distance === undefined ? {} : { distance }),
});

/** Great-circle distance in kilometres, 1 decimal. */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(bLat - aLat) / 2) ** 2 +
    Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLng - aLng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
};

/** The sandbox's postal-code geocoder: rough centroids by code prefix, per country. */
const POSTAL_AREAS: Record<string, [RegExp, number, number][]> = {
  US: [
    [/^0/, 42.36, -71.06],
    [/^1/, 40.73, -73.99],
    [/^2/, 38.9, -77.04],
    [/^3/, 33.75, -84.39],
    [/^4/, 39.96, -83.0],
    [/^5/, 44.98, -93.27],
    [/^6/, 41.88, -87.63],
    [/^7/, 32.78, -96.8],
    [/^80/, 39.74, -104.99],
    [/^8/, 40.76, -111.89],
    [/^9[0-6]/, 37.77, -122.42],
    [/^97/, 45.52, -122.68],
    [/^9[89]/, 47.61, -122.33],
  ],
  CA: [
    [/^V/, 49.28, -123.12],
    [/^T/, 51.05, -114.07],
    [/^[KLMNP]/, 43.65, -79.38],
    [/^[GHJ]/, 45.5, -73.57],
    [/^[RS]/, 49.9, -97.14],
    [/^[ABCE]/, 44.65, -63.57],
  ],
  GB: [
    [/^(WC|EC|SW|SE|NW|N|E|W)\d/, 51.51, -0.13],
    [/^M\d/, 53.48, -2.24],
    [/^EH/, 55.95, -3.19],
    [/^[A-Z]/, 52.49, -1.89],
  ],
  DE: [
    [/^1/, 52.52, 13.4],
    [/^8/, 48.14, 11.58],
    [/^[2-7]/, 50.11, 8.68],
    [/^[09]/, 51.05, 13.74],
  ],
  FR: [
    [/^7[5-8]|^9[1-5]/, 48.86, 2.35],
    [/^7[34]/, 45.92, 6.87],
    [/^69/, 45.76, 4.84],
    [/^\d/, 46.6, 2.4],
  ],
  IT: [
    [/^2/, 45.46, 9.19],
    [/^0/, 41.9, 12.5],
    [/^1/, 45.07, 7.69],
    [/^\d/, 43.77, 11.25],
  ],
};
const normalizePostal = (value: string) => value.toUpperCase().replace(/\s+/g, '');

export const geocode = (
  stores: StoreRow[],
  postalCode: string,
  country: string,
): [number, number] | undefined => {
  const code = normalizePostal(postalCode);
  const exact = stores.find((s) => normalizePostal(s.postal_code) === code);
  if (exact) return [exact.lat, exact.lng];
  const looksLike: Record<string, RegExp> = {
    US: /^\d{5}(-?\d{4})?$/,
    CA: /^[A-Z]\d[A-Z]\d[A-Z]\d$/,
    GB: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
    DE: /^\d{5}$/,
    FR: /^\d{5}$/,
    IT: /^\d{5}$/,
  };
  // Try the site's country first, then any country whose format the code has.
  const countries = [country, ...Object.keys(POSTAL_AREAS).filter((c) => c !== country)];
  for (const cc of countries) {
    if (!looksLike[cc]?.test(code)) continue;
    const hit = POSTAL_AREAS[cc]?.find(([re]) => re.test(code));
    if (hit) return [hit[1], hit[2]];
  }
  return undefined;
};

/** A postal code's rough position (stores' own codes first); undefined when unknown. */
export const geocodePostal = async (
  db: D1Database,
  postalCode: string,
  country: string,
): Promise<[number, number] | undefined> => geocode(await allStores(db), postalCode, country);

export const allStores = async (db: D1Database): Promise<StoreRow[]> =>
  (await db.prepare('SELECT * FROM stores ORDER BY id').all<StoreRow>()).results;
