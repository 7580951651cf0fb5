/**
 * The address rules this upstream enforces when an address is validated or stored (commerce spec
 * section 5): required fields and postal code patterns from its own country reference data, names,
 * e-mail, phone, length limits, and no PO box for home delivery. Phone numbers and the spacing of
 * postal codes follow the shop's one rule in the contract (shared/contract/phone,
 * shared/contract/postal-code.ts), so what the storefront takes this upstream takes and stores alike.
 */

import { isPhoneNumber, storedPhone } from '../../../shared/contract/phone/format';
import { normalizePostalCode } from '../../../shared/contract/postal-code';
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
  | 'charactersNotAllowed'
  | 'regionInvalid';

export type CountryRules = {
  countryCode: string;
  phone: { dialCode: string; mask: string };
  addressFormat: {
    required: readonly string[];
    postalCodePattern: string;
    /** The country's states or provinces; empty: the region is free text. */
    regions?: readonly { code: string }[];
  };
};

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

/** The code in the country's spacing, matched against this upstream's own pattern. */
const isPostalCode = (value: string, rules: CountryRules): boolean => {
  try {
    return new RegExp(rules.addressFormat.postalCodePattern, 'i').test(
      normalizePostalCode(value, rules.countryCode),
    );
  } catch {
    return false;
  }
};

/**
 * Stored E.164 (+33612345678). The phone rule is the shop's one (shared/contract/phone, libphonenumber-js
 * plans): an upstream that counted digits by mask refused French and German national forms the
 * storefront had taken, and stored +330612345678. Only called after `validateAddress`.
 */
export const phoneToE164 = (value: string, rules: Pick<CountryRules, 'countryCode'>): string =>
  storedPhone(value, rules.countryCode) ?? value;

/** The postal code as stored: upper case, the country's spacing. */
export const storedPostalCode = (value: string, country: string): string =>
  normalizePostalCode(value, country);

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
  if (phone && !isPhoneNumber(phone, rules.countryCode)) errors.recipientContactPhone = 'phoneInvalid';
  // Labels, tax and delivery rules read the region's code: a listed country takes one of its own.
  const region = valid('stateCityProvDept');
  const regions = rules.addressFormat.regions ?? [];
  if (region && regions.length > 0 && !regions.some((r) => r.code === region))
    errors.stateCityProvDept = 'regionInvalid';
  const postal = valid('postalCode');
  if (postal && !isPostalCode(postal, rules)) errors.postalCode = 'postalCodeInvalid';
  if (options.homeDelivery) {
    for (const field of ['addressLine1', 'addressLine2'] as const) {
      const line = valid(field);
      if (line && isPoBox(line)) errors[field] = 'poBoxNotAllowed';
    }
  }
  return errors;
};
