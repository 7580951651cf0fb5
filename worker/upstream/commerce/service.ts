/**
 * Customer service calls (spec section 7, Consumer): contact-us categories (reference data, cached
 * per locale) and message, warranty cases, the member's data export and notification preferences.
 * Everything but the categories is personal: never cached, always with the shopper's token.
 */
import {
  type ContactCategories,
  type ContactRequest,
  contactCategoriesSchema,
  contactResponseSchema,
  type NotificationPreferences,
  notificationResponseSchema,
  userDataResponseSchema,
  type WarrantyRequest,
  warrantyCaseSchema,
  warrantyCasesSchema,
} from '../../../shared/contract/service';
import { type CacheControl, cachedCall } from '../cache';
import { type CallContext, call, type UpstreamTarget } from '../http';

const CONSUMER = '/consumers-v3/consumer';
const REFERENCE = { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400 };

export const createServiceClient = (target: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  categories: (): Promise<ContactCategories> =>
    cachedCall(
      target,
      ctx,
      { path: '/consumers-v3/contactus/categorySubject', schema: contactCategoriesSchema },
      REFERENCE,
      cache,
    ),
  contact: (token: string, body: ContactRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: '/consumers-v3/contactus',
      token,
      body,
      schema: contactResponseSchema,
    }),
  warrantyCases: (token: string) =>
    call(target, ctx, { path: `${CONSUMER}/warranty`, token, schema: warrantyCasesSchema }),
  openWarranty: (token: string, body: WarrantyRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: `${CONSUMER}/warranty`,
      token,
      body,
      schema: warrantyCaseSchema,
    }),
  retrieveUserData: (token: string) =>
    call(target, ctx, {
      method: 'POST',
      path: `${CONSUMER}/retrieveUserData`,
      token,
      schema: userDataResponseSchema,
    }),
  notification: (token: string) =>
    call(target, ctx, { path: `${CONSUMER}/notification`, token, schema: notificationResponseSchema }),
  setNotification: (token: string, body: NotificationPreferences) =>
    call(target, ctx, {
      method: 'PUT',
      path: `${CONSUMER}/notification`,
      token,
      body,
      schema: notificationResponseSchema,
    }),
});
export type ServiceClient = ReturnType<typeof createServiceClient>;
