/**
 * The buy box's price: the chosen size's own price (its sale and lowest-price lines included) as
 * soon as a size is chosen, the colour's price (a range when its sizes cost different amounts)
 * while none is. A polite status region, so a screen reader hears the new price; sized to the
 * largest price a choice of size can show, so choosing one never moves the button below.
 *
 * Without script a chosen radio changes nothing on the page, so `SizePriceButton` sends the form
 * as a GET to the colour's page: the server answers with that size chosen and its price shown.
 */
import type { Price as PriceData } from '../../shared/contract/product';
import {
  chosenPrice,
  type PricedColor,
  pricesOfSizes,
  sizesDifferInPrice,
} from '../../shared/pricing/size-price';
import { type MessageSource, t } from '../i18n';
import { Price } from './Price';

type Ctx = Parameters<typeof Price>[0]['ctx'];

export function BuyBoxPrice({
  color,
  sku,
  ctx,
  messages,
  size = 'lg',
}: {
  color: PricedColor;
  /** The chosen size, or null while none is. */
  sku: string | null;
  ctx: Ctx;
  messages: MessageSource;
  /** The product page's buy box shows it large; the quick shop's dialog, as its cards do. */
  size?: 'sm' | 'lg';
}) {
  // One price for every size: nothing to reserve beyond what is shown.
  const sizers: PriceData[] = sizesDifferInPrice(color) ? pricesOfSizes(color) : [];
  return (
    <div className="buy__price">
      {sizers.map((price) => (
        // Each price is listed once, so its fields name it.
        <div key={JSON.stringify(price)} className="buy__price-sizer" aria-hidden="true">
          <Price price={price} ctx={ctx} messages={messages} size={size} />
        </div>
      ))}
      <div role="status" aria-label={t(messages, 'price')}>
        <Price price={chosenPrice(color, sku)} ctx={ctx} messages={messages} size={size} />
      </div>
    </div>
  );
}

/**
 * Without script only: "See the price of this size", a GET of the buy box's form to the colour's
 * page (its fields: the chosen size as `productId`, `qty`, `returnTo`), which the product route
 * answers with a redirect to the page with that size chosen (`?sku=`). Shown only when sizes
 * differ in price; inside `<noscript>`, so a hydrated page has no such button.
 */
export function SizePriceButton({
  color,
  messages,
}: {
  color: PricedColor & { url: string };
  messages: MessageSource;
}) {
  if (!sizesDifferInPrice(color)) return null;
  return (
    <noscript>
      <button
        type="submit"
        className="button button--secondary buy__size-price"
        formMethod="get"
        formAction={color.url}
      >
        {t(messages, 'showSizePrice')}
      </button>
    </noscript>
  );
}
