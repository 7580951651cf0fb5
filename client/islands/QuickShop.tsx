/**
 * Quickshop (commerce spec section 2 dialogs): each card's "Quick shop {name}" link becomes a
 * button that opens a modal `<dialog>` with colour, size and Add to cart. It loads the product from
 * the BFF, adds through the same cart client as the product page and updates the shared cart store,
 * so the mini cart follows. Without scripts the link leads to the product page.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { QuickShopProduct } from '../../shared/contract/search';
import { bffFetch } from '../api/bff';
import { addToCart } from '../api/cart';
import { t } from '../i18n';
import { labelled } from '../i18n/french-typography';
import { useAppState } from '../state/app';
import { addToCartAndOpen } from '../state/cart';
import { BuyBoxPrice } from '../ui/BuyBoxPrice';
import { SizeOptions, soleSize } from '../ui/SizeOptions';
import { LISTING_UPDATED } from './ListingEnhancer';

export type QuickShopProps = Record<string, never>;

const isProduct = (body: unknown): body is QuickShopProduct =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as QuickShopProduct).name === 'string' &&
  Array.isArray((body as QuickShopProduct).colors);

export default function QuickShop(_: QuickShopProps) {
  const { site, messages } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [product, setProduct] = useState<QuickShopProduct | null>(null);
  const [colorCode, setColorCode] = useState<string | null>(null);
  const [sku, setSku] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    const mark = () => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-quickshop]')) {
        link.setAttribute('role', 'button');
      }
    };
    const open = async (link: HTMLAnchorElement) => {
      const id = link.dataset.quickshop ?? '';
      returnFocus.current = link;
      setProduct(null);
      setError(null);
      setSku(null);
      dialogRef.current?.showModal();
      try {
        const answer = await bffFetch(`/api/search/quickshop/${encodeURIComponent(id)}`, {
          locale: site.locale,
        });
        const body = answer.ok ? answer.data : undefined;
        if (!isProduct(body)) throw new Error(`quickshop ${answer.status}`);
        setProduct(body);
        setColorCode(body.defaultColor);
        const first = body.colors.find((c) => c.code === body.defaultColor) ?? body.colors[0];
        setSku(first ? soleSize(first.variants) : null);
      } catch (cause) {
        console.error('[QuickShop] load failed', cause);
        setError(t(messages, 'genericError'));
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-quickshop]');
      if (!link) return;
      event.preventDefault();
      void open(link);
    };
    const onKey = (event: KeyboardEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-quickshop]');
      if (link && event.key === ' ') {
        event.preventDefault();
        void open(link);
      }
    };
    mark();
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener(LISTING_UPDATED, mark);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener(LISTING_UPDATED, mark);
    };
  }, [site.locale, messages]);

  const close = () => dialogRef.current?.close();
  const onClose = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  const color = product?.colors.find((c) => c.code === colorCode) ?? product?.colors[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !color) return;
    if (!sku || !color.variants.some((v) => v.sku === sku && v.stock > 0)) {
      setError(t(messages, 'selectSize'));
      return;
    }
    setBusy(true);
    setError(null);
    // The mini cart opens over this dialog, which closes: focus comes back to the card's button
    // when the mini cart closes, not to this closed dialog (it would drop to the page's start).
    const opener = returnFocus.current;
    const outcome = await addToCartAndOpen(() => addToCart(site.locale, sku, 1), messages, opener);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    returnFocus.current = null;
    close();
  };

  return (
    <dialog ref={dialogRef} className="dialog quickshop" aria-labelledby={`${ids}title`} onClose={onClose}>
      <div className="dialog__head">
        <h2 className="dialog__title" id={`${ids}title`}>
          {product ? product.name : t(messages, 'loading')}
        </h2>
        <button className="icon-button dialog__close" type="button" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t(messages, 'close')}</span>
        </button>
      </div>
      {product && color && (
        <form className="quickshop__body" onSubmit={onSubmit} noValidate>
          <img
            className="quickshop__img"
            src={color.image.url}
            alt={color.image.alt}
            width={240}
            height={240}
          />
          <div className="quickshop__buy">
            <BuyBoxPrice color={color} sku={sku} ctx={site} messages={messages} size="sm" />
            <fieldset className="buy__group">
              <legend className="buy__label">
                {labelled(site.language, t(messages, 'color'))}
                <span className="buy__value">{color.name}</span>
              </legend>
              <div className="quickshop__colors">
                {product.colors.map((c) => (
                  <label key={c.code} className="quickshop__swatch" title={c.name}>
                    <input
                      type="radio"
                      name="color"
                      value={c.code}
                      checked={c.code === color.code}
                      onChange={() => {
                        const size = color.variants.find((v) => v.sku === sku)?.size;
                        setColorCode(c.code);
                        setSku(
                          c.variants.find((v) => v.size === size && v.stock > 0)?.sku ?? soleSize(c.variants),
                        );
                      }}
                    />
                    <span className="swatch-dot" style={{ background: c.swatch }} aria-hidden="true" />
                    <span className="visually-hidden">{c.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <SizeOptions
              variants={color.variants}
              selected={sku}
              name="size"
              messages={messages}
              onSelect={(next) => {
                setSku(next);
                setError(null);
              }}
            />
            <button
              className="button button--primary"
              type="submit"
              aria-disabled={busy || undefined}
              aria-describedby={`${ids}error`}
            >
              {busy ? t(messages, 'adding') : t(messages, 'addToCart')}
            </button>
            <div id={`${ids}error`} className="buy__error" role="alert">
              {error}
            </div>
            <a className="quickshop__details" href={color.url}>
              {t(messages, 'viewDetails')}
            </a>
          </div>
        </form>
      )}
      {!product && error && (
        <div className="buy__error" role="alert">
          {error}
        </div>
      )}
    </dialog>
  );
}
