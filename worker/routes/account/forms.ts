/**
 * The account forms' fields turned into the upstream's bodies, or field → error key (the keys of
 * the account and checkout text). The same functions serve the no-script pages and the BFF, so a
 * value is judged alike whichever way it came. Country facts (phone mask, postal pattern, required
 * address fields) come from the utilities i18n call, as in checkout.
 */
import { z } from 'zod';
import { type DateOrder, parseBirthDate } from '../../../client/pages/account/birth-date';
import {
  type AddressRequest,
  type CountryI18n,
  joinInterests,
  type ProfileUpdate,
} from '../../../shared/contract';
import { isName, isPhone, phoneToE164, validateAddress } from '../../../shared/validation/address';
import { isOfferedShoeSize } from '../../../shared/validation/profile';

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
  const phone = value(values, 'phone');
  if (phone && (!rules || !isPhone(phone, rules.countryCode, rules.phone))) fields.phone = 'phoneInvalid';
  const typedDate = value(values, 'birthDate');
  const birthDate = typedDate ? parseBirthDate(typedDate, order) : undefined;
  if (typedDate && !birthDate) fields.birthDate = 'dateInvalid';
  const postalCode = value(values, 'postalCode');
  if (postalCode && (postalCode.length > 12 || !/^[A-Za-z0-9 -]+$/.test(postalCode)))
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
      ...(phone && rules ? { phone: phoneToE164(phone, rules.phone) } : {}),
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
      ...(addressLine2 ? { addressLine2 } : {}),
      ...(stateCityProvDept ? { stateCityProvDept } : {}),
      ...(recipientContactPhone
        ? { recipientContactPhone: phoneToE164(recipientContactPhone, rules.phone) }
        : {}),
      approachType: approachType.data,
      main: values.main === 'on' || values.main === 'true',
    },
  };
};
