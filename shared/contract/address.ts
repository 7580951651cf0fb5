/**
 * The address rules of content spec section 5 as plain functions, the one copy both sides run:
 * the checkout forms and islands, the checkout BFF and the account address book here, and the
 * sandbox when it validates or stores an address (commerce spec section 5). In the contract
 * because the sandbox, an upstream that shares only the contract, takes what the storefront takes,
 * like the phone rule (`phone/format.ts`), the postal code rule (`postal-code.ts`) and the
 * shopper-text rules (`ugc.ts`) it is made of. Country facts (required fields, postal code
 * pattern, regions) come from the utilities i18n call (`CountryI18n`), or the sandbox's own
 * reference data behind it, never from a copy here.
 */
import { isPhoneNumber, storedPhone } from './phone/format';
import { isPostalCodeOf, normalizePostalCode } from './postal-code';
import { hasHiddenCharacters, hasMarkup, isBlank, isEmail, isName } from './ugc';

/** The address fields a shopper types (country is chosen by the site), in form order. */
export const ADDRESS_FORM_FIELDS = [
  'recipientFirstName',
  'recipientLastName',
  'recipientContactEmail',
  'recipientContactPhone',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCityProvDept',
  'postalCode',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export type AddressErrorKey =
  | 'required'
  | 'emailInvalid'
  | 'nameInvalid'
  | 'markupNotAllowed'
  | 'charactersNotAllowed'
  | 'regionInvalid'
  | 'phoneInvalid'
  | 'postalCodeInvalid'
  | 'poBoxNotAllowed'
  | 'tooLong';

export type AddressInput = {
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

export type CountryRules = {
  countryCode: string;
  phone: { dialCode: string; mask: string };
  addressFormat: {
    required: readonly string[];
    postalCodePattern: string;
    /**
     * The country's states or provinces (utilities i18n `addressFormat.regions`), which the forms
     * offer as a select of codes. Empty or absent: the region is typed as free text.
     */
    regions?: readonly { code: string; name: string }[] | undefined;
  };
};

/**
 * Address lines, city and a typed region take digits and more punctuation than names, but never
 * markup: no tag brackets, quotes, braces or backslashes (what an attribute or script injection
 * needs), nothing that looks like a tag, an encoded tag or a `javascript:` URL, and no hidden
 * characters (controls, bidi overrides, line separators: `hasHiddenCharacters`).
 */
export const isAddressText = (value: string): boolean =>
  !/[<>"`{}\\]/.test(value) && !hasMarkup(value) && !hasHiddenCharacters(value);

/**
 * The region (`stateCityProvDept`) of a country with a list of regions must be one of its codes,
 * exactly as the forms' select posts it: a name, a lower-case code or another country's code
 * would print a wrong address on the label and in the tax and delivery rules that read it.
 */
export const isRegionOf = (value: string, rules: CountryRules): boolean => {
  const regions = rules.addressFormat.regions ?? [];
  return regions.length === 0 || regions.some((region) => region.code === value);
};

/** Post office boxes cannot receive a home delivery (SHP500). */
export const isPoBox = (value: string): boolean =>
  /\b(p\.?\s*o\.?\s*b(ox)?|post\s*office\s*box|postfach|bo[iî]te\s+postale|casella\s+postale|apartado)\b\.?\s*\d*/i.test(
    value,
  );

const LIMITS: Record<keyof AddressInput, number> = {
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

/**
 * Field → error key for an address. `contact` requires name, email and phone (shipping);
 * `homeDelivery` rejects PO boxes in the address lines.
 */
export const validateAddress = (
  address: AddressInput,
  rules: CountryRules,
  options: { contact: boolean; homeDelivery: boolean },
): Partial<Record<keyof AddressInput, AddressErrorKey>> => {
  const errors: Partial<Record<keyof AddressInput, AddressErrorKey>> = {};
  const required = new Set<string>([
    ...rules.addressFormat.required,
    'addressLine1',
    'city',
    'recipientFirstName',
    'recipientLastName',
    ...(options.contact ? ['recipientContactEmail', 'recipientContactPhone'] : []),
  ]);
  for (const [field, limit] of Object.entries(LIMITS) as [keyof AddressInput, number][]) {
    const value = address[field];
    if (required.has(field) && isBlank(value)) errors[field] = 'required';
    else if (value && value.trim().length > limit) errors[field] = 'tooLong';
    // Every address field is one line of text: a hidden character gets its own message, before
    // the field's own rule would call it a bad name, markup or a bad postal code.
    else if (value && hasHiddenCharacters(value.trim())) errors[field] = 'charactersNotAllowed';
  }
  const v = (field: keyof AddressInput) => (errors[field] ? undefined : address[field]?.trim() || undefined);
  for (const field of ['recipientFirstName', 'recipientLastName'] as const) {
    const name = v(field);
    if (name && !isName(name)) errors[field] = 'nameInvalid';
  }
  for (const field of ['addressLine1', 'addressLine2', 'city'] as const) {
    const text = v(field);
    if (text && !isAddressText(text)) errors[field] = 'markupNotAllowed';
  }
  // A listed country's region is one of its codes; elsewhere it is typed, and follows the lines' rule.
  const region = v('stateCityProvDept');
  if (region && !isRegionOf(region, rules)) errors.stateCityProvDept = 'regionInvalid';
  else if (region && !isAddressText(region)) errors.stateCityProvDept = 'markupNotAllowed';
  const email = v('recipientContactEmail');
  if (email && !isEmail(email)) errors.recipientContactEmail = 'emailInvalid';
  const phone = v('recipientContactPhone');
  if (phone && !isPhoneNumber(phone, rules.countryCode)) errors.recipientContactPhone = 'phoneInvalid';
  const postal = v('postalCode');
  if (postal && !isPostalCodeOf(postal, rules)) errors.postalCode = 'postalCodeInvalid';
  if (options.homeDelivery) {
    for (const field of ['addressLine1', 'addressLine2'] as const) {
      const line = v(field);
      if (line && isPoBox(line)) errors[field] = 'poBoxNotAllowed';
    }
  }
  return errors;
};

/**
 * The postal code and phone of an address `validateAddress` took, as they are stored: the code in
 * the country's spacing, the phone in E.164 (+33612345678; as typed in the unlikely case that no
 * plan formats a number the rule took). An absent or empty phone is left out.
 */
export const storedAddressFields = (
  address: { postalCode: string; recipientContactPhone?: string | undefined },
  country: string,
): { postalCode: string; recipientContactPhone?: string } => ({
  postalCode: normalizePostalCode(address.postalCode, country),
  ...(address.recipientContactPhone
    ? {
        recipientContactPhone:
          storedPhone(address.recipientContactPhone, country) ?? address.recipientContactPhone,
      }
    : {}),
});
