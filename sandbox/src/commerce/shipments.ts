/**
 * Shipments of a basket (commerce spec section 3, `shippingMethods`): lines are grouped by how
 * they travel, one shipment each, each with the methods that apply to it and its own cost:
 *
 * - `me`: home delivery, `standard` (free from the threshold or with a coupon) or `express`
 *   (never free; not offered where express does not deliver); only for home-delivered lines;
 * - `pickup-{storeId}`: pick up in store, one per store, free;
 * - `sts`: ship to store (one store per basket), from the warehouse, slower, free;
 * - `pudo`: a collection point, a small fee that the free-shipping promotions waive;
 * - `digital` and `customs`: lines flagged `isDigitalProduct` / `isCustoms`, their own shipments,
 *   free (a digital line needs no address).
 *
 * An empty cart keeps one `me` shipment at no cost (as before there were delivery kinds).
 */
import type { ShippingMethods } from '../../../shared/contract';
import { longestLeadTime } from './lead-time';
import { EXPRESS_SHIPPING_FEE, STANDARD_SHIPPING_FEE } from './promotions';

/** Collection point fee (minor units, every currency); waived with free shipping. */
export const PUDO_FEE = 395;

export type DeliveryCode = 'standard' | 'pickup' | 'sts' | 'pudo';
export type LineDelivery = { code: DeliveryCode; storeId?: string | undefined };

export type ShipmentLine = {
  id?: string;
  bonus?: boolean;
  delivery?: LineDelivery;
  isDigital?: boolean;
  isCustoms?: boolean;
  /** A customs line's lead time, copied from its product (`lead-time.ts`). */
  delivery_time?: string | null;
};

export const HOME_METHODS = {
  standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
  express: { label: 'Express delivery', deliveryTime: '1-2 business days' },
} as const;
export const OTHER_METHODS = {
  pickup: { label: 'Pick up in store', deliveryTime: 'Ready in 2 hours' },
  sts: { label: 'Ship to store', deliveryTime: '5-8 business days' },
  pudo: { label: 'Collection point', deliveryTime: '3-6 business days' },
  digital: { label: 'Delivered by e-mail', deliveryTime: 'Within minutes' },
  // Only for a basket whose customs lines predate their lead time: otherwise the shipment states
  // the longest of its lines' (`longestLeadTime`), their products' own promise.
  customs: { label: 'Made to order', deliveryTime: '2-3 weeks' },
} as const;

/** The customs shipment's promise: the longest of its lines' lead times, when they state one. */
const customsLeadTime = (lines: readonly ShipmentLine[]): { deliveryTime?: string } => {
  const longest = longestLeadTime(lines.map((l) => l.delivery_time));
  return longest ? { deliveryTime: longest } : {};
};

/** The shipment a line belongs to. */
export const shipmentIdOf = (line: ShipmentLine): string => {
  if (line.isDigital) return 'digital';
  if (line.isCustoms) return 'customs';
  const d = line.delivery;
  if (d?.code === 'pickup') return `pickup-${d.storeId}`;
  if (d?.code === 'sts') return 'sts';
  if (d?.code === 'pudo') return 'pudo';
  return 'me';
};

const RANK = (id: string) =>
  id === 'me'
    ? 0
    : id === 'customs'
      ? 1
      : id.startsWith('pickup-')
        ? 2
        : id === 'sts'
          ? 3
          : id === 'pudo'
            ? 4
            : 5;

export type BuiltShipments = {
  shippingMethods: ShippingMethods[];
  /** What the shopper pays for shipping: the chosen method of every shipment. */
  shipping: number;
  /** The same without shipping promotions. */
  shippingBeforeDiscount: number;
};

export const buildShipments = (
  lines: readonly ShipmentLine[],
  options: { freeShipping: boolean; homeCode: 'standard' | 'express'; expressAllowed: boolean },
): BuiltShipments => {
  const groups = new Map<string, { lines: ShipmentLine[] }>();
  for (const line of lines) {
    if (line.bonus) continue;
    const id = shipmentIdOf(line);
    const group = groups.get(id) ?? { lines: [] };
    group.lines.push(line);
    groups.set(id, group);
  }
  if (groups.size === 0) groups.set('me', { lines: [] });
  // A free gift travels with the home delivery, else with the first shipment that hands over goods
  // (a store or a collection point): the shipment lists say where every line goes.
  const bonusHome = [...groups.keys()]
    .filter((id) => id !== 'digital')
    .sort((a, b) => RANK(a) - RANK(b) || a.localeCompare(b))[0];
  if (bonusHome) groups.get(bonusHome)!.lines.push(...lines.filter((l) => l.bonus));
  const hasItems = lines.some((l) => !l.bonus);
  let shipping = 0;
  let before = 0;
  const shippingMethods = [...groups.entries()]
    .sort(([a], [b]) => RANK(a) - RANK(b) || a.localeCompare(b))
    .map(([shippingId, group]): ShippingMethods => {
      const itemIds = group.lines.flatMap((l) => (l.id ? [l.id] : []));
      const base = itemIds.length > 0 ? { itemIds } : {};
      if (shippingId === 'me') {
        const standardBefore = hasItems ? STANDARD_SHIPPING_FEE : 0;
        const standard = options.freeShipping ? 0 : standardBefore;
        const express = hasItems ? EXPRESS_SHIPPING_FEE : 0;
        const code = options.homeCode === 'express' && options.expressAllowed ? 'express' : 'standard';
        shipping += code === 'express' ? express : standard;
        before += code === 'express' ? express : standardBefore;
        return {
          shippingId,
          code,
          ...base,
          applicableShippingMethods: [
            { code: 'standard', ...HOME_METHODS.standard, price: { amount: standard } },
            ...(options.expressAllowed
              ? [{ code: 'express' as const, ...HOME_METHODS.express, price: { amount: express } }]
              : []),
          ],
        };
      }
      if (shippingId === 'pudo') {
        const amount = options.freeShipping ? 0 : PUDO_FEE;
        shipping += amount;
        before += PUDO_FEE;
        return {
          shippingId,
          code: 'pudo',
          ...base,
          applicableShippingMethods: [{ code: 'pudo', ...OTHER_METHODS.pudo, price: { amount } }],
        };
      }
      const code = shippingId.startsWith('pickup-')
        ? 'pickup'
        : (shippingId as 'sts' | 'digital' | 'customs');
      const storeId = group.lines[0]?.delivery?.storeId;
      return {
        shippingId,
        code,
        ...(storeId && (code === 'pickup' || code === 'sts') ? { storeId } : {}),
        ...base,
        applicableShippingMethods: [
          {
            code,
            ...OTHER_METHODS[code],
            ...(code === 'customs' ? customsLeadTime(group.lines) : {}),
            price: { amount: 0 },
          },
        ],
      };
    });
  return { shippingMethods, shipping, shippingBeforeDiscount: before };
};
