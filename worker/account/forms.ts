/**
 * The account forms' fields turned into the upstream's bodies, or field → error key (the keys of
 * the account and checkout text). The same functions serve the no-script pages and the BFF, so a
 * value is judged alike whichever way it came. Country facts (phone mask, postal pattern, required
 * address fields) come from the utilities i18n call, as in checkout.
 */
import { z } from 'zod';
import { type DateOrder, parseBirthDate } from '../../client/pages/account/birth-date';
import {
  type AddressRequest,
  type CountryI18n,
  joinInterests,
  type ProfileUpdate,
} from '../../shared/contract';
import { validateAddress } from '../../shared/contract/address';
import { storedPhone } from '../../shared/contract/phone/format';
import { isPostalCodeOf, normalizePostalCode } from '../../shared/contract/postal-code';
import { isName } from '../../shared/contract/ugc';
import { isOfferedShoeSize } from '../../shared/validation/profile';

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; body: T } | { ok: false; fields: FieldErrors };

const MAX = 200;
const value = (values: Record<string, string>, key: string) => (values[key] ?? '').slice(0, MAX).trim();

/** The profile form: names required, the rest optional and checked when given. */
export const profileFromForm = (
  values: Record<string, string>,
  rules: CountryI18n | null,
  order: DateOrder,
  interestKeys: readonly string[],
): Parsed<ProfileUpdate> => {
  const fields: FieldErrors = {};
  const firstName = value(values, 'firstName');
  const lastName = value(values, 'lastName');
  for (const [key, name] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    if (!name) fields[key] = 'required';
    else if (name.length > 50 || !isName(name)) fields[key] = 'nameInvalid';
  }
  // The one phone rule (shared/contract/phone): what the profile page shows of a stored number is taken back.
  const typedPhone = value(values, 'phone');
  const phone = typedPhone && rules ? storedPhone(typedPhone, rules.countryCode) : undefined;
  if (typedPhone && !phone) fields.phone = 'phoneInvalid';
  const typedDate = value(values, 'birthDate');
  const birthDate = typedDate ? parseBirthDate(typedDate, order) : undefined;
  if (typedDate && !birthDate) fields.birthDate = 'dateInvalid';
  // The checkout's postal code rule (the country's pattern), stored in the country's spacing.
  const typedPostalCode = value(values, 'postalCode');
  const postalCode = typedPostalCode && rules ? normalizePostalCode(typedPostalCode, rules.countryCode) : '';
  if (typedPostalCode && (!rules || typedPostalCode.length > 12 || !isPostalCodeOf(postalCode, rules)))
    fields.postalCode = 'postalCodeInvalid';
  const shoeSize = value(values, 'preferredShoeSize');
  // The rules are the site's country (utilities i18n); without them no size can be checked, so
  // none is taken (as the phone).
  if (shoeSize && (!rules || !isOfferedShoeSize(shoeSize, rules.countryCode)))
    fields.preferredShoeSize = 'invalid';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    body: {
      firstName,
      lastName,
      ...(phone ? { phone } : {}),
      ...(birthDate ? { birthDate } : {}),
      ...(postalCode ? { postalCode } : {}),
      preferences: {
        interests: joinInterests(interestKeys.filter((key) => values[`interest_${key}`] === 'on')),
        ...(shoeSize ? { preferredShoeSize: shoeSize } : {}),
      },
    },
  };
};

/** The address form: the checkout's validators, plus a phone (shown required: delivery needs one). */
export const addressFromForm = (
  values: Record<string, string>,
  rules: CountryI18n | null,
): Parsed<AddressRequest> => {
  const pick = (key: string) => value(values, key) || undefined;
  const country = (pick('country') ?? '').toUpperCase();
  const address = {
    recipientFirstName: pick('recipientFirstName') ?? '',
    recipientLastName: pick('recipientLastName') ?? '',
    addressLine1: pick('addressLine1') ?? '',
    city: pick('city') ?? '',
    country,
    postalCode: pick('postalCode') ?? '',
    addressLine2: pick('addressLine2'),
    stateCityProvDept: pick('stateCityProvDept'),
    recipientContactPhone: pick('recipientContactPhone'),
  };
  if (!rules || rules.countryCode !== country) return { ok: false, fields: { country: 'countryNotServed' } };
  const fields: FieldErrors = validateAddress(address, rules, { contact: false, homeDelivery: false });
  if (!address.recipientContactPhone) fields.recipientContactPhone = 'required';
  const approachType = z.enum(['S', 'B']).safeParse(values.approachType);
  if (!approachType.success) fields.approachType = 'required';
  if (Object.keys(fields).length > 0 || !approachType.success) return { ok: false, fields };
  const { addressLine2, stateCityProvDept, recipientContactPhone, ...required } = address;
  return {
    ok: true,
    body: {
      ...required,
      postalCode: normalizePostalCode(required.postalCode, country),
      ...(addressLine2 ? { addressLine2 } : {}),
      ...(stateCityProvDept ? { stateCityProvDept } : {}),
      ...(recipientContactPhone
        ? { recipientContactPhone: storedPhone(recipientContactPhone, country) ?? recipientContactPhone }
        : {}),
      approachType: approachType.data,
      main: values.main === 'on' || values.main === 'true',
    },
  };
};
