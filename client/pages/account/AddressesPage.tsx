/**
 * `/{locale}/account/addresses`: shipping (approachType S) and billing (B) addresses, each with
 * its default flag, edit (`?edit={id}` opens the form in place), delete and make-default as plain
 * form buttons; then the add form. The address fields are the checkout's (`AddressFields`, with
 * its AddressForm island for the phone mask and checks on blur): one form, one set of rules.
 */
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import { usePage } from '../../island-kit/context';
import { AddressBlock, AddressFields, addressValues } from '../checkout/fields';
import { DefaultAndDelete, Notice } from './parts';
import type { AddressesPageView, SavedAddress } from './view';

/** The edit form's heading: its Edit link's fragment, so the page opens on the form. */
const EDITING = 'edit-address';

/** The country rules and choices of an address's form: its own country's when it is not this site's. */
const rulesFor = (view: AddressesPageView, address: SavedAddress | undefined) => {
  const foreign = view.editingCountry;
  if (!address || !foreign || foreign.code !== address.country)
    return { rules: view.rules, countries: view.countries };
  return { rules: foreign.rules, countries: [...view.countries, { code: foreign.code, name: foreign.name }] };
};

function AddressForm({ view, address }: { view: AddressesPageView; address?: SavedAddress | undefined }) {
  const { site } = usePage();
  const { text } = view;
  const mine = view.editing === (address?.id ?? 'new');
  const values = (mine && view.values) || addressValues(address, view.rules);
  const errors = (mine && view.fieldErrors) || {};
  const kind = values.approachType ?? address?.approachType ?? 'S';
  const main = view.values && mine ? values.main === 'on' : (address?.main ?? false);
  const prefix = address ? `addr-${address.id}` : 'addr-new';
  return (
    <form
      method="post"
      // Posted to its page (`?edit=` for an address), so a refused form renders at a URL that reloads.
      action={`/${site.locale}/account/addresses${address ? `?edit=${encodeURIComponent(address.id)}` : ''}`}
      className="account-form account-address-form"
      noValidate
    >
      {address && <input type="hidden" name="_action" value="update" />}
      <fieldset className="account-kind">
        <legend>{text.addressKind}</legend>
        {(['S', 'B'] as const).map((k) => (
          <label key={k} className="checkout-choice">
            <input type="radio" name="approachType" value={k} defaultChecked={kind === k} />
            <span className="checkout-choice__label">{text[`kind_${k}`]}</span>
          </label>
        ))}
      </fieldset>
      <AddressFields
        prefix={prefix}
        values={values}
        errors={errors}
        view={{ text: view.checkoutText, ...rulesFor(view, address) }}
        contact
        focusFirstError={mine}
      />
      <label className="checkout-choice">
        <input type="checkbox" name="main" defaultChecked={main} />
        <span className="checkout-choice__label">{text.makeDefaultAddress}</span>
      </label>
      <div className="account-actions">
        <button type="submit" className="button button--primary">
          {text.saveAddress}
        </button>
        {address && (
          <a className="button button--secondary" href={`/${site.locale}/account/addresses`}>
            {text.cancel}
          </a>
        )}
      </div>
    </form>
  );
}

function AddressCard({ view, address }: { view: AddressesPageView; address: SavedAddress }) {
  const { site } = usePage();
  const { text } = view;
  const name = `${address.recipientFirstName} ${address.recipientLastName}, ${address.addressLine1}`;
  const action = `/${site.locale}/account/addresses/${encodeURIComponent(address.id)}`;
  if (view.editing === address.id)
    return (
      <li className="account-item account-item--editing">
        <h3 id={EDITING} tabIndex={-1}>
          {text.editAddress}
        </h3>
        <AddressForm view={view} address={address} />
      </li>
    );
  return (
    <li className="account-item">
      {address.main && <p className="account-badge">{text.addressDefault}</p>}
      <AddressBlock address={address} rules={view.rules} />
      <div className="account-actions">
        <a
          className="button button--secondary account-button"
          href={`/${site.locale}/account/addresses?edit=${encodeURIComponent(address.id)}#${EDITING}`}
          aria-label={format(text.editLabel, { name })}
        >
          {text.edit}
        </a>
        <DefaultAndDelete action={action} name={name} text={text} isDefault={address.main} />
      </div>
    </li>
  );
}

export function AddressesMain({ view }: { view: AddressesPageView }) {
  const { text } = view;
  const groups = [
    { kind: 'S', title: text.shippingAddresses },
    { kind: 'B', title: text.billingAddresses },
  ] as const;
  return (
    <AccountLayout current="addresses" title={text.addressesTitle}>
      <Notice notice={view.notice} text={text} />
      {view.addresses.length === 0 && <p>{text.noAddresses}</p>}
      {groups.map((group) => {
        const list = view.addresses.filter((a) => a.approachType === group.kind);
        if (list.length === 0) return null;
        return (
          <section key={group.kind} className="account-card" aria-labelledby={`addresses-${group.kind}`}>
            <h2 id={`addresses-${group.kind}`}>{group.title}</h2>
            <ul className="account-list">
              {list.map((address) => (
                <AddressCard key={address.id} view={view} address={address} />
              ))}
            </ul>
          </section>
        );
      })}
      <section className="account-card" aria-labelledby="address-add">
        <h2 id="address-add">{text.addAddress}</h2>
        <AddressForm view={view} />
      </section>
    </AccountLayout>
  );
}
