/** Form fields of the checkout steps: a checkout field's wiring, the address fields per country, an address. */
import { Fragment } from 'react';
import type { Address, CountryI18n } from '../../../shared/contract';
import type { CountryRules } from '../../../shared/contract/address';
import { addressLines, countryName } from '../../../shared/contract/address-lines';
import { memoPer } from '../../../shared/contract/memo';
import { formatPhone, phoneExample } from '../../../shared/contract/phone/format';
import { escapeHtml } from '../../../shared/html/escape';
import { format } from '../../i18n';
import { type CheckoutText, checkoutError } from '../../i18n/checkout';
import { localizedRegions } from '../../i18n/regions';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { shareable } from '../../island-kit/shared-props';
import { Field } from '../../ui/Field';
import type { CheckoutView } from './view';

/** A checkout form's state, which each of its fields reads its id, value, error and focus from. */
export type CheckoutForm = {
  /** The form's id prefix: a field's id is `{prefix}-{name}`. */
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  text: CheckoutText;
  /** The refused field a re-rendered form opens on (`AddressFields`' `focusFirstError`). */
  firstError?: string | undefined;
};

/**
 * The `Field` props one checkout field takes from its form: the id, the value as typed, the error
 * key in the checkout's words, and the focus of the first refused field.
 */
export const checkoutField = (form: CheckoutForm, name: string) => {
  const error = form.errors[name];
  return {
    id: `${form.prefix}-${name}`,
    name,
    value: form.values[name],
    error: error ? checkoutError(form.text, error) : undefined,
    autoFocus: form.firstError === name,
  };
};

export const addressValues = (
  address: Address | undefined,
  rules: CountryI18n | null,
): Record<string, string> => {
  if (!address) return {};
  const phone = address.recipientContactPhone ?? '';
  return {
    recipientFirstName: address.recipientFirstName,
    recipientLastName: address.recipientLastName,
    recipientContactEmail: address.recipientContactEmail ?? '',
    recipientContactPhone: rules ? formatPhone(phone, address.country) : phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    stateCityProvDept: address.stateCityProvDept ?? '',
    postalCode: address.postalCode,
    country: address.country,
  };
};

/** Per list, at most its length plus two (the largest, Italy's provinces, is about 110). */
const regionOptions = memoPer<object, string, string>({ name: 'checkout/region-options', max: 160 });

/**
 * A region select's options as HTML, `selected` the chosen one. Each list's options are written
 * once per isolate and choice (the list is `localizedRegions`' shared one, so at most its length
 * plus one strings): a country's fifty-odd options were a large share of an address form's render,
 * and the address book and checkout render the form on every visit. The fields are server HTML only
 * (the island enhances them), so nothing hydrates them.
 */
const regionOptionsHtml = (regions: readonly { code: string; name: string }[], selected: string): string => {
  const bySelected = regionOptions.of(regions);
  const at = selected ? regions.findIndex((r) => r.code === selected) + 1 : 0;
  const key = at === 0 && selected ? '-' : String(at);
  const known = bySelected.get(key);
  if (known !== undefined) return known;
  const options = [
    '<option value="">—</option>',
    ...regions.map((r) => `<option value="${escapeHtml(r.code)}">${escapeHtml(r.name)}</option>`),
  ];
  if (key !== '-') options[at] = options[at]!.replace('">', '" selected="">');
  const html = options.join('');
  bySelected.set(key, html);
  return html;
};

type AddressIslandProps = { rules: CountryRules; messages: Record<string, string> };
const islandRules = new WeakMap<object, CountryRules>();
const islandMessages = new WeakMap<object, Record<string, string>>();

/**
 * What the AddressForm island checks with, one object per country's rules and per text: marked
 * shareable, its JSON is made once per isolate and travels once per page (checkout's shipping and
 * billing forms carry the same rules) instead of being written and escaped into each marker.
 */
const addressIslandProps = (rules: CountryI18n, text: CheckoutText): AddressIslandProps => {
  let forIsland = islandRules.get(rules);
  if (!forIsland) {
    forIsland = shareable({
      countryCode: rules.countryCode,
      phone: rules.phone,
      addressFormat: rules.addressFormat,
    });
    islandRules.set(rules, forIsland);
  }
  let messages = islandMessages.get(text);
  if (!messages) {
    messages = shareable(
      Object.fromEntries(
        Object.entries(text)
          .filter(([k]) => k.startsWith('error_'))
          .map(([k, v]) => [k.slice(6), v as string]),
      ),
    );
    islandMessages.set(text, messages);
  }
  return { rules: forIsland, messages };
};

export function AddressFields(props: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Only the text, country rules and countries: the account's address forms reuse these fields. */
  view: Pick<CheckoutView, 'text' | 'rules' | 'countries'>;
  contact: boolean;
  /**
   * A refused form rendered again opens on its first refused field (scrolled into view and
   * focused), not the top of a long page: the account's address book, whose forms sit far down.
   */
  focusFirstError?: boolean;
}) {
  const { prefix, values, errors, view, contact } = props;
  const { text, rules, countries } = view;
  const required = new Set(rules?.addressFormat.required ?? []);
  const fields = rules?.addressFormat.fields ?? ['addressLine1', 'addressLine2', 'city', 'postalCode'];
  const firstError = props.focusFirstError
    ? ['recipientFirstName', 'recipientLastName', ...fields, 'recipientContactPhone'].find((f) => errors[f])
    : undefined;
  const form: CheckoutForm = { values, errors, text, prefix, firstError };
  const regionId = `${prefix}-stateCityProvDept`;
  const { site } = usePage();
  const regions = rules
    ? localizedRegions(site.language, site.languageTag, rules.countryCode, rules.addressFormat.regions)
    : [];
  return (
    <>
      <div className="checkout-row">
        <Field
          {...checkoutField(form, 'recipientFirstName')}
          label={text.firstName}
          required
          autoComplete="given-name"
        />
        <Field
          {...checkoutField(form, 'recipientLastName')}
          label={text.lastName}
          required
          autoComplete="family-name"
        />
      </div>
      {fields.map((field) => {
        if (field === 'addressLine1')
          return (
            <Field
              key={field}
              {...checkoutField(form, field)}
              label={text.addressLine1}
              required
              autoComplete="address-line1"
            />
          );
        if (field === 'addressLine2')
          return (
            <Field
              key={field}
              {...checkoutField(form, field)}
              label={text.addressLine2}
              autoComplete="address-line2"
            />
          );
        if (field === 'city')
          return (
            <Field
              key={field}
              {...checkoutField(form, field)}
              label={text.city}
              required
              autoComplete="address-level2"
            />
          );
        if (field === 'postalCode')
          return (
            <Field
              key={field}
              {...checkoutField(form, field)}
              label={text.postalCode}
              required={required.has('postalCode')}
              autoComplete="postal-code"
              hint={
                rules
                  ? format(text.postalHint, { example: rules.addressFormat.postalCodeExample })
                  : undefined
              }
            />
          );
        if (field === 'stateCityProvDept' && regions.length > 0)
          return (
            <div key={field} className="checkout-field">
              <label htmlFor={regionId}>
                {text.region}
                {required.has(field) && <span aria-hidden="true"> *</span>}
              </label>
              <select
                id={regionId}
                name={field}
                required={required.has(field)}
                autoComplete="address-level1"
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${regionId}-error` : undefined}
                // biome-ignore lint/a11y/noAutofocus: a refused form opens on the first field to put right.
                autoFocus={firstError === field || undefined}
                dangerouslySetInnerHTML={{ __html: regionOptionsHtml(regions, values[field] ?? '') }}
              />
              {errors[field] && (
                <p id={`${regionId}-error`} className="checkout-field__error">
                  {checkoutError(text, errors[field])}
                </p>
              )}
            </div>
          );
        if (field === 'stateCityProvDept')
          return (
            <Field
              key={field}
              {...checkoutField(form, field)}
              label={text.region}
              required={required.has(field)}
            />
          );
        return null;
      })}
      <div className="checkout-field">
        <label htmlFor={`${prefix}-country`}>{text.country}</label>
        <select
          id={`${prefix}-country`}
          name="country"
          defaultValue={values.country ?? rules?.countryCode}
          autoComplete="country"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country && <p className="checkout-field__error">{checkoutError(text, errors.country)}</p>}
      </div>
      {contact && (
        <Field
          {...checkoutField(form, 'recipientContactPhone')}
          label={text.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={rules ? format(text.phoneHint, { mask: phoneExample(rules.countryCode) }) : undefined}
        />
      )}
      {rules && (
        <Island
          name="AddressForm"
          strategy="idle"
          props={{ prefix, contact, ...addressIslandProps(rules, text) }}
        />
      )}
    </>
  );
}

/**
 * An address as its country writes it (shared/contract/address-lines.ts), the country named, and
 * the phone (stored as +dial code and digits) in the country's mask, as the forms show it. `rules`
 * is required so that no page showing an address can forget the phone's format.
 */
export function AddressBlock({
  address,
  rules,
}: {
  address: Address | undefined;
  rules: CountryI18n | null;
}) {
  const { site } = usePage();
  if (!address) return null;
  const phone = addressValues(address, rules).recipientContactPhone;
  const lines = [
    `${address.recipientFirstName} ${address.recipientLastName}`,
    ...addressLines(address),
    countryName(address.country, site.languageTag),
    ...(phone ? [phone] : []),
  ];
  return (
    <address className="checkout-address">
      {lines.map((line, i) => (
        // The lines of one address differ (name, street, town, country): each is its own key.
        <Fragment key={line}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
