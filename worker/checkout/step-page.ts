/**
 * A checkout step's page (shipping, billing, summary; 422 with the shopper's values for a refused
 * form: worker/checkout/step-form.ts) and the billing form's helpers (address, captcha, device
 * fingerprint), shared by the checkout pages and the payment forms (worker/routes/checkout.tsx,
 * payments.tsx).
 */
import type { Context } from 'hono';
import { createElement } from 'react';
import { checkoutText } from '../../client/i18n/checkout';
import { loyaltyText } from '../../client/i18n/loyalty';
import { CheckoutMain, type CheckoutStep, type CheckoutView } from '../../client/pages/CheckoutPage';
import { shippingDone } from '../../client/pages/checkout/DeliveryFields';
import type { CaptchaAction } from '../../shared/captcha';
import { featureFlags } from '../../shared/config';
import type { AddressBody } from '../../shared/contract';
import type { AddressFormField } from '../../shared/contract/address';
import { isDigitalOnly } from '../../shared/contract/giftcustoms-rules';
import { memberDefaults, prefillValues } from '../account/member-checkout';
import { deliveryCheckoutView } from '../delivery/checkout';
import type { AppEnv } from '../env';
import { loyaltyService } from '../loyalty/service';
import { page, shellFor, soft } from '../render/page-kit';
import { safeRedirect } from '../validation/redirect';
import { createPaymentsService, FINGERPRINT } from './payments';

export const servicesOf = (c: Context<AppEnv>) => {
  const checkout = c.get('checkout');
  return createPaymentsService(checkout, c.get('upstream'));
};

/** Sends the browser's device fingerprint (billing form) to the basket; a bad or missing one is skipped. */
export const recordFingerprint = async (c: Context<AppEnv>, value: string | undefined): Promise<void> => {
  if (!value || !FINGERPRINT.test(value)) return;
  await servicesOf(c)
    .fingerprint(value)
    .catch((error: unknown) => c.get('log').warn('device fingerprint not stored', { error: String(error) }));
};

/** The simulated captcha's token for a form of this shopper (sites with the setting on). */
export const captchaFor = (c: Context<AppEnv>, action: CaptchaAction): Promise<string | undefined> =>
  servicesOf(c)
    .captcha(c.get('site').siteId, action)
    .catch((error: unknown) => {
      c.get('log').warn('captcha token unavailable', { error: String(error) });
      return undefined;
    });

/** Back to the billing step (a payment form's success). */
export const billing = (c: Context<AppEnv>) =>
  safeRedirect(c, `/${c.get('site').locale}/checkout?step=billing`, 303);

export const addressOf = (values: Record<string, string>, fallbackCountry: string): AddressBody => {
  const pick = (k: AddressFormField) => values[k]?.trim() || undefined;
  return {
    recipientFirstName: pick('recipientFirstName') ?? '',
    recipientLastName: pick('recipientLastName') ?? '',
    addressLine1: pick('addressLine1') ?? '',
    city: pick('city') ?? '',
    country: /^[A-Za-z]{2}$/.test(values.country ?? '') ? values.country! : fallbackCountry,
    postalCode: pick('postalCode') ?? '',
    ...(pick('addressLine2') ? { addressLine2: pick('addressLine2') } : {}),
    ...(pick('stateCityProvDept') ? { stateCityProvDept: pick('stateCityProvDept') } : {}),
    ...(pick('recipientContactEmail') ? { recipientContactEmail: pick('recipientContactEmail') } : {}),
    ...(pick('recipientContactPhone') ? { recipientContactPhone: pick('recipientContactPhone') } : {}),
  };
};

/** Renders a step (200, or 422 for a refused form). Without a cart the shopper goes to the cart page. */
export const renderStep = async (
  c: Context<AppEnv>,
  step: CheckoutStep,
  extra: Pick<CheckoutView, 'values' | 'paymentValues' | 'fieldErrors' | 'notice' | 'giftCardBalance'> = {},
  status = 200,
): Promise<Response> => {
  const { site } = c.var;
  const service = c.get('checkout');
  const loaded = await service.load();
  if (!loaded)
    return safeRedirect(
      c,
      c.get('session').cartWasReset ? `/${site.locale}/cart?cartError=AUT498` : `/${site.locale}/cart`,
      303,
    );
  const { cart } = loaded;
  // A later step needs the earlier ones.
  let shown = step;
  // Gift cards only: no shipping step; the billing address (with an e-mail) comes first.
  const digitalOnly = isDigitalOnly(cart.items);
  if (shown === 'shipping' && digitalOnly) shown = 'billing';
  if (shown === 'summary' && digitalOnly && !cart.checkout.billingAddress) shown = 'billing';
  if (shown !== 'shipping' && !digitalOnly && !shippingDone(cart)) shown = 'shipping';
  if (shown === 'summary' && cart.checkout.payment_instruments.length === 0) shown = 'billing';
  const country =
    extra.values?.country && /^[A-Za-z]{2}$/.test(extra.values.country)
      ? extra.values.country.toUpperCase()
      : ((shown === 'billing'
          ? cart.checkout.billingAddress?.country
          : cart.checkout.shippingAddress?.country) ?? site.country);
  // The club's points where the site runs it and the platform offers them (a member with points).
  const { loyalty: clubSite } = featureFlags(site);
  const paymentMethods = loaded.paymentMethods.filter((m) => clubSite || m.id !== 'LOYALTY_POINTS');
  const offersPoints = paymentMethods.some((m) => m.id === 'LOYALTY_POINTS' && m.available);
  const [rules, list, member, club] = await Promise.all([
    service.rulesFor(country),
    c
      .get('upstream')
      .utilities.countryList()
      .catch(() => ({ countries: [] })),
    memberDefaults(c),
    offersPoints && shown === 'billing' ? soft(c, 'loyalty points', loyaltyService(c).vouchers()) : null,
  ]);
  const countries = list.countries
    .filter((x) => x.siteId === site.siteId)
    .map((x) => ({ code: x.code, name: x.name }));
  const captcha =
    shown === 'billing' ? undefined : await captchaFor(c, shown === 'shipping' ? 'shipping' : 'checkout');
  const view: CheckoutView = {
    step: shown,
    captcha,
    showTestCards: c.get('upstreamIsSandbox'),
    signedIn: c.get('session').isMember,
    cart,
    paymentMethods,
    ...(club ? { loyalty: { points: club.currentLoyaltyPoints, text: loyaltyText(site.language) } } : {}),
    countries: countries.length > 0 ? countries : [{ code: site.country, name: site.country }],
    rules,
    text: checkoutText(site.language, site.locale),
    delivery: await deliveryCheckoutView(c, cart, extra.values),
    ...(member ? { savedCards: member.cards } : {}),
    ...extra,
    values: extra.values ?? (member ? prefillValues(shown, cart, member, rules) : undefined),
  };
  const shell = await shellFor(c, {
    pageType: 'Checkout',
    title: `${view.text.title} | Ridgeline`,
    description: '',
    canonicalPath: `/${site.locale}/checkout`,
    indexable: false,
  });
  return page(
    c,
    { ...shell, formError: undefined },
    'CheckoutMain',
    () => createElement(CheckoutMain, { view }),
    status,
  );
};
