/**
 * The buy box's extra actions: size chart (and foot sizes for footwear) from the storefront's
 * /fapi components, pick up in store (store picker: search by postal code, stock of the chosen
 * size per store, favourite store remembered in a cookie), and "notify me" for a size that is out
 * of stock (PUT /products/v1/notifications through the BFF).
 */
import { type FormEvent, useState } from 'react';
import type { FootSizes, SizeChart, Store } from '../../shared/contract/stores';
import { validateEmail } from '../../shared/contract/ugc';
import { bffFetch } from '../api/bff';
import { errorMessage, fieldMessage, type MessageKey, type MessageSource, t } from '../i18n';
import { useSelectedColor } from '../state/app';
import { productStore } from '../state/product';
import { Dialog } from '../ui/Dialog';
import { StorePicker } from '../ui/StorePicker';

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

export default function ProductExtrasBar(props: ProductExtrasBarProps) {
  const { locale, text } = props;
  const code = useSelectedColor(props.selectedColorCode);
  const color = props.colors.find((c) => c.code === code) ?? props.colors[0]!;
  const [open, setOpen] = useState<'chart' | 'stores' | 'notify' | null>(null);
  /** The size chosen in the buy box when store stock was asked for (read then, not rendered). */
  const [sku, setSku] = useState<string | null>(null);
  const [needSize, setNeedSize] = useState(false);
  const checkStores = () => {
    const chosen = color.variants.find((v) => v.sku === productStore.get().sku)?.sku ?? null;
    setNeedSize(chosen === null);
    setSku(chosen);
    if (chosen) setOpen('stores');
  };
  return (
    <div className="pdp-extras">
      <button type="button" className="link-button needs-script" onClick={() => setOpen('chart')}>
        {t(text, 'sizeChart')}
      </button>
      {props.pickup && (
        <button type="button" className="link-button needs-script" onClick={checkStores}>
          {t(text, 'checkStoreStock')}
        </button>
      )}
      <p className="pdp-extras__hint" role="alert">
        {needSize ? t(text, 'chooseSizeFirst') : null}
      </p>
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
        <SizeChartView
          locale={locale}
          productType={props.productType}
          footwear={props.footwear}
          text={text}
        />
      </Dialog>
      <Dialog
        open={open === 'stores'}
        onClose={() => setOpen(null)}
        title={t(text, 'pickupInStore')}
        closeLabel={t(text, 'close')}
      >
        <StorePicker
          key={sku}
          locale={locale}
          skus={color.variants}
          initialSku={sku}
          favorite={
            props.favoriteStore
              ? { storeId: props.favoriteStore.storeId, postalCode: props.favoriteStore.address.postalCode }
              : null
          }
          text={text}
        />
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
  locale,
  productType,
  footwear,
  text,
}: {
  locale: string;
  productType: string;
  footwear: boolean;
  text: MessageSource;
}) {
  const [chart, setChart] = useState<SizeChart | null>(null);
  const [feet, setFeet] = useState<FootSizes | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    setLoaded(true);
    // The locale in the URL: the answers are shared by every shopper of a URL (the server keeps
    // one whose locale it had to read from the Referer private).
    void bffFetch<SizeChart>(`/fapi/components/size-chart/${encodeURIComponent(productType)}`, {
      locale,
    }).then((answer) => setChart(answer.ok ? answer.data : null));
    if (footwear)
      void bffFetch<FootSizes>('/fapi/components/foot-sizes', { locale }).then((answer) =>
        setFeet(answer.ok ? answer.data : null),
      );
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
    const result = await bffFetch('/api/products/notifications', {
      method: 'PUT',
      locale,
      body: { email, sku },
    });
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
