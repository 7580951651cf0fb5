/**
 * The product page's upsell, "complete the look" (content spec sections 3, 4, 8 and 9): the
 * decided recommendations as cards, each with its own "Add to cart" of the recommended size.
 * Each add is labelled "Add {product}". Without script each add is a plain form to the cart (a 303 back to this page); once hydrated it
 * posts JSON with its loading state, opens the mini cart, and a refusal says "Something went
 * wrong" with the cart's message. A click on a card reports the rec click (keepalive).
 * Rendered in the product page's streamed extras, below the fold: it moves nothing above it.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { RecCard } from '../../shared/content/recommendations';
import { cardTracking } from '../../shared/tracking';
import { ADD_TO_CART_URL, addToCart } from '../api/cart';
import { sendRecEvent } from '../api/decision';
import { type MessageSource, t } from '../i18n';
import { useAppState, useHydrated } from '../state/app';
import { addToCartAndOpen } from '../state/cart';
import type { SiteInfo } from '../state/snapshot';
import { addToast } from '../state/toasts';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { track } from '../ui/track';

export type UpsellProps = {
  cards: RecCard[];
  /** Where a no-script add comes back to: this product page. */
  returnTo: string;
};

/** The upsell's list name in the data layer's impressions and clicks. */
const UPSELL_LIST = 'Upsell';

function UpsellItem({
  card,
  position,
  returnTo,
  site,
  messages,
}: {
  card: RecCard;
  /** 1-based, as in the impressions. */
  position: number;
  returnTo: string;
  site: SiteInfo;
  messages: MessageSource;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const clicked = () => {
    sendRecEvent(site.locale, { kind: 'click', recTokens: [card.recToken] });
    track('productClick', {
      ecommerce: {
        click: {
          actionField: { list: UPSELL_LIST },
          products: [cardTracking(card, site, UPSELL_LIST, position)],
        },
      },
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus('');
    const outcome = await addToCartAndOpen(() => addToCart(site.locale, card.sku, 1), messages);
    setBusy(false);
    if (outcome.ok) setStatus(t(messages, 'addedToCart'));
    else addToast({ title: t(messages, 'somethingWentWrong'), message: outcome.message, kind: 'error' });
  };

  return (
    <article className="card upsell__card">
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title link beside it, so it is hidden from assistive technology and the tab order (as on every product card) */}
      <a className="card__media" href={card.url} tabIndex={-1} aria-hidden="true" onClick={clicked}>
        <Picture image={card.image} width={600} height={600} className="card__img" decorative />
      </a>
      <h3 className="card__title">
        <a href={card.url} onClick={clicked}>
          {card.title}
        </a>
      </h3>
      <Price price={card.price} ctx={site} messages={messages} />
      <form
        className="upsell__add"
        method="post"
        action={`${ADD_TO_CART_URL}?locale=${site.locale}`}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="productId" value={card.sku} />
        <input type="hidden" name="qty" value="1" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          className="button button--secondary"
          // The visible text first, so the name says what the button shows, then which product;
          // "Add", not "Add to cart": the buy box's own button keeps that name to itself.
          aria-label={t(messages, 'upsellAddNamed', { name: card.title })}
          aria-busy={busy}
          disabled={hydrated && busy}
        >
          {busy ? t(messages, 'adding') : t(messages, 'upsellAdd')}
        </button>
        <p className="upsell__status" role="status">
          {status}
        </p>
      </form>
    </article>
  );
}

export default function Upsell({ cards, returnTo }: UpsellProps) {
  const { site, messages } = useAppState();
  const heading = useId();
  // Hydrated when scrolled into view (strategy `visible`): the moment the shopper sees the cards is
  // the upsell's impression (content spec section 7), pushed once per page: the cards are props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; never again on a re-render
  useEffect(() => {
    if (cards.length === 0) return;
    track('upsellImpressions', {
      ecommerce: {
        currencyCode: site.currency,
        impressions: cards.map((card, index) => cardTracking(card, site, UPSELL_LIST, index + 1)),
      },
    });
  }, []);
  if (cards.length === 0) return null;
  return (
    <section className="pdp-row upsell" aria-labelledby={heading}>
      <h2 className="pdp__subtitle" id={heading}>
        {t(messages, 'completeTheLook')}
      </h2>
      <ul className="pdp-row__cards">
        {cards.map((card, index) => (
          <li key={card.sku}>
            <UpsellItem
              card={card}
              position={index + 1}
              returnTo={returnTo}
              site={site}
              messages={messages}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
