/**
 * Checkout operations for the current session's basket, used by the checkout pages (plain forms)
 * and the BFF (islands). Addresses are checked here with the same shared validators and country
 * rules the sandbox uses (utilities i18n), so a bad form never reaches the upstream; the upstream
 * validation call then has the last word (PO boxes: SHP500).
 *
 * A placed order (or one waiting for 3DS) closes the basket: the session forgets it, so the next
 * cart is a new one. A failed 3DS gives the session the upstream's copy of the cart to retry with.
 */
import type {
  Address,
  AddressBody,
  CheckoutCart,
  CountryI18n,
  DeliveryDetailsRequest,
  HomeShippingCode,
  Order,
  PaymentMethods,
  ThreeDSAnswer,
} from '../../shared/contract';
import { type AddressErrorKey, type AddressInput, validateAddress } from '../../shared/contract/address';
import type { Site } from '../../shared/site';
import { createCartService } from '../cart/service';
import { HttpError } from '../middleware/errors/http-error';
import type { Session } from '../middleware/session';
import type { Logger } from '../observability/logger';
import type { UpstreamClients } from '../upstream';
import { ApiError } from '../upstream/errors';
import { paymentCovered } from './payers';
import { patchOrderBody } from './three-ds';

export type FieldErrors = Partial<Record<keyof AddressInput | 'cardToken' | 'shippingMethod', string>>;

/** A form problem found before any upstream call: field → error key. */
export class FormProblem extends HttpError {
  constructor(readonly fields: FieldErrors) {
    // An island's call gets the fields as `details.fields` from the one error handler.
    super(400, 'API400', 'Please check your entries', { details: { fields } });
    this.name = 'FormProblem';
  }
}

/**
 * Where the browser's last placed order is kept (worker/checkout/last-order.ts): the service
 * remembers every order it places, so the page forms and the BFF answer a late second submit alike.
 */
export type OrderMemory = { remember(orderNumber: string): void; last(): string | undefined };

export const createCheckoutService = (
  session: Session,
  upstream: UpstreamClients,
  site: Site,
  memory?: OrderMemory,
  log?: Logger,
  /** The in-store session's associate: its orders name store and employee (`inStoreSalesInfo`). */
  associate?: () => { storeId: string; storeEmployeeId: string } | undefined,
) => {
  const cartEmpty = () => new HttpError(404, 'BSK404', 'Your cart is empty');
  const onBasket = async <T>(action: (token: string, basketId: string) => Promise<T>): Promise<T> => {
    const basketId = session.basketId;
    if (!basketId) throw cartEmpty();
    try {
      return await session.withToken((token) => action(token, basketId));
    } catch (error) {
      // The grant ended on the way (signed out elsewhere): a new guest has no cart to check out.
      if (session.startedOver && session.basketId === undefined) throw cartEmpty();
      throw error;
    }
  };
  const rulesFor = async (country: string): Promise<CountryI18n | null> =>
    upstream.utilities.i18n(country).catch(() => null);

  /** Field errors of the shared validators (country rules from the utilities call). */
  const check = async (address: AddressBody, kind: 'shipping' | 'billing'): Promise<FieldErrors> => {
    const rules = await rulesFor(address.country);
    if (!rules) return { country: 'countryNotServed' };
    const errors: Partial<Record<keyof AddressInput, AddressErrorKey>> = validateAddress(address, rules, {
      contact: kind === 'shipping',
      // PO boxes are the upstream validation call's to refuse (SHP500, a top notification).
      homeDelivery: false,
    });
    return errors;
  };

  /** Field errors the upstream reported (details.fields), else the error itself. */
  const upstreamFields = (error: unknown): never => {
    const fields = error instanceof ApiError ? error.details?.fields : undefined;
    if (fields && typeof fields === 'object' && error instanceof ApiError && error.errorId === 'API400')
      throw new FormProblem(fields as FieldErrors);
    throw error;
  };

  return {
    rulesFor,
    /** For worker/checkout/payments.ts: an upstream call on the session's basket with token renewal. */
    onBasket,

    /** The checkout cart and payment methods; null when there is no cart or it is empty. */
    async load(): Promise<{ cart: CheckoutCart; paymentMethods: PaymentMethods['paymentMethods'] } | null> {
      if (!session.basketId) return null;
      try {
        const [cart, methods] = await onBasket((token, basketId) =>
          Promise.all([
            upstream.checkout.get(token, basketId),
            upstream.checkout.paymentMethods(token, basketId),
          ]),
        );
        if (cart.items.length === 0) return null;
        return { cart, paymentMethods: methods.paymentMethods };
      } catch (error) {
        if (error instanceof ApiError && error.errorId === 'AUT498') {
          await createCartService(session, upstream, site).replaceCart();
          return null;
        }
        if (error instanceof ApiError && error.errorId === 'BSK404') {
          session.setBasketId(undefined);
          return null;
        }
        throw error;
      }
    },

    /** `others`: problems of the step's other fields (pickup, collection point), refused with the address's. */
    async saveShipping(
      address: AddressBody,
      method?: HomeShippingCode,
      recaptcha?: string,
      others: FieldErrors = {},
    ): Promise<CheckoutCart> {
      const fields = { ...(await check(address, 'shipping')), ...others };
      if (Object.keys(fields).length > 0) throw new FormProblem(fields);
      return onBasket(async (token, basketId) => {
        const checked = await upstream.checkout
          .validateShippingAddress(token, basketId, address)
          .catch(upstreamFields);
        const cart = await upstream.checkout.setShippingAddress(token, basketId, {
          ...checked.address,
          ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
        });
        // A method the new address does not get (express to Alaska) was downgraded: the cart's
        // flash says so (OrderShippingMethodDowngraded) and the step goes on with standard.
        const applies = cart.shippingMethods
          ?.find((m) => m.shippingId === 'me')
          ?.applicableShippingMethods.some((m) => m.code === method);
        return method && applies && method !== cart.checkout.shippingMethod
          ? upstream.checkout.setShippingMethod(token, basketId, method)
          : cart;
      });
    },

    /** Pickup person and collection point (worker/delivery/checkout.ts checks them first). */
    saveDeliveryDetails: (body: DeliveryDetailsRequest) =>
      onBasket((token, basketId) => upstream.delivery.setDeliveryDetails(token, basketId, body)),

    setShippingMethod: (code: HomeShippingCode) =>
      onBasket((token, basketId) => upstream.checkout.setShippingMethod(token, basketId, code)),

    /**
     * The billing address alone, before a wallet's approval page (PayPal, Klarna): the wallet pays,
     * so there is no card to check, but the order still needs the address the shopper typed.
     */
    async saveBillingAddress(input: { sameAsShipping: boolean; address?: AddressBody }) {
      if (!input.sameAsShipping) {
        if (!input.address) throw new FormProblem({ addressLine1: 'required' });
        const fields = await check(input.address, 'billing');
        if (Object.keys(fields).length > 0) throw new FormProblem(fields);
      }
      return onBasket((token, basketId) =>
        input.sameAsShipping || !input.address
          ? upstream.checkout.removeBillingAddress(token, basketId)
          : upstream.checkout.setBillingAddress(token, basketId, input.address).catch(upstreamFields),
      );
    },

    async saveBilling(input: {
      sameAsShipping: boolean;
      address?: AddressBody;
      cardToken?: string;
      /** A member's saved card (worker/account/member-checkout.ts); a typed card wins. */
      savedCardId?: string;
      /** The shopper chose the card: only a card pays the rest, not a wallet approved before. */
      cardChosen?: boolean;
    }) {
      if (!input.sameAsShipping) {
        if (!input.address) throw new FormProblem({ addressLine1: 'required' });
        const fields = await check(input.address, 'billing');
        if (Object.keys(fields).length > 0) throw new FormProblem(fields);
      }
      return onBasket(async (token, basketId) => {
        // The whole step is checked before its first write: without a new card, what the basket
        // already holds must pay for it, or a refused step would have stored the address.
        const before = await upstream.checkout.get(token, basketId);
        const newCard = input.cardToken ?? input.savedCardId;
        const payer = input.cardChosen ? 'CREDIT_CARD' : undefined;
        if (!newCard && !paymentCovered(before, payer)) throw new FormProblem({ cardToken: 'required' });
        let cart =
          input.sameAsShipping || !input.address
            ? await upstream.checkout.removeBillingAddress(token, basketId)
            : await upstream.checkout.setBillingAddress(token, basketId, input.address).catch(upstreamFields);
        try {
          if (input.cardToken) cart = await upstream.checkout.addCard(token, basketId, input.cardToken);
          else if (input.savedCardId)
            cart = await upstream.checkout.addSavedCard(token, basketId, input.savedCardId);
          if (!paymentCovered(cart, payer)) throw new FormProblem({ cardToken: 'required' });
        } catch (error) {
          // Only the provider can refuse a card (declined, expired token), and only after the
          // address is written: the refused step puts the billing address back as it was.
          const { billingAddress, billingSameAsShipping } = before.checkout;
          await (billingSameAsShipping || !billingAddress
            ? upstream.checkout.removeBillingAddress(token, basketId)
            : upstream.checkout.setBillingAddress(token, basketId, billingAddress)
          ).catch((restore: unknown) =>
            log?.error('billing address not restored after a refused card', { error: String(restore) }),
          );
          throw error;
        }
        return cart;
      });
    },

    /**
     * Prepare, then place. A placed order closes the basket upstream, so the session forgets it;
     * one waiting for 3DS keeps it (the shopper who leaves the challenge still has the cart and
     * placing again answers the same order).
     *
     * Place order is idempotent per basket upstream. A second submit in flight (double click, the
     * island and the plain form) carries the basket id the first one is closing: its prepare finds
     * no open basket (BSK404), and its place answers the order the basket became (or BSK404 when
     * there is none), so both submits show the one order.
     */
    async placeOrder(recaptcha?: string): Promise<Order> {
      const order = await onBasket(async (token, basketId) => {
        await upstream.checkout.prepareOrder(token, basketId).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.errorId === 'BSK404')) throw error;
        });
        const inStoreSalesInfo = associate?.();
        return upstream.checkout.placeOrder(token, {
          cartId: basketId,
          ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
          ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
        });
      }).catch((error: unknown) => {
        // A submit that comes after this browser's order closed the basket (a late retry, a
        // second tab) gets that order, for the pages and the BFF alike.
        const last = memory?.last();
        const noBasket =
          (error instanceof HttpError || error instanceof ApiError) && error.errorId === 'BSK404';
        if (!last || !noBasket) throw error;
        return session.withToken((token) => upstream.checkout.getOrder(token, last));
      });
      if (order.status === 'CREATED') {
        session.setBasketId(undefined);
        memory?.remember(order.orderNumber);
      }
      return order;
    },

    /**
     * Completes 3DS with the card the waiting basket holds. On failure the upstream made a new cart
     * (details.basketId): the session takes it. An answer that comes again for the order this
     * browser placed last (back to the challenge after the confirmation) patches nothing: the
     * basket is gone, the order stands.
     */
    async complete3ds(orderNumber: string, answer: ThreeDSAnswer): Promise<Order> {
      if (memory?.last() === orderNumber)
        return session.withToken((token) => upstream.checkout.getOrder(token, orderNumber));
      try {
        const order = await onBasket(async (token, basketId) =>
          upstream.checkout.patchOrder(
            token,
            orderNumber,
            patchOrderBody(await upstream.checkout.get(token, basketId), answer),
          ),
        );
        session.setBasketId(undefined);
        memory?.remember(orderNumber);
        return order;
      } catch (error) {
        const retry = error instanceof ApiError ? error.details?.basketId : undefined;
        if (typeof retry === 'string') session.setBasketId(retry);
        throw error;
      }
    },

    order: (orderNumber: string): Promise<Order> =>
      session.withToken((token) => upstream.checkout.getOrder(token, orderNumber)),

    site,
  };
};
export type CheckoutService = ReturnType<typeof createCheckoutService>;
export type { Address };
