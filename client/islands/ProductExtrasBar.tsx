/**
 * The buy box's extra actions: size chart (and foot sizes for footwear) from the storefront's
 * /fapi components, pick up in store (store picker: search by postal code, stock of the chosen
 * size per store, favourite store remembered in a cookie), and "notify me" for a size that is out
 * of stock (PUT /products/v1/notifications through the BFF).
 */
import { type FormEvent, useState } from 'react';
import type { FootSizes, SizeChart, Store } from '../../shared/contract/stores';
import { validateEmail } from '../../shared/validation/ugc';
import { api } from '../api/products';
import { Dialog } from '../components/Dialog';
import { errorMessage, fieldMessage, type MessageKey, type MessageSource, t } from '../i18n';
import { useSelectedColor } from '../state/app';

type StoreWithStock = Store & { quantity?: number };
export type ExtrasColor = { code: string; variants: { sku: string; size: string; stock: number }[] };
export type ProductExtrasBarProps = {
  locale: string;
  productType: string;
  footwear: boolean;
  colors: ExtrasColor[];
  selectedColorCode: string;
  favoriteStore: Store | null;
  /** The site's `pickupOrders` flag: without it there is no pick up in store to check. */
  pickup: boolean;
  text: MessageSource;
};

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

export default function ProductExtrasBar(props: ProductExtrasBarProps) {
  const { locale, text } = props;
  const code = useSelectedColor(props.selectedColorCode);
  const color = props.colors.find((c) => c.code === code) ?? props.colors[0]!;
  const [open, setOpen] = useState<'chart' | 'stores' | 'notify' | null>(null);
  return (
    <div className="pdp-extras">
      <button type="button" className="link-button needs-script" onClick={() => setOpen('chart')}>
        {t(text, 'sizeChart')}
      </button>
      {props.pickup && (
        <button type="button" className="link-button needs-script" onClick={() => setOpen('stores')}>
          {t(text, 'checkStoreStock')}
        </button>
      )}
      {color.variants.some((v) => v.stock <= 0) && (
        <button type="button" className="link-button needs-script" onClick={() => setOpen('notify')}>
          {t(text, 'notifyMe')}
        </button>
      )}
      <Dialog
        open={open === 'chart'}
        onClose={() => setOpen(null)}
        title={t(text, 'sizeChart')}
        closeLabel={t(text, 'close')}
      >
        <SizeChartView productType={props.productType} footwear={props.footwear} text={text} />
      </Dialog>
      <Dialog
        open={open === 'stores'}
        onClose={() => setOpen(null)}
        title={t(text, 'pickupInStore')}
        closeLabel={t(text, 'close')}
      >
        <StorePicker locale={locale} color={color} favorite={props.favoriteStore} text={text} />
      </Dialog>
      <Dialog
        open={open === 'notify'}
        onClose={() => setOpen(null)}
        title={t(text, 'notifyMe')}
        closeLabel={t(text, 'close')}
      >
        <NotifyMe locale={locale} color={color} text={text} />
      </Dialog>
    </div>
  );
}

function SizeChartView({
  productType,
  footwear,
  text,
}: {
  productType: string;
  footwear: boolean;
  text: MessageSource;
}) {
  const [chart, setChart] = useState<SizeChart | null>(null);
  const [feet, setFeet] = useState<FootSizes | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    setLoaded(true);
    void fetch(`/fapi/components/size-chart/${encodeURIComponent(productType)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((j) => setChart(j as SizeChart | null));
    if (footwear)
      void fetch('/fapi/components/foot-sizes')
        .then((r) => (r.ok ? r.json() : null))
        .then((j) => setFeet(j as FootSizes | null));
  }
  const col = (c: string) => t(text, `col_${c}` as MessageKey);
  return (
    <div className="size-chart">
      {chart && (
        <table>
          <thead>
            <tr>
              {chart.columns.map((c) => (
                <th key={c} scope="col">
                  {col(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                {chart.columns.map((c) => (
                  <td key={c}>{row[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {feet && (
        <>
          <h3>{t(text, 'footSizes')}</h3>
          <ol>
            {feet.steps.map((s) => (
              <li key={s}>{t(text, s as MessageKey)}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function SizeSelect({
  color,
  value,
  onChange,
  text,
}: {
  color: ExtrasColor;
  value: string;
  onChange: (sku: string) => void;
  text: MessageSource;
}) {
  return (
    <div className="field">
      <label htmlFor="picker-size">{t(text, 'chooseSize')}</label>
      <select id="picker-size" value={value} onChange={(e) => onChange(e.target.value)}>
        {color.variants.map((v) => (
          <option key={v.sku} value={v.sku}>
            {v.size}
          </option>
        ))}
      </select>
    </div>
  );
}

function StorePicker({
  locale,
  color,
  favorite,
  text,
}: {
  locale: string;
  color: ExtrasColor;
  favorite: Store | null;
  text: MessageSource;
}) {
  const [sku, setSku] = useState(color.variants[0]?.sku ?? '');
  const [postalCode, setPostalCode] = useState(favorite?.address.postalCode ?? '');
  const [stores, setStores] = useState<StoreWithStock[] | null>(null);
  const [error, setError] = useState('');
  const [mine, setMine] = useState(favorite?.storeId ?? '');
  const search = async (event?: FormEvent, forSku = sku) => {
    event?.preventDefault();
    setError('');
    const result = await api<{ stores: StoreWithStock[] }>(
      locale,
      'GET',
      `/api/stores/search?postalCode=${encodeURIComponent(postalCode)}&productId=${encodeURIComponent(forSku)}`,
    );
    if (!result.ok) {
      setStores(null);
      setError(errorMessage(text, result.error?.errorId, result.error?.message));
      return;
    }
    setStores(result.data.stores);
  };
  const choose = async (store: Store) => {
    const result = await api(locale, 'PUT', '/api/stores/favorite', { storeId: store.storeId });
    if (result.ok) setMine(store.storeId);
  };
  return (
    <div className="store-picker">
      <SizeSelect
        color={color}
        value={sku}
        onChange={(next) => {
          setSku(next);
          if (stores) void search(undefined, next);
        }}
        text={text}
      />
      <form className="store-picker__search" onSubmit={search}>
        <div className="field">
          <label htmlFor="picker-postal">{t(text, 'postalCode')}</label>
          <input
            id="picker-postal"
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
                {s.address.line1}, {s.address.city} · {t(text, 'distanceKm', { distance: s.distance ?? 0 })}
              </p>
              <p className={s.quantity ? 'store__stock store__stock--in' : 'store__stock'}>
                {s.quantity ? t(text, 'inStockCount', { count: s.quantity }) : t(text, 'notInStock')}
              </p>
              <StoreHours store={s} text={text} />
              {mine !== s.storeId && (
                <button type="button" className="link-button" onClick={() => choose(s)}>
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

function NotifyMe({ locale, color, text }: { locale: string; color: ExtrasColor; text: MessageSource }) {
  const out = color.variants.filter((v) => v.stock <= 0);
  const [sku, setSku] = useState(out[0]?.sku ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateEmail(email);
    if (local) return setError(fieldMessage(text, local, {}));
    const result = await api(locale, 'PUT', '/api/products/notifications', { email, sku });
    if (!result.ok) {
      const code = result.fields.email;
      return setError(
        code
          ? fieldMessage(text, code, {})
          : errorMessage(text, result.error?.errorId, result.error?.message),
      );
    }
    setError('');
    setDone(true);
  };
  if (done)
    return (
      <p role="status" className="notify__done">
        {t(text, 'notifyDone')}
      </p>
    );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <SizeSelect color={{ ...color, variants: out }} value={sku} onChange={setSku} text={text} />
      <div className="field">
        <label htmlFor="notify-email">{t(text, 'email')}</label>
        <input
          id="notify-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby="notify-email-error"
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id="notify-email-error" className="field__error">
          {error}
        </p>
      </div>
      <button type="submit" className="button button--primary">
        {t(text, 'notifySubmit')}
      </button>
    </form>
  );
}
