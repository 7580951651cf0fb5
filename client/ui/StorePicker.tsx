/**
 * The store picker (product page "pick up in store" and the cart's two store choosers): search
 * stores by postal code with the stock of one size per store, opening hours, and one action per
 * store (on the product page "set as my store"; in the cart "pick up here", offered when the store
 * has the quantity, or "ship here", offered at every store: the warehouse sends the item, so the
 * store's own stock does not matter and is not shown). Calls only the BFF (`/api/stores/...`).
 */
import { type FormEvent, useId, useState } from 'react';
import type { Store } from '../../shared/contract/stores';
import { formatDistance } from '../../shared/pricing/format';
import { bffFetch } from '../api/bff';
import { errorMessage, type MessageKey, type MessageSource, t } from '../i18n';

export type StoreWithStock = Store & { quantity?: number };

export function StoreHours({ store, text }: { store: Store; text: MessageSource }) {
  return (
    <details className="store__hours">
      <summary>{t(text, 'openingHours')}</summary>
      <dl>
        {store.openingHours.map((h) => (
          <div key={h.day}>
            <dt>{t(text, `day_${h.day}` as MessageKey)}</dt>
            <dd>{h.open ? `${h.open}–${h.close}` : t(text, 'closed')}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export type StorePickerProps = {
  locale: string;
  /** The sizes to choose from (one: no size select; none: stores without their stock, for ship to store). */
  skus: { sku: string; size: string }[];
  /** The size the shopper already chose (else the first). */
  initialSku?: string | null;
  favorite: { storeId: string; postalCode: string } | null;
  text: MessageSource;
  /**
   * The store action; default: remember as my store (`PUT /api/stores/favorite`). `minQty`: the
   * units a store must hold to offer it (none: every store offers it).
   */
  choose?: { label: string; minQty?: number; run: (store: StoreWithStock) => Promise<void> | void };
};

export function StorePicker({ locale, skus, initialSku, favorite, text, choose }: StorePickerProps) {
  const ids = useId();
  const [sku, setSku] = useState(initialSku ?? skus[0]?.sku ?? '');
  const [postalCode, setPostalCode] = useState(favorite?.postalCode ?? '');
  const [stores, setStores] = useState<StoreWithStock[] | null>(null);
  const [error, setError] = useState('');
  const [mine, setMine] = useState(favorite?.storeId ?? '');
  const search = async (event?: FormEvent, forSku = sku) => {
    event?.preventDefault();
    setError('');
    const stock = forSku ? `&productId=${encodeURIComponent(forSku)}` : '';
    const result = await bffFetch<{ stores: StoreWithStock[] }>(
      `/api/stores/search?postalCode=${encodeURIComponent(postalCode)}${stock}`,
      { locale },
    );
    if (!result.ok) {
      setStores(null);
      setError(errorMessage(text, result.error?.errorId, result.error?.message));
      return;
    }
    setStores(result.data.stores);
  };
  const setMyStore = async (store: Store) => {
    const result = await bffFetch('/api/stores/favorite', {
      method: 'PUT',
      locale,
      body: { storeId: store.storeId },
    });
    if (result.ok) setMine(store.storeId);
  };
  return (
    <div className="store-picker">
      {skus.length > 1 && (
        <div className="field">
          <label htmlFor={`${ids}size`}>{t(text, 'chooseSize')}</label>
          <select
            id={`${ids}size`}
            value={sku}
            onChange={(e) => {
              setSku(e.target.value);
              if (stores) void search(undefined, e.target.value);
            }}
          >
            {skus.map((v) => (
              <option key={v.sku} value={v.sku}>
                {v.size}
              </option>
            ))}
          </select>
        </div>
      )}
      <form className="store-picker__search" onSubmit={search}>
        <div className="field">
          <label htmlFor={`${ids}postal`}>{t(text, 'postalCode')}</label>
          <input
            id={`${ids}postal`}
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
            autoComplete="postal-code"
          />
        </div>
        <button type="submit" className="button button--primary">
          {t(text, 'searchStores')}
        </button>
      </form>
      <p className="field__error" role="alert">
        {error}
      </p>
      {stores && stores.length === 0 && <p>{t(text, 'noStoresFound')}</p>}
      {stores && stores.length > 0 && (
        <ul className="store-list" aria-label={t(text, 'searchStores')}>
          {stores.map((s) => (
            <li key={s.storeId} className="store">
              <h3 className="store__name">
                {s.name} {mine === s.storeId && <span className="badge">{t(text, 'myStore')}</span>}
              </h3>
              <p>
                {s.address.line1}, {s.address.city} · {formatDistance(s.distance ?? 0, locale)}
              </p>
              {s.quantity !== undefined && (
                <p className={s.quantity ? 'store__stock store__stock--in' : 'store__stock'}>
                  {s.quantity ? t(text, 'inStockCount', { count: s.quantity }) : t(text, 'notInStock')}
                </p>
              )}
              <StoreHours store={s} text={text} />
              {choose
                ? (choose.minQty === undefined || (s.quantity ?? 0) >= choose.minQty) && (
                    <button type="button" className="button button--secondary" onClick={() => choose.run(s)}>
                      {choose.label}
                      <span className="visually-hidden"> {s.name}</span>
                    </button>
                  )
                : mine !== s.storeId && (
                    <button type="button" className="link-button" onClick={() => setMyStore(s)}>
                      {t(text, 'setMyStore')}
                      <span className="visually-hidden"> {s.name}</span>
                    </button>
                  )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
