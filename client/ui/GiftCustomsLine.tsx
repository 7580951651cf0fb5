/**
 * What a gift card or customs line shows under its name (cart, checkout, order confirmation): the
 * recipient and message of a gift card, the design of a customs item, and its delivery time.
 * Plain component: rendered on the server and inside the cart island (text comes as a prop).
 */

import { memo } from 'react';
import type { CartItem } from '../../shared/contract/cart';
import { GIFT_EMAIL_MAX, GIFT_MESSAGE_MAX, GIFT_TO_MAX } from '../../shared/contract/giftcustoms-rules';
import { format } from '../i18n';
import type { LineText } from '../i18n/giftcustoms';

const placementName = (text: LineText, placement: string): string =>
  (text as Record<string, string>)[`placement_${placement}`] ?? placement;

/** Where a gift card line's recipient and message can be changed (the cart page): a plain form. */
export type GiftEdit = { action: string; returnTo: string };

/**
 * The recipient and message form. Memoised on plain values because React 19 writes an uncontrolled
 * textarea's defaultValue on every re-render of it, even unchanged, and that write puts the caret
 * of a message not yet typed into back at the start: the cart re-renders (hydrated, a quantity
 * changed elsewhere) while a shopper has the message selected, and their text lands in front of it.
 */
const GiftEditForm = memo(function GiftEditForm({
  action,
  returnTo,
  email,
  to,
  message,
  text,
}: GiftEdit & { email: string; to: string; message: string; text: LineText }) {
  return (
    <details className="line-extras__edit">
      <summary>{text.giftEdit}</summary>
      <form method="post" action={action} className="line-extras__form">
        <input type="hidden" name="returnTo" value={returnTo} />
        <label>
          {text.giftRecipientEmail}
          <input name="giftEmail" type="email" required maxLength={GIFT_EMAIL_MAX} defaultValue={email} />
        </label>
        <label>
          {text.giftRecipientName}
          <input name="giftTo" type="text" maxLength={GIFT_TO_MAX} defaultValue={to} />
        </label>
        <label>
          {text.giftMessageLabel}
          <textarea name="giftMessage" rows={3} maxLength={GIFT_MESSAGE_MAX} defaultValue={message} />
        </label>
        <button type="submit" className="button button--secondary">
          {text.giftSave}
        </button>
      </form>
    </details>
  );
});

export function GiftCustomsLine({
  item,
  text,
  edit,
}: {
  item: CartItem;
  text: LineText | undefined;
  edit?: GiftEdit | undefined;
}) {
  if (!text || (!item.giftOption && !item.customsRecipe)) return null;
  const gift = item.giftOption;
  const recipe = item.customsRecipe;
  return (
    <div className="line-extras">
      {gift && (
        <>
          <p className="line-extras__recipient">
            {gift.to
              ? format(text.giftForNamed, { name: gift.to, email: gift.email })
              : format(text.giftFor, { email: gift.email })}
          </p>
          {gift.message && (
            <p className="line-extras__message">{format(text.giftMessage, { message: gift.message })}</p>
          )}
          <p className="line-extras__delivery">{text.deliveryDigital}</p>
          {edit && (
            <GiftEditForm
              action={edit.action}
              returnTo={edit.returnTo}
              email={gift.email}
              to={gift.to ?? ''}
              message={gift.message ?? ''}
              text={text}
            />
          )}
        </>
      )}
      {recipe && (
        <>
          <p className="line-extras__recipe">
            <span
              className="line-extras__thread"
              aria-hidden="true"
              style={{ background: recipe.colorHex }}
            />
            {format(text.customsDesign, {
              text: recipe.text,
              color: recipe.colorName,
              placement: placementName(text, recipe.placement),
            })}
          </p>
          {recipe.precreatedCustomsCode && (
            <p className="line-extras__meta">
              {format(text.customsPrecreated, { code: recipe.precreatedCustomsCode })}
            </p>
          )}
          {item.deliveryTime && (
            <p className="line-extras__delivery">
              {format(text.customsDelivery, { time: item.deliveryTime })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
