/**
 * The checkout's delivery parts (worker/routes/checkout.tsx): the view of the shipping step
 * (collection points near a postal code, which parts the cart needs, whether contacts are
 * required on this site) and saving the pickup person and the collection point with its contact
 * after the same checks on both sides (required fields per site configuration, e-mail, phone).
 */
import type { Context } from 'hono';
import { deliveryText } from '../../client/i18n/delivery';
import { deliveryParts } from '../../client/pages/checkout/DeliveryFields';
import type { DeliveryCheckoutView } from '../../client/pages/checkout/view';
import { deliveryContactRequired } from '../../shared/config';
import type { CheckoutCart, DeliveryDetailsRequest } from '../../shared/contract';
import { collectionPointIdSchema } from '../../shared/contract';
import { validateEmail } from '../../shared/contract/ugc';
import { type CheckoutService, type FieldErrors, FormProblem } from '../checkout/service';
import type { AppEnv } from '../env';

export const deliveryCheckoutView = async (
  c: Context<AppEnv>,
  cart: CheckoutCart,
  values: Record<string, string> | undefined,
): Promise<DeliveryCheckoutView> => {
  const { site } = c.var;
  const parts = deliveryParts(cart);
  const storeIds = (cart.shippingMethods ?? []).flatMap((m) => (m.storeId ? [m.storeId] : []));
  const stores =
    storeIds.length > 0
      ? await c
          .get('upstream')
          .stores.list()
          .catch(() => [])
      : [];
  const view: DeliveryCheckoutView = {
    text: deliveryText(site.language),
    contactRequired: deliveryContactRequired(site),
    ...parts,
    storeNames: Object.fromEntries(stores.map((s) => [s.storeId, s.name])),
  };
  if (parts.pudo) {
    const postalCode = (
      values?.pudoPostalCode ??
      cart.checkout.collectionPoint?.address.postalCode ??
      cart.checkout.shippingAddress?.postalCode ??
      ''
    )
      .trim()
      .slice(0, 12);
    view.pudoPostalCode = postalCode;
    if (postalCode.length >= 2) {
      try {
        const found = await c
          .get('upstream')
          .delivery.collectionPoints({ postalCode, country: site.country });
        view.points = found.collectionPoints;
        if (found.collectionPoints.length === 0) view.pointsError = 'STR404';
      } catch {
        view.pointsError = 'STR404';
      }
    }
  }
  return view;
};

const PHONE = /^\+?[\d\s().-]{7,20}$/;

/**
 * The pickup person and the collection point the cart needs, checked: the body to save, or the
 * fields to fix (`problems`). Nothing is written, so a step refuses all its fields before its first
 * write. A cart that needs neither has nothing to save.
 */
export const deliveryStepOf = (
  cart: CheckoutCart,
  values: Record<string, string>,
  contactRequired: boolean,
): { problems: FieldErrors; details?: DeliveryDetailsRequest } => {
  const parts = deliveryParts(cart);
  if (!parts.pickup && !parts.pudo) return { problems: {} };
  const v = (k: string) => values[k]?.trim() ?? '';
  const fields: Record<string, string> = {};
  const email = (key: string, needed: boolean) => {
    if (!v(key)) {
      if (needed) fields[key] = 'required';
      return;
    }
    const problem = validateEmail(v(key));
    if (problem) fields[key] = problem;
  };
  const phone = (key: string, needed: boolean) => {
    if (!v(key)) {
      if (needed) fields[key] = 'required';
    } else if (!PHONE.test(v(key))) fields[key] = 'phoneInvalid';
  };
  const body: DeliveryDetailsRequest = {};
  if (parts.pickup) {
    for (const k of ['pickupFirstName', 'pickupLastName']) if (!v(k)) fields[k] = 'required';
    email('pickupEmail', contactRequired);
    phone('pickupPhone', false);
    body.pickupPerson = {
      firstName: v('pickupFirstName'),
      lastName: v('pickupLastName'),
      ...(v('pickupEmail') ? { email: v('pickupEmail') } : {}),
      ...(v('pickupPhone') ? { phone: v('pickupPhone') } : {}),
    };
  }
  if (parts.pudo) {
    const id = collectionPointIdSchema.safeParse(v('collectionPointId'));
    if (!id.success) fields.collectionPointId = 'required';
    if (contactRequired && !v('pudoName')) fields.pudoName = 'required';
    email('pudoEmail', contactRequired);
    phone('pudoPhone', contactRequired);
    if (id.success)
      body.collectionPoint = {
        id: id.data,
        contact: {
          ...(v('pudoName') ? { name: v('pudoName') } : {}),
          ...(v('pudoEmail') ? { email: v('pudoEmail') } : {}),
          ...(v('pudoPhone') ? { phone: v('pudoPhone') } : {}),
        },
      };
  }
  if (Object.keys(fields).length > 0) return { problems: fields as FieldErrors };
  return { problems: {}, details: body };
};

/** Checks and saves the pickup person and the collection point the cart needs (FormProblem on bad fields). */
export const saveDeliveryStep = async (
  service: CheckoutService,
  cart: CheckoutCart,
  values: Record<string, string>,
  contactRequired: boolean,
): Promise<void> => {
  const { problems, details } = deliveryStepOf(cart, values, contactRequired);
  if (Object.keys(problems).length > 0) throw new FormProblem(problems);
  if (details) await service.saveDeliveryDetails(details);
};
