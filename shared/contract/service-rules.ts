/**
 * The customer service rules both sides run, without zod so that an island may import them: the
 * contact form's fields, free text, and a photo's type by its first bytes (never by its name or
 * the type a browser claims). The call schemas are `service.ts`.
 */
import { hasHiddenCharacters, hasMarkup, isEmail, isName } from './ugc';

/** A contact category's or subject's id. */
export const CATEGORY_ID = /^[a-z][a-z0-9-]{1,39}$/;

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

/** Base64 of bytes (photos travel so in JSON), a chunk per call: workerd has no Buffer. */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
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
  if (!CATEGORY_ID.test(input.categoryId)) errors.categoryId = 'required';
  if (!CATEGORY_ID.test(input.subjectId)) errors.subjectId = 'required';
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

const MAX_TYPED = 2200;

/**
 * The contact form's fields as the call's body, and their problems by field. `topic` is
 * `{categoryId}/{subjectId}` (one select grouped by category), so its problem is the topic's.
 */
export const contactFromFields = (
  values: Record<string, string | undefined>,
): { body: ContactInput; problems: Record<string, string> } => {
  const value = (key: string) => (values[key] ?? '').slice(0, MAX_TYPED).trim();
  const [categoryId = '', subjectId = ''] = value('topic').split('/');
  const orderNumber = value('orderNumber').toUpperCase();
  const body: ContactInput = {
    categoryId,
    subjectId,
    firstName: value('firstName').slice(0, 50),
    lastName: value('lastName').slice(0, 50),
    email: value('email').slice(0, 254),
    message: value('message'),
    ...(orderNumber ? { orderNumber: orderNumber.slice(0, 12) } : {}),
  };
  const { categoryId: category, subjectId: subject, ...problems } = validateContact(body);
  return { body, problems: category || subject ? { topic: 'required', ...problems } : problems };
};
