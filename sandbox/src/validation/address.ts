/**
 * The address rules this upstream enforces when an address is validated or stored (commerce spec
 * section 5): required fields and postal code patterns from its own country reference data, names,
 * e-mail, phone by country, length limits, and no PO box for home delivery. The storefront checks
 * the same facts in its forms with its own code; an upstream never imports the client's rules.
 */
import { hasHiddenCharacters, isBlank, isEmail, isName } from '../../../shared/contract/ugc';

export type AddressFields = {
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  postalCode?: string | undefined;
  stateCityProvDept?: string | undefined;
  recipientFirstName?: string | undefined;
  recipientLastName?: string | undefined;
  recipientContactEmail?: string | undefined;
  recipientContactPhone?: string | undefined;
};

export type AddressProblem =
  | 'required'
  | 'emailInvalid'
  | 'nameInvalid'
  | 'phoneInvalid'
  | 'postalCodeInvalid'
  | 'poBoxNotAllowed'
  | 'tooLong'
  | 'charactersNotAllowed';

export type CountryRules = {
  countryCode: string;
  phone: { dialCode: string; mask: string };
  addressFormat: { required: readonly string[]; postalCodePattern: string };
};

const NORTH_AMERICA = new Set(['US', 'CA']);

const LIMITS: Record<keyof AddressFields, number> = {
  addressLine1: 100,
  addressLine2: 100,
  city: 60,
  country: 2,
  postalCode: 12,
  stateCityProvDept: 60,
  recipientFirstName: 50,
  recipientLastName: 50,
  recipientContactEmail: 120,
  recipientContactPhone: 30,
};

const isPoBox = (value: string): boolean =>
  /\b(p\.?\s*o\.?\s*b(ox)?|post\s*office\s*box|postfach|bo[iî]te\s+postale|casella\s+postale|apartado)\b\.?\s*\d*/i.test(
    value,
  );

const isPostalCode = (value: string, pattern: string): boolean => {
  try {
    return new RegExp(pattern, 'i').test(value.toUpperCase());
  } catch {
    return false;
  }
};

/** National digits: the dial code of an international form and the UK's trunk 0 removed. */
const phoneDigits = (value: string, dialCode: string): string => {
  let digits = value.replace(/\D/g, '');
  const dial = dialCode.replace(/\D/g, '');
  if (value.trim().startsWith('+') && digits.startsWith(dial)) digits = digits.slice(dial.length);
  if (dial === '44' && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
};

/** Ten digits in North America (no leading 0 or 1); elsewhere the mask's digit slots, or one fewer. */
const isPhone = (value: string, rules: CountryRules): boolean => {
  const digits = phoneDigits(value, rules.phone.dialCode);
  if (NORTH_AMERICA.has(rules.countryCode)) return /^[2-9]\d{9}$/.test(digits);
  const mask = /[#X]/.test(rules.phone.mask) ? rules.phone.mask : 'XXXX - XXX - XXX';
  const wanted = (mask.match(/[#X]/g) ?? []).length;
  return digits.length >= wanted - 1 && digits.length <= wanted;
};

/** Stored with a leading + and the dial code. */
export const phoneToE164 = (value: string, phone: CountryRules['phone']): string =>
  `+${phone.dialCode.replace(/\D/g, '')}${phoneDigits(value, phone.dialCode)}`;

/**
 * Field → problem for an address. `contact` requires name, e-mail and phone (shipping);
 * `homeDelivery` refuses PO boxes in the address lines.
 */
export const validateAddress = (
  address: AddressFields,
  rules: CountryRules,
  options: { contact: boolean; homeDelivery: boolean },
): Partial<Record<keyof AddressFields, AddressProblem>> => {
  const errors: Partial<Record<keyof AddressFields, AddressProblem>> = {};
  const required = new Set<string>([
    ...rules.addressFormat.required,
    'addressLine1',
    'city',
    'recipientFirstName',
    'recipientLastName',
    ...(options.contact ? ['recipientContactEmail', 'recipientContactPhone'] : []),
  ]);
  for (const [field, limit] of Object.entries(LIMITS) as [keyof AddressFields, number][]) {
    const value = address[field];
    if (required.has(field) && isBlank(value)) errors[field] = 'required';
    else if (value && value.trim().length > limit) errors[field] = 'tooLong';
    // Controls and bidi overrides would be printed as they are on labels, e-mails and invoices.
    else if (value && hasHiddenCharacters(value)) errors[field] = 'charactersNotAllowed';
  }
  const valid = (field: keyof AddressFields) =>
    errors[field] ? undefined : address[field]?.trim() || undefined;
  for (const field of ['recipientFirstName', 'recipientLastName'] as const) {
    const name = valid(field);
    if (name && !isName(name)) errors[field] = 'nameInvalid';
  }
  const email = valid('recipientContactEmail');
  if (email && !isEmail(email)) errors.recipientContactEmail = 'emailInvalid';
  const phone = valid('recipientContactPhone');
  if (phone && !isPhone(phone, rules)) errors.recipientContactPhone = 'phoneInvalid';
  const postal = valid('postalCode');
  if (postal && !isPostalCode(postal, rules.addressFormat.postalCodePattern))
    errors.postalCode = 'postalCodeInvalid';
  if (options.homeDelivery) {
    for (const field of ['addressLine1', 'addressLine2'] as const) {
      const line = valid(field);
      if (line && isPoBox(line)) errors[field] = 'poBoxNotAllowed';
    }
  }
  return errors;
};
