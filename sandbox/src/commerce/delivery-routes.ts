/**
 * Delivery calls: `POST /stores/v1/collectionPoints` (spec section 7, Stores and utilities: the
 * collection points nearest to a postal code or a position in one country, from the seeded
 * `collection_points` table) and `PUT /cart/v1/cart/{basketId}/deliveryDetails` (sandbox: the
 * pickup person and the chosen collection point with its contact; the spec shows no call).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CollectionPoint,
  collectionPointsRequestSchema,
  deliveryDetailsRequestSchema,
} from '../../../shared/contract/delivery';
import type { CollectionPointRow } from '../../seed/collection-points';
import { requireShopper } from '../auth/middleware';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import type { BasketResult } from './basket/basket';
import { distanceKm, geocodePostal, hoursOf, placeAddressOf } from './store-places';

const toPoint = (row: CollectionPointRow, distance?: number): CollectionPoint => ({
  id: row.id,
  name: row.name,
  carrier: row.carrier,
  address: placeAddressOf(row),
  latitude: row.lat,
  longitude: row.lng,
  ...(distance === undefined ? {} : { distance }),
  openingHours: hoursOf(row.hours),
});

const noStore = { 'Cache-Control': 'private, no-store' };
const unwrap = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

export const deliveryRoutes = new Hono<AppEnv>()
  .post('/stores/v1/collectionPoints', validate('json', collectionPointsRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const { results } = await c.env.DB.prepare('SELECT * FROM collection_points WHERE country = ?')
      .bind(body.country)
      .all<CollectionPointRow>();
    let origin: [number, number] | undefined =
      body.latitude !== undefined && body.longitude !== undefined
        ? [body.latitude, body.longitude]
        : undefined;
    if (!origin && body.postalCode) {
      origin = await geocodePostal(c.env.DB, body.postalCode, body.country);
      if (!origin)
        throw new SandboxError(404, 'STR404', `No location found for postal code ${body.postalCode}`);
    }
    const [lat, lng] = origin!;
    const collectionPoints = results
      .map((p) => ({ p, d: distanceKm(lat, lng, p.lat, p.lng) }))
      .filter(({ d }) => d <= body.radius)
      .sort((a, b) => a.d - b.d || a.p.id.localeCompare(b.p.id))
      .slice(0, body.limit)
      .map(({ p, d }) => toPoint(p, d));
    return c.json({ collectionPoints }, 200, noStore);
  })
  .use('/cart/*', requireShopper)
  .put(
    '/cart/v1/cart/:basketId/deliveryDetails',
    validate('param', z.object({ basketId: z.string() })),
    validate('json', deliveryDetailsRequestSchema),
    async (c) => {
      const { basketId } = c.req.valid('param');
      if (!/^[a-f0-9]{32}$/.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
      const body = c.req.valid('json');
      let point: CollectionPoint | undefined;
      if (body.collectionPoint) {
        const row = await c.env.DB.prepare('SELECT * FROM collection_points WHERE id = ?')
          .bind(body.collectionPoint.id)
          .first<CollectionPointRow>();
        if (!row)
          throw new SandboxError(404, 'STR404', `Collection point ${body.collectionPoint.id} not found`);
        point = toPoint(row);
      }
      const stub = c.env.BASKET.get(c.env.BASKET.idFromName(basketId));
      const cart = unwrap(
        await stub.setDeliveryDetails(c.var.shopper.consumerNo, {
          ...(body.pickupPerson ? { pickupPerson: body.pickupPerson } : {}),
          ...(point ? { collectionPoint: point, contact: body.collectionPoint!.contact } : {}),
        }),
      );
      return c.json(cart, 200, noStore);
    },
  );
