/**
 * The product page's buy box: price of the selected colour, colour swatches, sizes, quantity and
 * "Add to cart". Without script it is a plain form posting to /api/cart/items (the BFF answers with
 * a 303 back to `returnTo`), and swatches are links to each colour's URL. Once hydrated it posts
 * JSON, updates the shared cart store (the mini cart count follows at once) and opens the mini cart;
 * colour changes swap price, sizes and images in place (history.replaceState to the colour's URL).
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DEFAULT_QTY } from '../../shared/contract/constants';
import { ADD_TO_CART_URL } from '../api/cart';
import { t } from '../i18n';
import { useAppState, useHydrated, useSelectedColor } from '../state/app';
import {
  type AddToCartColor,
  boundedQty,
  inStock,
  sendBuyBoxAdd,
  takeSentBeforeHydration,
} from '../state/buy-box';
import { type CartActionOutcome, expectAddToCart } from '../state/cart';
import { selectSku } from '../state/product';
import { BuyBoxPrice, SizePriceButton } from '../ui/BuyBoxPrice';
import { BuyOutcome } from '../ui/BuyOutcome';
import { SizeOptions, soleSize } from '../ui/SizeOptions';
import { Swatches } from '../ui/Swatches';

export type { AddToCartColor };

export type AddToCartProps = {
  /** The product's name: the mini cart's line shows it before the BFF answers. */
  productName: string;
  colors: AddToCartColor[];
  selectedColorCode: string;
  /** Maximum quantity per add. */
  maxQty: number;
  /** The SKU a plain-form post just sent: chosen again; `added` says "Added to cart" (else it was refused). */
  chosen?: string;
  added?: boolean;
  /** The quantity the shopper typed before the no-script price check of a size. */
  chosenQty?: number;
};

export default function AddToCart({
  productName,
  colors,
  selectedColorCode,
  maxQty,
  chosen,
  added,
  chosenQty,
}: AddToCartProps) {
  const { site, messages } = useAppState();
  const hydrated = useHydrated();
  const code = useSelectedColor(selectedColorCode);
  const color = colors.find((c) => c.code === code) ?? colors[0]!;
  const [sku, setSku] = useState<string | null>(chosen ?? soleSize(color.variants));
  const [qty, setQty] = useState(chosenQty ?? DEFAULT_QTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState(added ? t(messages, 'addedToCart') : '');
  const ids = useId();
  // Store stock (ProductExtrasBar) asks for the size chosen here.
  useEffect(() => selectSku(sku), [sku]);
  // The tap opens the mini cart with its line at once: its code comes now, not with the tap.
  useEffect(expectAddToCart, []);

  /** Shows an add on its way as this buy box's: busy until it is answered, then its outcome. */
  const follow = async (sent: Promise<CartActionOutcome>) => {
    setBusy(true);
    setError(null);
    const outcome = await sent;
    setBusy(false);
    if (outcome.ok) setStatus(t(messages, 'addedToCart'));
    else setError(outcome.message);
  };
  // An add tapped before React came was sent then (`AddToCart.early.ts`): shown here, not sent again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once, as the island hydrates
  useEffect(() => {
    const sent = takeSentBeforeHydration();
    if (sent) void follow(sent);
  }, []);

  /** Another colour keeps the chosen size when that colour has it in stock. */
  const chooseColor = (next: AddToCartColor) => {
    const size = color.variants.find((v) => v.sku === sku)?.size;
    const same = next.variants.find((v) => v.size === size && v.stock > 0);
    setSku(same?.sku ?? soleSize(next.variants));
    setError(null);
    setStatus('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    if (!sku || !inStock(color, sku)) {
      setError(t(messages, 'selectSize'));
      return;
    }
    await follow(sendBuyBoxAdd({ locale: site.locale, messages, productName, color, sku, qty, maxQty }));
  };

  const returnTo = color.url;
  return (
    <form
      className="buy"
      method="post"
      action={`${ADD_TO_CART_URL}?locale=${site.locale}`}
      onSubmit={onSubmit}
      noValidate={hydrated}
    >
      <BuyBoxPrice color={color} sku={sku} ctx={site} messages={messages} />
      <input type="hidden" name="returnTo" value={returnTo} />

      <Swatches
        id={`${ids}colour`}
        label={t(messages, 'color')}
        colors={colors}
        current={color}
        onChoose={chooseColor}
      />

      <SizeOptions
        variants={color.variants}
        selected={sku}
        name="productId"
        required
        messages={messages}
        onSelect={(next) => {
          setSku(next);
          setError(null);
        }}
      />
      <SizePriceButton color={color} messages={messages} />

      <div className="buy__row">
        <label className="qty">
          <span className="buy__label">{t(messages, 'quantity')}</span>
          <input
            className="qty__input"
            type="number"
            name="qty"
            inputMode="numeric"
            min={1}
            max={maxQty}
            value={qty}
            onChange={(event) => setQty(boundedQty(Number(event.target.value), maxQty))}
          />
        </label>
        <button
          className="button button--primary buy__submit"
          type="submit"
          aria-disabled={busy || undefined}
          aria-describedby={`${ids}error`}
        >
          {busy ? t(messages, 'adding') : t(messages, 'addToCart')}
        </button>
      </div>
      <BuyOutcome
        errorId={`${ids}error`}
        error={error}
        status={status}
        reserved={t(messages, 'addedToCart')}
        reservedAlert={t(messages, 'selectSize')}
      />
    </form>
  );
}
