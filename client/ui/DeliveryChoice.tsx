/**
 * A cart line's delivery choice (inside the CartView island), compact until the shopper opens
 * "Change" (DeliveryDisclosure): then a radio group of the line's
 * `shippingOptions` (home delivery, pick up at a store with its stock state, ship to store,
 * collection point). Without script it is a plain form posted to the BFF (`_action=delivery`).
 *
 * A store is chosen for one of two kinds, each with its own chooser: "Choose a pick-up store"
 * lists the stores that hold the line's quantity ("pick up here"), "Choose a store to ship to"
 * every store, whatever its own stock ("ship here": the warehouse sends the item there). Without
 * script each is a GET form on the cart page (`?storeSearch=&item=`, `&delivery=sts` for the
 * second) whose results are plain forms; once hydrated a change applies at once and each opens the
 * product page's store picker in its own dialog.
 *
 * A basket ships to one store: shipping this line to another store than the one the cart's other
 * ship-to-store lines go to moves them too. So that choice asks first (the spec's "change store
 * confirmation" dialog) and says what happened (its "store changed" dialog); without script the
 * store list says it above the stores.
 */
import { useState } from 'react';
import type { CartItem } from '../../shared/contract/cart';
import { formatDistance } from '../../shared/pricing/format';
import { deliveryUrl, setItemDelivery } from '../api/cart';
import { format, type MessageSource, t } from '../i18n';
import { type DeliveryText, deliveryError } from '../i18n/delivery';
import { setCart } from '../state/cart';
import { DeliveryDisclosure } from './DeliveryDisclosure';
import { Dialog } from './Dialog';
import { deliverySummary, offeredOptions, optionLabel, optionMeta, storeOf } from './delivery-options';
import { StoreChangeDialogs } from './StoreChangeDialogs';
import { StoreHours, StorePicker, type StoreWithStock } from './StorePicker';

/**
 * The choice's words: the same for every shopper of a locale and store list, so the cart island
 * gets them as one shared prop made once per isolate (`worker/delivery/cart-view.ts`) and the page
 * neither stringifies nor escapes them per request.
 */
export type DeliveryWords = {
  text: DeliveryText;
  /** Store picker text (the product page's extras keys). */
  storeText: MessageSource;
  storeNames: Record<string, string>;
};

/** The shopper's own part of the choice. */
export type DeliveryViewProps = {
  favorite: { storeId: string; postalCode: string } | null;
  pickupEnabled: boolean;
  /** A no-script store search for one line (`?storeSearch=&item=`, `&delivery=sts` to ship there). */
  search?: {
    itemId: string;
    /** What the store is chosen for. */
    delivery: StoreDelivery;
    postalCode: string;
    stores: StoreWithStock[] | null;
    errorId?: string;
  };
  /** A no-script delivery change that failed (`?deliveryError=&item=&delivery=`, the kind tried). */
  error?: { itemId: string; errorId: string; delivery?: string };
};

/** The delivery kinds a store is chosen for: pick up there (its stock) or ship there (any store). */
export type StoreDelivery = 'pickup' | 'sts';

type Props = {
  item: CartItem;
  locale: string;
  returnTo: string;
  hydrated: boolean;
  words: DeliveryWords;
  view: DeliveryViewProps;
  money: (minor: number) => string;
  /** The store the cart's other ship-to-store lines go to (`shipToStoreOfOthers`). */
  otherShipToStore?: string | undefined;
};

type StoreChoice = { storeId: string; name: string };

export function DeliveryChoice({
  item,
  locale,
  returnTo,
  hydrated,
  words,
  view,
  money,
  otherShipToStore,
}: Props) {
  const { text } = words;
  const [error, setError] = useState(
    view.error?.itemId === item.id ? deliveryError(text, view.error.errorId, view.error.delivery) : '',
  );
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<StoreDelivery | null>(null);
  /** A ship-to-store choice that would move the other lines, waiting for the shopper's yes. */
  const [confirming, setConfirming] = useState<StoreChoice | null>(null);
  /** The store every ship-to-store line now goes to, once the shopper said yes. */
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const options = offeredOptions(item, view.pickupEnabled);
  if (item.bonus) return null;
  if (options.length === 0) {
    const fixed = item.selectedShippingOption;
    return fixed === 'digital' || fixed === 'customs' ? (
      <p className="delivery-choice__fixed">{text[`option_${fixed}`]}</p>
    ) : null;
  }
  const pickup = options.find((o) => o.shippingMethod.code === 'pickup');
  const sts = options.find((o) => o.shippingMethod.code === 'sts');
  const storeId = storeOf(pickup) ?? storeOf(sts);
  // Each kind the line offers gets its own chooser (pickup only where the site allows it).
  const choosers: { delivery: StoreDelivery; title: string }[] = [
    ...(pickup ? [{ delivery: 'pickup' as const, title: text.choosePickupStore }] : []),
    ...(sts ? [{ delivery: 'sts' as const, title: text.chooseShipToStore }] : []),
  ];
  const optionWords = { text, storeNames: words.storeNames, money };
  const apply = async (delivery: string, store?: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    const result = await setItemDelivery(locale, item.id, delivery, store).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setCart(result.cart);
      setError('');
      return true;
    }
    setError(deliveryError(text, result?.error?.errorId, delivery));
    return false;
  };
  const storeName = (id: string) => words.storeNames[id] ?? id;
  /** Ship this line to `store`, asking first when that moves the other ship-to-store lines. */
  const shipTo = async (store: StoreChoice): Promise<boolean> => {
    if (otherShipToStore && otherShipToStore !== store.storeId) {
      setConfirming(store);
      return true;
    }
    return apply('sts', store.storeId);
  };
  const action = `${deliveryUrl(item.id)}?locale=${locale}`;
  const search = view.search?.itemId === item.id ? view.search : undefined;
  const ids = `delivery-${item.id}`;
  return (
    <DeliveryDisclosure
      id={ids}
      summary={deliverySummary(options, optionWords)}
      change={text.changeDelivery}
      changeName={format(text.changeDeliveryFor, { name: item.name })}
      hydrated={hydrated}
      startOpen={Boolean(search) || view.error?.itemId === item.id}
    >
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
        }}
      >
        <input type="hidden" name="_action" value="delivery" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {storeId && <input type="hidden" name="storeId" value={storeId} />}
        <fieldset className="delivery-choice__options" aria-describedby={`${ids}-error`}>
          <legend>{format(text.deliveryFor, { name: item.name })}</legend>
          {options.map((o) => (
            <label key={o.shippingMethod.code} className="delivery-option">
              <input
                type="radio"
                name="delivery"
                value={o.shippingMethod.code}
                checked={o.selected}
                disabled={(!o.available && !o.selected) || busy}
                onChange={() => {
                  if (!hydrated) return;
                  const store = storeOf(o);
                  if (o.shippingMethod.code === 'sts' && store)
                    void shipTo({ storeId: store, name: storeName(store) });
                  else void apply(o.shippingMethod.code, store);
                }}
              />
              <span className="delivery-option__label">{optionLabel(o, optionWords)}</span>
              <span className="delivery-option__meta">{optionMeta(o, optionWords)}</span>
            </label>
          ))}
        </fieldset>
        {!hydrated && (
          <button type="submit" className="button button--secondary delivery-choice__submit">
            {text.updateDelivery}
          </button>
        )}
      </form>
      {hydrated
        ? choosers.length > 0 && (
            <div className="delivery-choice__stores">
              {choosers.map((c) => (
                <button
                  key={c.delivery}
                  type="button"
                  className="link-button"
                  onClick={() => setOpen(c.delivery)}
                >
                  {c.title}
                  <span className="visually-hidden"> ({item.name})</span>
                </button>
              ))}
            </div>
          )
        : choosers.map((c) => (
            <form key={c.delivery} method="get" action={returnTo}>
              <fieldset className="delivery-choice__find">
                <legend>{c.title}</legend>
                <input type="hidden" name="item" value={item.id} />
                {c.delivery === 'sts' && <input type="hidden" name="delivery" value="sts" />}
                <label htmlFor={`${ids}-${c.delivery}-postal`}>{text.postalCode}</label>
                <input
                  id={`${ids}-${c.delivery}-postal`}
                  name="storeSearch"
                  autoComplete="postal-code"
                  defaultValue={
                    search?.delivery === c.delivery ? search.postalCode : (view.favorite?.postalCode ?? '')
                  }
                />
                <button type="submit" className="button button--secondary">
                  {text.searchStores}
                </button>
              </fieldset>
            </form>
          ))}
      {search && !hydrated && (
        <NoScriptStores
          item={item}
          locale={locale}
          action={action}
          returnTo={returnTo}
          search={search}
          words={words}
          otherShipToStore={otherShipToStore && storeName(otherShipToStore)}
        />
      )}
      <p id={`${ids}-error`} className="cart-line__error" role="alert">
        {error}
      </p>
      {hydrated &&
        choosers.map((c) => (
          <Dialog
            key={c.delivery}
            open={open === c.delivery}
            onClose={() => setOpen(null)}
            title={c.title}
            closeLabel={t(words.storeText, 'close')}
          >
            {c.delivery === 'pickup' ? (
              <StorePicker
                locale={locale}
                skus={[{ sku: item.productId, size: item.size }]}
                favorite={view.favorite}
                text={words.storeText}
                choose={{
                  label: text.pickHere,
                  minQty: item.qty,
                  run: async (store) => {
                    if (await apply('pickup', store.storeId)) setOpen(null);
                  },
                }}
              />
            ) : (
              // The warehouse ships the item: any store will do, and its own stock is not shown.
              <StorePicker
                locale={locale}
                skus={[]}
                favorite={view.favorite}
                text={words.storeText}
                choose={{
                  label: text.shipHere,
                  run: async (store) => {
                    if (await shipTo(store)) setOpen(null);
                  },
                }}
              />
            )}
          </Dialog>
        ))}
      {hydrated && otherShipToStore && (
        <StoreChangeDialogs
          text={text}
          closeLabel={t(words.storeText, 'close')}
          from={storeName(otherShipToStore)}
          asking={confirming?.name ?? null}
          changedTo={changedTo}
          busy={busy}
          onYes={async () => {
            if (!confirming) return;
            // A refusal shows in the line's alert, as any other change's does.
            const moved = await apply('sts', confirming.storeId);
            setConfirming(null);
            if (moved) setChangedTo(confirming.name);
          }}
          onKeep={() => setConfirming(null)}
          onDone={() => setChangedTo(null)}
        />
      )}
    </DeliveryDisclosure>
  );
}

/**
 * The no-script store search results: one "pick up here" form per store with the quantity, or one
 * "ship here" form per store (its own stock does not matter) when the store is to ship to.
 */
function NoScriptStores({
  item,
  locale,
  action,
  returnTo,
  search,
  words,
  otherShipToStore,
}: {
  item: CartItem;
  locale: string;
  action: string;
  returnTo: string;
  search: NonNullable<DeliveryViewProps['search']>;
  words: DeliveryWords;
  /** The name of the store the other ship-to-store lines go to. */
  otherShipToStore: string | undefined;
}) {
  const { text, storeText } = words;
  if (search.errorId || !search.stores)
    return <p className="cart-line__error">{deliveryError(text, search.errorId)}</p>;
  if (search.stores.length === 0) return <p>{text.noStoresFound}</p>;
  const toShip = search.delivery === 'sts';
  return (
    <>
      {toShip && otherShipToStore && (
        <p className="delivery-choice__note">{format(text.changeStoreNote, { from: otherShipToStore })}</p>
      )}
      <ul className="store-list" aria-label={toShip ? text.chooseShipToStore : text.choosePickupStore}>
        {search.stores.map((s) => (
          <li key={s.storeId} className="store">
            <h3 className="store__name">{s.name}</h3>
            <p>
              {s.address.line1}, {s.address.city} · {formatDistance(s.distance ?? 0, locale)}
            </p>
            {!toShip && (
              <p className={s.quantity ? 'store__stock store__stock--in' : 'store__stock'}>
                {s.quantity
                  ? t(storeText, 'inStockCount', { count: s.quantity })
                  : t(storeText, 'notInStock')}
              </p>
            )}
            <StoreHours store={s} text={storeText} />
            {(toShip || (s.quantity ?? 0) >= item.qty) && (
              <form method="post" action={action}>
                <input type="hidden" name="_action" value="delivery" />
                <input type="hidden" name="delivery" value={search.delivery} />
                <input type="hidden" name="storeId" value={s.storeId} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" className="button button--secondary">
                  {toShip ? text.shipHere : text.pickHere}
                  <span className="visually-hidden"> {s.name}</span>
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
