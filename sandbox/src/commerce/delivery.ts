/**
 * Delivery kinds per basket line, kept in the Basket Durable Object's SQLite beside the lines:
 *
 * - `line_delivery`: a line's kind (`pickup` / `sts` with a store, `pudo`); no row = home delivery;
 * - `delivery_details`: pickup person, chosen collection point and its contact, the shopper's
 *   favourite store (from `GET ...?favStoreId=`, so every later answer reports pickup there);
 * - `stock_seen`: store stock of the basket's skus as last read from D1 (pickup availability in
 *   every cart answer without a D1 read in the synchronous step);
 * - `store_seen`: the state or province of the stores read with it (a line picked up or shipped to
 *   a store is taxed where the store is, `totals.ts`, in the same synchronous step);
 * - `flash`: shipping transitions reported in the cart's `flash` until the shopper changes delivery.
 *
 * Which transitions the catalogue forces on a line: `delivery-transitions.ts`.
 */
import type {
  Address,
  CheckoutCart,
  CollectionPoint,
  CollectionPointContact,
  DeliveryState,
  Order,
  PickupPerson,
  ShippingOption,
} from '../../../shared/contract';
import type { Flash } from '../../../shared/contract/cart';
import type { StoreRow } from '../../seed/catalog';
import { GIFT_CARD_PRODUCT_TYPE } from '../../seed/giftcustoms';
import { SANDBOX_SITES } from '../sites';
import type { DeliveryFacts } from './delivery-transitions';
import { STANDARD_SHIPPING_FEE } from './promotions';
import { type DeliveryCode, HOME_METHODS, type LineDelivery, OTHER_METHODS, PUDO_FEE } from './shipments';
import { placeAddressOf } from './store-places';

/** Regions express delivery does not reach (the faster method is downgraded there). */
export const EXPRESS_EXCLUDED: Readonly<Record<string, readonly string[]>> = {
  US: ['AK', 'HI', 'PR'],
  CA: ['NT', 'NU', 'YT'],
};
export const expressReaches = (address: Pick<Address, 'country' | 'stateCityProvDept'> | undefined) =>
  !address || !(EXPRESS_EXCLUDED[address.country] ?? []).includes(address.stateCityProvDept ?? '');

/** Pickup in store is offered where the site's `pickupOrders` setting is on (sandbox/src/sites.ts). */
export const pickupAllowed = (country: string): boolean => {
  const site = [...SANDBOX_SITES.values()].find((s) => s.country === country);
  return site?.pickupOrders ?? false;
};

const MAX_FLASH = 20;

export class DeliveryStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(
      'CREATE TABLE IF NOT EXISTS line_delivery (line_id TEXT PRIMARY KEY, code TEXT NOT NULL, store_id TEXT)',
    );
    sql.exec(`CREATE TABLE IF NOT EXISTS delivery_details (
      id INTEGER PRIMARY KEY CHECK (id = 1), pickup_person TEXT, collection_point TEXT,
      collection_point_contact TEXT, fav_store_id TEXT)`);
    sql.exec('INSERT OR IGNORE INTO delivery_details (id) VALUES (1)');
    sql.exec(
      'CREATE TABLE IF NOT EXISTS stock_seen (store_id TEXT NOT NULL, sku TEXT NOT NULL, qty INTEGER NOT NULL, PRIMARY KEY (store_id, sku))',
    );
    sql.exec('CREATE TABLE IF NOT EXISTS store_seen (store_id TEXT PRIMARY KEY, region TEXT)');
    sql.exec(
      'CREATE TABLE IF NOT EXISTS flash (position INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)',
    );
  }

  all(): Map<string, LineDelivery> {
    const rows = this.sql
      .exec<{ line_id: string; code: DeliveryCode; store_id: string | null }>('SELECT * FROM line_delivery')
      .toArray();
    return new Map(
      rows.map((r) => [r.line_id, { code: r.code, ...(r.store_id ? { storeId: r.store_id } : {}) }]),
    );
  }

  set(lineId: string, delivery: LineDelivery): void {
    if (delivery.code === 'standard') this.sql.exec('DELETE FROM line_delivery WHERE line_id = ?', lineId);
    else
      this.sql.exec(
        'INSERT OR REPLACE INTO line_delivery (line_id, code, store_id) VALUES (?, ?, ?)',
        lineId,
        delivery.code,
        delivery.storeId ?? null,
      );
  }

  private detailsRow() {
    return this.sql
      .exec<{
        pickup_person: string | null;
        collection_point: string | null;
        collection_point_contact: string | null;
        fav_store_id: string | null;
      }>('SELECT * FROM delivery_details WHERE id = 1')
      .one();
  }

  favStoreId(): string | undefined {
    return this.detailsRow().fav_store_id ?? undefined;
  }
  setFavStoreId(storeId: string): void {
    this.sql.exec('UPDATE delivery_details SET fav_store_id = ? WHERE id = 1', storeId);
  }

  state(): DeliveryState {
    const row = this.detailsRow();
    const parse = <T>(v: string | null): T | undefined => (v ? (JSON.parse(v) as T) : undefined);
    const pickupPerson = parse<PickupPerson>(row.pickup_person);
    const collectionPoint = parse<CollectionPoint>(row.collection_point);
    const collectionPointContact = parse<CollectionPointContact>(row.collection_point_contact);
    return {
      ...(pickupPerson ? { pickupPerson } : {}),
      ...(collectionPoint ? { collectionPoint } : {}),
      ...(collectionPointContact ? { collectionPointContact } : {}),
    };
  }
  setPickupPerson(person: PickupPerson): void {
    this.sql.exec('UPDATE delivery_details SET pickup_person = ? WHERE id = 1', JSON.stringify(person));
  }
  setCollectionPoint(point: CollectionPoint, contact: CollectionPointContact): void {
    this.sql.exec(
      'UPDATE delivery_details SET collection_point = ?, collection_point_contact = ? WHERE id = 1',
      JSON.stringify(point),
      JSON.stringify(contact),
    );
  }

  /** Store stock as last read (store id → sku → units). */
  stockSeen(storeId: string, sku: string): number | undefined {
    return this.sql
      .exec<{ qty: number }>('SELECT qty FROM stock_seen WHERE store_id = ? AND sku = ?', storeId, sku)
      .toArray()[0]?.qty;
  }
  /** The region of a store as last read: `null` where its country names none, `undefined` if never read. */
  storeRegion(storeId: string): string | null | undefined {
    const row = this.sql
      .exec<{ region: string | null }>('SELECT region FROM store_seen WHERE store_id = ?', storeId)
      .toArray()[0];
    return row ? row.region : undefined;
  }
  /** Remembers the store stock and the stores' regions that `facts` read from D1. */
  rememberFacts(facts: DeliveryFacts): void {
    for (const store of facts.stores.values())
      this.sql.exec(
        'INSERT OR REPLACE INTO store_seen (store_id, region) VALUES (?, ?)',
        store.id,
        store.region ?? null,
      );
    for (const [key, qty] of facts.storeStock) {
      const [storeId, sku] = key.split('|') as [string, string];
      this.sql.exec(
        'INSERT OR REPLACE INTO stock_seen (store_id, sku, qty) VALUES (?, ?, ?)',
        storeId,
        sku,
        qty,
      );
    }
  }

  flash(lineIds: ReadonlySet<string>): Flash[] {
    return this.sql
      .exec<{ body: string }>('SELECT body FROM flash ORDER BY position')
      .toArray()
      .map((r) => JSON.parse(r.body) as Flash)
      .filter((f) => !f.details?.itemId || lineIds.has(f.details.itemId));
  }
  addFlash(entries: readonly Flash[]): void {
    for (const f of entries) {
      // One notice per line: a newer transition of the same line replaces the older one.
      const itemId = f.details?.itemId;
      if (itemId) this.sql.exec("DELETE FROM flash WHERE json_extract(body, '$.details.itemId') = ?", itemId);
      this.sql.exec('INSERT INTO flash (body) VALUES (?)', JSON.stringify(f));
    }
    this.sql.exec(
      'DELETE FROM flash WHERE position NOT IN (SELECT position FROM flash ORDER BY position DESC LIMIT ?)',
      MAX_FLASH,
    );
  }
  clearFlash(): void {
    this.sql.exec('DELETE FROM flash');
  }
}

/** Whether a line is a digital gift card or a customs product (its own shipment, no transitions). */
export const lineKind = (line: object): { isDigital: boolean; isCustoms: boolean } => {
  const l = line as Record<string, unknown>;
  // A basket line: a gift card product is digital, a line with a recipe is customs (giftcustoms.ts).
  return {
    isDigital: l.product_type === GIFT_CARD_PRODUCT_TYPE || Boolean(l.isDigitalProduct),
    isCustoms: Boolean(l.recipe) || Boolean(l.isCustoms),
  };
};

/** The cart item's `shippingOptions`: home, pickup (at its store or the favourite), ship to store, pudo. */
export const shippingOptionsFor = (
  line: { sku: string; qty: number; stock: number },
  d: LineDelivery,
  ctx: {
    favStoreId?: string | undefined;
    pickupAllowed: boolean;
    seen: (storeId: string, sku: string) => number | undefined;
    freeShipping: boolean;
  },
): ShippingOption[] => {
  const warehouseOk = line.stock >= line.qty;
  const store = d.storeId ?? ctx.favStoreId;
  const atStore = store === undefined ? undefined : ctx.seen(store, line.sku);
  const storeInfo = store === undefined ? {} : { storeInfo: { id: store, storeInventory: atStore ?? 0 } };
  const options: ShippingOption[] = [
    {
      selected: d.code === 'standard',
      available: warehouseOk,
      shippingMethod: {
        code: 'standard',
        ...HOME_METHODS.standard,
        price: { amount: ctx.freeShipping ? 0 : STANDARD_SHIPPING_FEE },
      },
    },
  ];
  if (ctx.pickupAllowed)
    options.push({
      selected: d.code === 'pickup',
      available: (atStore ?? 0) >= line.qty,
      shippingMethod: { code: 'pickup', ...OTHER_METHODS.pickup, price: { amount: 0 }, ...storeInfo },
    });
  options.push(
    {
      selected: d.code === 'sts',
      available: store !== undefined && warehouseOk,
      shippingMethod: { code: 'sts', ...OTHER_METHODS.sts, price: { amount: 0 }, ...storeInfo },
    },
    {
      selected: d.code === 'pudo',
      available: warehouseOk,
      shippingMethod: {
        code: 'pudo',
        ...OTHER_METHODS.pudo,
        price: { amount: ctx.freeShipping ? 0 : PUDO_FEE },
      },
    },
  );
  return options;
};

export type OptionContext = Parameters<typeof shippingOptionsFor>[2];

/** The delivery fields of a cart item (`selectedShippingOption`, `shippingOptions`, `storeId`). */
export const deliveryOfItem = (
  line: { sku: string; qty: number; stock: number; bonus: boolean; delivery?: LineDelivery },
  ctx: OptionContext,
): {
  selectedShippingOption: DeliveryCode | 'digital' | 'customs';
  shippingOptions?: ShippingOption[];
  storeId?: string;
} => {
  const kind = lineKind(line);
  if (kind.isDigital) return { selectedShippingOption: 'digital' };
  if (kind.isCustoms) return { selectedShippingOption: 'customs' };
  const d = line.delivery ?? { code: 'standard' };
  if (line.bonus) return { selectedShippingOption: 'standard' };
  return {
    selectedShippingOption: d.code,
    shippingOptions: shippingOptionsFor(line, d, ctx),
    ...(d.storeId ? { storeId: d.storeId } : {}),
  };
};

/** The order's `shipments`: every shipment of the cart with what it needs to be delivered. */
export const orderShipments = (
  cart: CheckoutCart,
  stores: ReadonlyMap<string, StoreRow>,
): Order['shipments'] =>
  (cart.shippingMethods ?? []).map((m) => {
    const c = cart.checkout;
    const store = m.storeId ? stores.get(m.storeId) : undefined;
    const home = m.shippingId === 'me' || m.code === 'customs';
    const atStore = m.code === 'pickup' || m.code === 'sts';
    return {
      shipmentId: m.shippingId,
      shippingMethod: m.code,
      ...(m.storeId ? { storeId: m.storeId } : {}),
      ...(home && c.shippingAddress ? { shippingAddress: c.shippingAddress } : {}),
      ...(store
        ? {
            store: {
              storeId: store.id,
              name: store.name,
              address: placeAddressOf(store),
            },
          }
        : {}),
      ...(atStore && c.pickupPerson ? { pickupPerson: c.pickupPerson } : {}),
      ...(m.code === 'pudo' && c.collectionPoint
        ? { collectionPoint: c.collectionPoint, collectionPointContact: c.collectionPointContact ?? {} }
        : {}),
      ...(m.itemIds ? { itemIds: m.itemIds } : {}),
    };
  });

/** What a pickup or collection-point delivery needs beside the line (PUT .../deliveryDetails). */
export type DeliveryDetails = {
  pickupPerson?: PickupPerson;
  collectionPoint?: CollectionPoint;
  contact?: CollectionPointContact;
};

type RetryBasket = {
  get(consumerNo: string): Promise<unknown>;
  setDelivery(
    consumerNo: string,
    itemId: string,
    action: 'pickup' | 'sts' | 'pudo',
    storeId?: string,
  ): Promise<unknown>;
  setDeliveryDetails(consumerNo: string, details: DeliveryDetails): Promise<unknown>;
};

/**
 * After a failed 3DS the copy of the cart keeps each line's delivery (matched by sku; a store
 * that can no longer serve it leaves the line at home) and the pickup person and collection point.
 */
export const restoreDelivery = async (
  basket: RetryBasket,
  consumerNo: string,
  order: Order,
): Promise<void> => {
  const copy = (await basket.get(consumerNo)) as { ok: boolean; cart?: CheckoutCart };
  if (!copy.ok || !copy.cart) return;
  for (const shipment of order.shipments) {
    const action = shipment.shippingMethod;
    if (action !== 'pickup' && action !== 'sts' && action !== 'pudo') continue;
    for (const itemId of shipment.itemIds ?? []) {
      const sku = order.items.find((i) => i.id === itemId)?.productId;
      const line = copy.cart.items.find((i) => i.productId === sku && !i.bonus);
      if (line) await basket.setDelivery(consumerNo, line.id, action, shipment.storeId);
    }
  }
  const pickupPerson = order.shipments.find((s) => s.pickupPerson)?.pickupPerson;
  const pudo = order.shipments.find((s) => s.collectionPoint);
  if (pickupPerson || pudo?.collectionPoint)
    await basket.setDeliveryDetails(consumerNo, {
      ...(pickupPerson ? { pickupPerson } : {}),
      ...(pudo?.collectionPoint
        ? { collectionPoint: pudo.collectionPoint, contact: pudo.collectionPointContact ?? {} }
        : {}),
    });
};
