/**
 * The checkout state a Basket Durable Object keeps beside its lines (one row in its SQLite):
 * shipping address (its e-mail is the order's), billing address (the shipping address unless one
 * was set), home shipping method, payment instrument (the provider's token and the card's public
 * facts, never a card number) and, once placing started, the order number and the basket's status:
 *
 * open → placing (order number recorded) → ordered | pending (3DS) ; a refused payment or a
 * missing unit goes back to open with the same lines.
 */
import { type CountryRules, storedAddressFields, validateAddress } from '../../../shared/contract/address';
import type { Address, Card, CheckoutState, HomeShippingCode } from '../../../shared/contract/checkout';
import { COUNTRIES } from '../../seed/utilities';

export type StoredPayment = {
  payment_instrument_id: string;
  token: string;
  card: Card;
  behaviour: PaymentBehaviour;
};
export type PaymentBehaviour = 'approve' | 'challenge' | 'decline' | 'reject';
export type BasketStatus = 'open' | 'placing' | 'ordered' | 'pending' | 'merging';

type Row = {
  shipping: string | null;
  billing: string | null;
  shipping_method: HomeShippingCode;
  payment: string | null;
  order_number: string | null;
  status: BasketStatus;
};

export const CHECKOUT_DDL = `CREATE TABLE IF NOT EXISTS checkout (
  id INTEGER PRIMARY KEY CHECK (id = 1), shipping TEXT, billing TEXT,
  shipping_method TEXT NOT NULL DEFAULT 'standard', payment TEXT, order_number TEXT,
  status TEXT NOT NULL DEFAULT 'open')`;

/** Country rules from the utilities reference data (the same the i18n call answers). */
export const countryRules = (country: string): CountryRules | undefined => {
  const def = COUNTRIES.find((c) => c.code === country);
  return def
    ? { countryCode: def.code, phone: { dialCode: def.dialCode, mask: def.mask }, addressFormat: def.address }
    : undefined;
};

/** Countries a basket in `currency` ships to: those whose site sells in that currency. */
export const shipsTo = (currency: string, country: string): boolean => {
  const site = { USD: ['US'], CAD: ['CA'], GBP: ['GB', 'IE'], EUR: ['DE', 'AT', 'FR', 'BE', 'IT'] }[currency];
  return site?.includes(country) ?? false;
};

export type AddressCheck =
  | { ok: true; address: Address }
  | { ok: false; status: 400; errorId: 'API400' | 'SHP500'; message: string; fields: Record<string, string> };

/**
 * The rules of the address validation call (and of storing an address): the shop's one address
 * rule (shared/contract/address.ts), which the storefront runs before it calls, with this
 * upstream's country data.
 */
export const checkAddress = (
  address: Address,
  currency: string,
  kind: 'shipping' | 'billing',
): AddressCheck => {
  const rules = countryRules(address.country);
  if (!rules || (kind === 'shipping' && !shipsTo(currency, address.country))) {
    return {
      ok: false,
      status: 400,
      errorId: 'API400',
      message: `We do not ship to ${address.country} from this site`,
      fields: { country: 'countryNotServed' },
    };
  }
  const errors = validateAddress(address, rules, {
    contact: kind === 'shipping',
    homeDelivery: kind === 'shipping',
  });
  const fields = Object.fromEntries(Object.entries(errors)) as Record<string, string>;
  if (Object.values(fields).includes('poBoxNotAllowed')) {
    return {
      ok: false,
      status: 400,
      errorId: 'SHP500',
      message: 'Home delivery is not available to a PO box',
      fields,
    };
  }
  if (Object.keys(fields).length > 0) {
    return {
      ok: false,
      status: 400,
      errorId: 'API400',
      message: `Address is not valid: ${Object.entries(fields)
        .map(([f, e]) => `${f} ${e}`)
        .join(', ')}`,
      fields,
    };
  }
  const normalized: Address = {
    ...address,
    // The code in the country's spacing, the phone in E.164 (shared/contract: the shop's one rule).
    ...storedAddressFields(address, rules.countryCode),
    approachType: kind === 'shipping' ? 'S' : 'B',
    ...(address.recipientContactEmail
      ? { recipientContactEmail: address.recipientContactEmail.toLowerCase() }
      : {}),
  };
  return { ok: true, address: normalized };
};

export class CheckoutStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(CHECKOUT_DDL);
    sql.exec('INSERT OR IGNORE INTO checkout (id) VALUES (1)');
  }

  private row(): Row {
    return this.sql.exec<Row>('SELECT * FROM checkout WHERE id = 1').one();
  }

  status(): BasketStatus {
    return this.row().status;
  }
  orderNumber(): string | null {
    return this.row().order_number;
  }
  shippingMethod(): HomeShippingCode {
    return this.row().shipping_method;
  }
  shipping(): Address | undefined {
    const r = this.row().shipping;
    return r ? (JSON.parse(r) as Address) : undefined;
  }
  billing(): Address | undefined {
    const r = this.row().billing;
    return r ? (JSON.parse(r) as Address) : undefined;
  }
  payment(): StoredPayment | undefined {
    const r = this.row().payment;
    return r ? (JSON.parse(r) as StoredPayment) : undefined;
  }

  setShipping(address: Address | null): void {
    this.sql.exec('UPDATE checkout SET shipping = ? WHERE id = 1', address ? JSON.stringify(address) : null);
  }
  setBilling(address: Address | null): void {
    this.sql.exec('UPDATE checkout SET billing = ? WHERE id = 1', address ? JSON.stringify(address) : null);
  }
  setShippingMethod(code: HomeShippingCode): void {
    this.sql.exec('UPDATE checkout SET shipping_method = ? WHERE id = 1', code);
  }
  setPayment(payment: StoredPayment | null): void {
    this.sql.exec('UPDATE checkout SET payment = ? WHERE id = 1', payment ? JSON.stringify(payment) : null);
  }
  setPlacing(orderNumber: string): void {
    this.sql.exec("UPDATE checkout SET status = 'placing', order_number = ? WHERE id = 1", orderNumber);
  }
  setStatus(status: BasketStatus): void {
    if (status === 'open')
      this.sql.exec("UPDATE checkout SET status = 'open', order_number = NULL WHERE id = 1");
    else this.sql.exec('UPDATE checkout SET status = ? WHERE id = 1', status);
  }

  /** The checkout part of the cart entity; the instrument's amount follows the total. */
  state(total: number): CheckoutState {
    const shipping = this.shipping();
    const billing = this.billing();
    const payment = this.payment();
    const effectiveBilling = billing ?? (shipping ? { ...shipping, approachType: 'B' as const } : undefined);
    return {
      // The shipping contact's e-mail; a gift-card-only order has only the billing address's.
      ...(shipping?.recipientContactEmail || billing?.recipientContactEmail
        ? { customerEmail: shipping?.recipientContactEmail ?? billing?.recipientContactEmail }
        : {}),
      ...(shipping ? { shippingAddress: shipping } : {}),
      ...(effectiveBilling ? { billingAddress: effectiveBilling } : {}),
      billingSameAsShipping: !billing,
      payment_instruments: payment
        ? [
            {
              payment_instrument_id: payment.payment_instrument_id,
              payment_method_id: 'CREDIT_CARD',
              amount: total,
              card: payment.card,
            },
          ]
        : [],
      shippingMethod: this.shippingMethod(),
    };
  }
}
