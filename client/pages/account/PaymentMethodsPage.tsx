/**
 * `/{locale}/account/payment-methods`: the member's saved cards (brand, last four, expiry, the
 * default marked), make-default and delete as plain form buttons, and the add form. A card is
 * typed only into the checkout's CardField island, which sends it to the provider and puts the
 * provider's token in the form: the storefront never sees a card number.
 */
import { cardBrandName } from '../../../shared/contract/checkout';
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { cardFieldText } from '../checkout/BillingStep';
import { DefaultAndDelete, Notice } from './parts';
import type { PaymentMethodsPageView, SavedCard } from './view';

export const cardName = (text: PaymentMethodsPageView['text'], card: Pick<SavedCard, 'brand' | 'last4'>) =>
  format(text.cardLine, { brand: cardBrandName(card.brand), last4: card.last4 });

function CardItem({ view, card }: { view: PaymentMethodsPageView; card: SavedCard }) {
  const { site } = usePage();
  const { text } = view;
  const name = cardName(text, card);
  const action = `/${site.locale}/account/payment-methods/${encodeURIComponent(card.id)}`;
  return (
    <li className="account-item">
      {card.isDefault && <p className="account-badge">{text.cardDefault}</p>}
      <p className="account-card-line">{name}</p>
      <p className="account-card-meta">
        {format(text.cardExpires, {
          month: String(card.expiryMonth).padStart(2, '0'),
          year: card.expiryYear,
        })}{' '}
        · {card.holderName}
      </p>
      <div className="account-actions">
        <DefaultAndDelete action={action} name={name} text={text} isDefault={card.isDefault} />
      </div>
    </li>
  );
}

export function PaymentMethodsMain({ view }: { view: PaymentMethodsPageView }) {
  const { site } = usePage();
  const { text, checkoutText: ct } = view;
  return (
    <AccountLayout current="paymentMethods" title={text.paymentMethodsTitle}>
      <Notice notice={view.notice} text={text} />
      <section className="account-card" aria-labelledby="cards-saved">
        <h2 id="cards-saved">{text.savedCards}</h2>
        {view.cards.length === 0 ? (
          <p>{text.noCards}</p>
        ) : (
          <ul className="account-list">
            {view.cards.map((card) => (
              <CardItem key={card.id} view={view} card={card} />
            ))}
          </ul>
        )}
      </section>
      <section className="account-card" aria-labelledby="cards-add">
        <h2 id="cards-add">{text.addCard}</h2>
        <form method="post" action={`/${site.locale}/account/payment-methods`} className="account-form">
          <input type="hidden" name="cardToken" value="" />
          <noscript>
            <p className="checkout-notice checkout-notice--info">{text.cardNeedsScript}</p>
          </noscript>
          <Island name="CardField" strategy="load" props={{ text: cardFieldText(ct) }} />
          <label className="checkout-choice">
            <input type="checkbox" name="makeDefault" defaultChecked={view.cards.length === 0} />
            <span className="checkout-choice__label">{text.makeDefaultCard}</span>
          </label>
          {view.showTestCards && <p className="checkout-field__hint">{ct.testCards}</p>}
          <button type="submit" className="button button--primary">
            {text.saveCard}
          </button>
        </form>
      </section>
    </AccountLayout>
  );
}
