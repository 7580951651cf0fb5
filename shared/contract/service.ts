/**
 * Customer service calls of commerce spec section 7 (Consumer): contact us (its categories and
 * subjects, and the message), a warranty support case with photos, the member's data export and
 * notification preferences. The rules both sides run are `service-rules.ts` (no zod, so islands
 * run them too): the storefront checks a form before it calls, the upstream again before it writes.
 */
import { z } from 'zod';
import {
  CATEGORY_ID,
  CONTACT_CASE_NUMBER,
  CONTACT_MESSAGE_MAX,
  WARRANTY_CASE_NUMBER,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_PHOTO_MAX_BYTES,
  WARRANTY_PHOTO_TYPES,
  WARRANTY_PHOTOS_MAX,
} from './service-rules';

export * from './service-rules';

// ---- Contact us. ----

const idSchema = z.string().regex(CATEGORY_ID);

/** GET /consumers-v3/contactus/categorySubject: categories with their subjects, in the locale's words. */
export const contactCategoriesSchema = z.object({
  categories: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      subjects: z.array(z.object({ id: idSchema, name: z.string() })),
    }),
  ),
});
export type ContactCategories = z.infer<typeof contactCategoriesSchema>;

/** POST /consumers-v3/contactus: the body the upstream takes (checked again there). */
export const contactRequestSchema = z
  .object({
    categoryId: z.string().max(40),
    subjectId: z.string().max(40),
    firstName: z.string().max(50),
    lastName: z.string().max(50),
    email: z.string().max(254),
    orderNumber: z.string().max(12).optional(),
    message: z.string().max(CONTACT_MESSAGE_MAX + 200),
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  caseNumber: z.string().regex(CONTACT_CASE_NUMBER),
  createdAt: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ---- Warranty. ----

/** POST /consumers-v3/consumer/warranty: one line of one of the member's orders, photos in base64. */
export const warrantyRequestSchema = z
  .object({
    orderNumber: z.string().regex(/^RL\d{10}$/),
    itemId: z.string().min(1).max(64),
    description: z.string().max(WARRANTY_DESCRIPTION_MAX + 200),
    photos: z
      .array(
        z
          .object({
            fileName: z.string().max(120),
            // Base64 of at most WARRANTY_PHOTO_MAX_BYTES (4 characters per 3 bytes, padded).
            data: z
              .string()
              .max(Math.ceil(WARRANTY_PHOTO_MAX_BYTES / 3) * 4)
              .regex(/^[A-Za-z0-9+/]*={0,2}$/),
          })
          .strict(),
      )
      .min(1)
      .max(WARRANTY_PHOTOS_MAX),
  })
  .strict();
export type WarrantyRequest = z.infer<typeof warrantyRequestSchema>;

export const warrantyCaseSchema = z.object({
  caseNumber: z.string().regex(WARRANTY_CASE_NUMBER),
  orderNumber: z.string(),
  itemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  description: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  photos: z.array(z.object({ contentType: z.enum(WARRANTY_PHOTO_TYPES), size: z.number().int() })),
  createdAt: z.string(),
});
export type WarrantyCase = z.infer<typeof warrantyCaseSchema>;
/** GET /consumers-v3/consumer/warranty (the sandbox's list of the member's cases, newest first). */
export const warrantyCasesSchema = z.object({ cases: z.array(warrantyCaseSchema) });

// ---- The member's data and notification preferences. ----

/** POST /consumers-v3/consumer/retrieveUserData: the export goes to the member's e-mail. */
export const userDataResponseSchema = z.object({ deliveredTo: z.string(), requestedAt: z.string() });

/** PUT /consumers-v3/consumer/notification: which e-mails the member wants (every one given). */
export const notificationPreferencesSchema = z
  .object({
    orderUpdates: z.boolean(),
    serviceUpdates: z.boolean(),
    backInStock: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const NOTIFICATION_KEYS = ['orderUpdates', 'serviceUpdates', 'backInStock'] as const;
export const notificationResponseSchema = z.object({ notification: notificationPreferencesSchema });
