/**
 * `/{locale}/associate`: what a store associate does for the shopper in front of them, each a
 * plain form posted beside the page (worker/routes/associate/): pick the shopper (an e-mail
 * look-up, or a guest), adjust a line's or the order's price with a reason, reserve an item (its
 * hold counts down), then check out as usual. Only an in-store session reaches it.
 */
import type { Cart } from '../../../shared/contract';
import { RESERVATION_MINUTES } from '../../../shared/contract/adjustments';
import { formatMoney } from '../../../shared/pricing/format';
import { type AssociateText, associateErrorText, REASON_CODES } from '../../i18n/associate';
import { format } from '../../i18n/index';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { Field } from '../../ui/Field';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';

export type AssociateNotice = { kind: 'saved' } | { kind: 'error'; errorId: string };

export type AssociateToolsView = {
  text: AssociateText;
  storeName: string;
  /** The member the associate sells to (their e-mail), or none: a guest. */
  shopperEmail?: string | undefined;
  /** The associate acts for nobody (the shopper signed out from the header): pick one again. */
  noShopper?: boolean | undefined;
  cart: Cart | null;
  employees: { storeEmployeeId: string; storeEmployeeName: string }[];
  notice?: AssociateNotice | undefined;
  /** Epoch ms the page was rendered at: holds count down from it. */
  now: number;
};

function Notice({ notice, text }: { notice: AssociateNotice | undefined; text: AssociateText }) {
  if (!notice) return null;
  return notice.kind === 'saved' ? (
    <p className="notice notice--success" role="status">
      {text.saved}
    </p>
  ) : (
    <p className="notice notice--error" role="alert" {...FOCUS_ON_LOAD}>
      {associateErrorText(text, notice.errorId)}
    </p>
  );
}

/** One adjustment form: a line's (`item`) or the whole order's. */
function AdjustForm({
  action,
  text,
  item,
}: {
  action: string;
  text: AssociateText;
  item?: { id: string; name: string };
}) {
  const id = `adjust-${item?.id ?? 'order'}`;
  return (
    <form method="post" action={action} className="associate-adjust">
      <fieldset>
        <legend>{item ? format(text.adjustLine, { name: item.name }) : text.adjustOrder}</legend>
        <input type="hidden" name="_action" value="add" />
        {item ? <input type="hidden" name="itemId" value={item.id} /> : null}
        <div className="field">
          <label htmlFor={`${id}-type`}>{text.adjustmentType}</label>
          <select id={`${id}-type`} name="type" defaultValue="AMOUNT">
            <option value="AMOUNT">{text.typeAmount}</option>
            <option value="PERCENTAGE">{text.typePercentage}</option>
          </select>
        </div>
        <Field
          id={`${id}-value`}
          name="value"
          label={text.adjustmentValue}
          inputMode="numeric"
          block="field"
          required
          markRequired={false}
        />
        <div className="field">
          <label htmlFor={`${id}-reason`}>{text.reason}</label>
          <select id={`${id}-reason`} name="reasonCode" defaultValue={REASON_CODES[0]}>
            {REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {text[`reason_${code}`]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {text.apply}
        </button>
      </fieldset>
    </form>
  );
}

export function AssociateToolsMain({ view }: { view: AssociateToolsView }) {
  const { site } = usePage();
  const { text, cart } = view;
  const base = `/${site.locale}/associate`;
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? site.currency, site.languageTag);
  const items = cart?.items ?? [];
  const nameOf = (itemId: string | undefined) =>
    itemId ? (items.find((i) => i.id === itemId)?.name ?? itemId) : text.wholeOrder;
  const reasonOf = (code: string) =>
    (REASON_CODES as readonly string[]).includes(code)
      ? text[`reason_${code as (typeof REASON_CODES)[number]}`]
      : code;
  return (
    <div className="page associate-page">
      <h1>{text.toolsTitle}</h1>
      <p className="associate-page__store">{format(text.barStore, { store: view.storeName })}</p>
      <Notice notice={view.notice} text={text} />

      <section aria-labelledby="associate-shopper" className="associate-section">
        <h2 id="associate-shopper">{text.shopperTitle}</h2>
        <p>
          {view.noShopper
            ? text.noShopper
            : view.shopperEmail
              ? format(text.sellingTo, { shopper: view.shopperEmail })
              : text.sellingToGuest}
        </p>
        <form method="post" action={`${base}/shopper`} className="associate-form">
          <Field
            id="associate-shopper-email"
            name="email"
            type="email"
            label={text.lookupEmail}
            autoComplete="off"
            block="field"
            required
            markRequired={false}
          />
          <button type="submit" className="button button--primary">
            {text.lookup}
          </button>
        </form>
        <form method="post" action={`${base}/shopper`}>
          <input type="hidden" name="guest" value="1" />
          <button type="submit" className="button">
            {text.sellToGuest}
          </button>
        </form>
      </section>

      <section aria-labelledby="associate-cart" className="associate-section">
        <h2 id="associate-cart">{text.cartTitle}</h2>
        {items.length === 0 ? (
          <p>{text.cartEmpty}</p>
        ) : (
          <>
            <ul className="associate-lines">
              {items.map((item) => (
                <li key={item.id} className="associate-line">
                  <p className="associate-line__what">
                    <span>
                      {item.qty} × {item.name}
                    </span>
                    <span>{money(item.price.rowTotal)}</span>
                  </p>
                  {item.isDigitalProduct || item.bonus ? null : (
                    <AdjustForm
                      action={`${base}/adjustments`}
                      text={text}
                      item={{ id: item.id, name: item.name }}
                    />
                  )}
                </li>
              ))}
            </ul>
            <AdjustForm action={`${base}/adjustments`} text={text} />
            <p className="associate-total">{money(cart!.totals.total)}</p>
            <p>
              <a className="button button--primary" href={`/${site.locale}/checkout`}>
                {text.checkout}
              </a>
            </p>
          </>
        )}
        {cart?.priceAdjustments?.length ? (
          <>
            <h3>{text.adjustmentsTitle}</h3>
            <ul className="associate-adjustments">
              {cart.priceAdjustments.map((a) => (
                <li key={a.id}>
                  <span>
                    {format(text.adjustmentLine, {
                      amount: money(a.amount),
                      what: nameOf(a.itemId),
                      reason: reasonOf(a.reasonCode),
                    })}
                  </span>
                  <form method="post" action={`${base}/adjustments`}>
                    <input type="hidden" name="_action" value="remove" />
                    <input type="hidden" name="adjustmentId" value={a.id} />
                    <button type="submit" className="button">
                      {text.removeAdjustment}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="associate-reserve" className="associate-section">
        <h2 id="associate-reserve">{text.reserveTitle}</h2>
        <p>{format(text.reserveIntro, { minutes: RESERVATION_MINUTES })}</p>
        <form method="post" action={`${base}/reserve`} className="associate-form">
          <Field
            id="associate-sku"
            name="productId"
            label={text.sku}
            autoComplete="off"
            block="field"
            required
            markRequired={false}
          />
          <Field
            id="associate-qty"
            name="qty"
            label={text.quantity}
            value="1"
            inputMode="numeric"
            block="field"
            required
            markRequired={false}
          />
          <button type="submit" className="button">
            {text.reserve}
          </button>
        </form>
        {cart?.reservations?.length ? (
          <>
            <h3>{text.holdsTitle}</h3>
            <ul className="associate-holds">
              {cart.reservations.map((hold) => (
                <li key={hold.id}>
                  {format(text.heldFor, { qty: hold.qty, sku: hold.productId })}{' '}
                  <Island
                    name="Countdown"
                    strategy="idle"
                    props={{ left: Date.parse(hold.expiresAt) - view.now, ended: text.holdEnded }}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {view.employees.length ? (
        <section aria-labelledby="associate-staff" className="associate-section">
          <h2 id="associate-staff">{text.associatesTitle}</h2>
          <ul>
            {view.employees.map((e) => (
              <li key={e.storeEmployeeId}>
                {e.storeEmployeeName} ({e.storeEmployeeId})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
