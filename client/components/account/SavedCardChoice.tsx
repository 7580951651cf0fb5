/**
 * The billing step's saved cards for a member: one radio per card (the default chosen), posted as
 * `savedCardId`. Typing a new card in the card fields below still wins (its token is sent instead).
 */
import { cardBrandName } from '../../../shared/contract/checkout';
import { format } from '../../i18n';
import { accountText } from '../../i18n/account';
import { usePage } from '../../island-kit/context';

export type SavedCardOption = { id: string; brand: string; last4: string; isDefault: boolean };

export function SavedCardChoice({ cards }: { cards: SavedCardOption[] }) {
  const { site } = usePage();
  const text = accountText(site.language);
  if (cards.length === 0) return null;
  return (
    <fieldset className="checkout-saved-cards">
      <legend>{text.savedCards}</legend>
      {cards.map((card) => (
        <label key={card.id} className="checkout-choice">
          <input type="radio" name="savedCardId" value={card.id} defaultChecked={card.isDefault} />
          <span className="checkout-choice__label">
            {format(text.useSavedCard, {
              card: format(text.cardLine, { brand: cardBrandName(card.brand), last4: card.last4 }),
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
