/**
 * The billing step of a cart of gift cards only: nothing ships, so there is no "same as shipping"
 * choice; the billing address carries the shopper's e-mail (receipt and order confirmation).
 */

import { giftCustomsText } from '../../i18n/giftcustoms';
import { usePage } from '../../island-kit/context';
import { Field } from '../../ui/Field';
import { checkoutField } from './fields';
import type { CheckoutView } from './view';

export function DigitalBillingContact({
  view,
  values,
  errors,
}: {
  view: CheckoutView;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { site } = usePage();
  const text = giftCustomsText(site.language);
  return (
    <>
      <p className="checkout-notice checkout-notice--info">{text.digitalOnly}</p>
      <input type="hidden" name="digitalOnly" value="1" />
      <Field
        {...checkoutField({ values, errors, text: view.text, prefix: 'bill' }, 'recipientContactEmail')}
        label={text.billingEmail}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
    </>
  );
}
