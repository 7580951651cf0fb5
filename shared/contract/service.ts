/**
 * Customer service calls of commerce spec section 7 (Consumer): contact us (its categories and
 * subjects, and the message), a warranty support case with photos, the member's data export and
 * notification preferences. The rules both sides run live here: the storefront checks a form
 * before it calls, the upstream checks again before it writes (a photo's type by its first bytes,
 * never by its name or the type a browser claims).
 */
import { z } from 'zod';
import { hasHiddenCharacters, hasMarkup, isEmail, isName } from './ugc';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const WARRANTY_DESCRIPTION_MIN = 20;
export const WARRANTY_DESCRIPTION_MAX = 2000;
/** A warranty case carries 1 to 3 photos of at most 1 MiB each (one stored row each). */
export const WARRANTY_PHOTOS_MAX = 3;
export const WARRANTY_PHOTO_MAX_BYTES = 1024 * 1024;
export const WARRANTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type WarrantyPhotoType = (typeof WARRANTY_PHOTO_TYPES)[number];

export const CONTACT_CASE_NUMBER = /^CS\d{8}$/;
export const WARRANTY_CASE_NUMBER = /^WC\d{8}$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/**
 * The image type a file's first bytes say (JPEG, PNG or WebP signatures), or null: a file named
 * `.jpg` holding HTML or a script is no photo, whatever its name or declared type.
 */
export const photoTypeOf = (bytes: Uint8Array): WarrantyPhotoType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, a 4-byte size, then WEBP.
  if (
    bytes.length >= 12 &&
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  )
    return 'image/webp';
  return null;
};

/** What is wrong with one photo's bytes: `photoEmpty`, `photoTooLarge`, `photoType`; null when fine. */
export const photoProblem = (bytes: Uint8Array): 'photoEmpty' | 'photoTooLarge' | 'photoType' | null => {
  if (bytes.length === 0) return 'photoEmpty';
  if (bytes.length > WARRANTY_PHOTO_MAX_BYTES) return 'photoTooLarge';
  return photoTypeOf(bytes) ? null : 'photoType';
};

/** A free-text field's problem (the reviews' rules: no hidden characters, no markup), or null. */
export const textProblem = (
  value: string,
  min: number,
  max: number,
): 'required' | 'tooShort' | 'tooLong' | 'charactersNotAllowed' | 'markupNotAllowed' | null => {
  const v = value.trim();
  if (!v) return 'required';
  if (hasHiddenCharacters(v, 'multi')) return 'charactersNotAllowed';
  if (hasMarkup(v)) return 'markupNotAllowed';
  if (v.length < min) return 'tooShort';
  if (v.length > max) return 'tooLong';
  return null;
};

// ---- Contact us. ----

const idSchema = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/);

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

export type ContactInput = {
  categoryId: string;
  subjectId: string;
  firstName: string;
  lastName: string;
  email: string;
  orderNumber?: string | undefined;
  message: string;
};
export type ContactField = keyof ContactInput;

/** The contact form's field problems (keys of the service text), empty when it may be sent. */
export const validateContact = (input: ContactInput): Partial<Record<ContactField, string>> => {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!idSchema.safeParse(input.categoryId).success) errors.categoryId = 'required';
  if (!idSchema.safeParse(input.subjectId).success) errors.subjectId = 'required';
  for (const key of ['firstName', 'lastName'] as const) {
    const name = input[key].trim();
    if (!name) errors[key] = 'required';
    else if (name.length > 50 || !isName(name)) errors[key] = 'nameInvalid';
  }
  const email = input.email.trim();
  if (!email) errors.email = 'required';
  else if (email.length > 254 || !isEmail(email)) errors.email = 'emailInvalid';
  if (input.orderNumber && !/^RL\d{10}$/.test(input.orderNumber.trim()))
    errors.orderNumber = 'orderNumberInvalid';
  const message = textProblem(input.message, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX);
  if (message) errors.message = message;
  return errors;
};

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
