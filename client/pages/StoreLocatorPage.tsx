/** Store locator (content page key store-locator): search form, results with distance, hours and stock. */
import type { ContentPage, Store } from '../../shared/contract';
import { placeAddressLine } from '../../shared/contract/address-lines';
import { formatPhone } from '../../shared/contract/phone/format';
import { formatDistance } from '../../shared/pricing/format';
import { errorMessage, type MessageKey, t } from '../i18n';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { ContentSections } from '../sections';
import { FOCUS_ON_LOAD } from '../ui/focus-on-load';
import { extrasText } from './ProductExtras';

export type StoreLocatorData = {
  /** The content page `store-locator` (null when the content API failed). */
  content: ContentPage | null;
  path: string;
  postalCode: string;
  productId: string;
  stores: (Store & { quantity?: number })[] | null;
  errorId: string | null;
};

export function StoreLocatorMain({ data }: { data: StoreLocatorData }) {
  const { messages, site } = usePage();
  const text = extrasText(messages);
  return (
    <div className="store-locator">
      <h1>{data.content?.seo.title ?? t(messages, 'storeLocatorTitle')}</h1>
      {data.content && <ContentSections sections={data.content.sections} />}
      <form className="store-locator__form" method="get" action={data.path}>
        <div className="field">
          <label htmlFor="locator-postal">{t(messages, 'postalCode')}</label>
          <input
            id="locator-postal"
            name="postalCode"
            defaultValue={data.postalCode}
            autoComplete="postal-code"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="locator-product">{t(messages, 'productIdLabel')}</label>
          <input id="locator-product" name="productId" defaultValue={data.productId} />
        </div>
        <button type="submit" className="button button--primary">
          {t(messages, 'searchStores')}
        </button>
      </form>
      <Island
        name="StoreLocator"
        strategy="idle"
        props={{ path: data.path, productId: data.productId, text }}
      />
      {data.errorId && (
        <p className="field__error" role="alert" {...FOCUS_ON_LOAD}>
          {errorMessage(messages, data.errorId)}
        </p>
      )}
      {data.stores && data.stores.length === 0 && <p>{t(messages, 'noStoresFound')}</p>}
      {data.stores && data.stores.length > 0 && (
        <>
          {data.productId && (
            <h2 className="pdp__subtitle">{t(messages, 'stockFor', { productId: data.productId })}</h2>
          )}
          <ul className="store-list" aria-label={t(messages, 'storeLocatorTitle')}>
            {data.stores.map((s) => (
              <li key={s.storeId} className="store">
                <h2 className="store__name">{s.name}</h2>
                <p>
                  {placeAddressLine(s.address)}
                  {s.distance !== undefined && ` · ${formatDistance(s.distance, site.languageTag)}`}
                </p>
                <p>
                  <a href={`tel:${s.phone}`}>{formatPhone(s.phone, s.address.country)}</a>
                </p>
                {s.quantity !== undefined && (
                  <p className={s.quantity ? 'store__stock store__stock--in' : 'store__stock'}>
                    {s.quantity
                      ? t(messages, 'inStockCount', { count: s.quantity })
                      : t(messages, 'notInStock')}
                  </p>
                )}
                <details className="store__hours">
                  <summary>{t(messages, 'openingHours')}</summary>
                  <dl>
                    {s.openingHours.map((h) => (
                      <div key={h.day}>
                        <dt>{t(messages, `day_${h.day}` as MessageKey)}</dt>
                        <dd>{h.open ? `${h.open}–${h.close}` : t(messages, 'closed')}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
