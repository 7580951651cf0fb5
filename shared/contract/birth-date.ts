/**
 * The one birth-date rule, shared by the sandbox (sign-up, profile), the storefront's sign-up
 * bodies and its profile and enrollment forms, so none of them stores a date another refuses. A
 * birth date is a real ISO calendar day from spec section 5's default date (01/01/1900) to today:
 * a future or an ancient date is a typing mistake (or a probe), never a shopper's birthday.
 */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `iso` (YYYY-MM-DD, already a real calendar day) lies from 1900-01-01 to today. Today is
 * the UTC day: the same bound whichever data centre or browser checks it.
 */
export const isPossibleBirthDate = (iso: string, now = new Date()): boolean =>
  ISO_DATE.test(iso) && iso >= EARLIEST_BIRTH_DATE && iso <= now.toISOString().slice(0, 10);
