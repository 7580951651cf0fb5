/**
 * `/{locale}/account/warranty`: the member's warranty cases (number, product, order, status,
 * photos sent) and the form that opens one on a line of their orders, with 1 to 3 photos. A
 * plain multipart form: it works without script; the photos are checked by their bytes on the
 * server (and again upstream), never by their names.
 */
import type { OrderSummary } from '../../../shared/contract/orders';
import type { WarrantyCase } from '../../../shared/contract/service';
import { formatDate } from '../../../shared/pricing/format';
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import { type ServiceText, serviceError, serviceProblem } from '../../i18n/service';
import { usePage } from '../../island-kit/context';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import { LabelledControl } from '../../ui/LabelledControl';

export type WarrantyView = {
  cases: WarrantyCase[];
  orders: OrderSummary[];
  /** The case just opened (`?opened=`). */
  opened?: string | undefined;
  errorId?: string | undefined;
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  text: ServiceText;
};

function CaseItem({ item, text }: { item: WarrantyCase; text: ServiceText }) {
  const { site } = usePage();
  const count = item.photos.length;
  return (
    <li className="account-item">
      <h3 className="account-card-line">{format(text.caseTitle, { caseNumber: item.caseNumber })}</h3>
      <p className="account-badge">{text[`status_${item.status}`]}</p>
      <p>{item.productName}</p>
      <p className="account-card-meta">
        {format(text.caseOrder, { orderNumber: item.orderNumber })} ·{' '}
        {format(text.caseOpened, { date: formatDate(item.createdAt, site.languageTag) })} ·{' '}
        {format(count === 1 ? text.casePhotos_one : text.casePhotos_other, { count })}
      </p>
      <p className="warranty-description">{item.description}</p>
    </li>
  );
}

function OpenCaseForm({ view }: { view: WarrantyView }) {
  const { site } = usePage();
  const { text, values = {}, fieldErrors = {} } = view;
  const error = (key: string) => (fieldErrors[key] ? serviceProblem(text, fieldErrors[key]) : undefined);
  const first = Object.keys(fieldErrors)[0];
  const lines = view.orders.filter((order) => order.status === 'CREATED');
  if (lines.length === 0) return <p>{text.noOrders}</p>;
  return (
    <form
      method="post"
      action={`/${site.locale}/account/warranty`}
      encType="multipart/form-data"
      className="account-form"
      noValidate
    >
      {first && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {text.formProblem}
        </p>
      )}
      <LabelledControl id="warranty-line" label={text.product} error={error('line')} required>
        {(aria) => (
          <select {...aria} name="line" required defaultValue={values.line ?? ''}>
            <option value="">{text.chooseProduct}</option>
            {lines.flatMap((order) =>
              order.items.map((item) => (
                <option key={`${order.orderNumber}/${item.id}`} value={`${order.orderNumber}/${item.id}`}>
                  {format(text.productOption, { name: item.name, orderNumber: order.orderNumber })}
                </option>
              )),
            )}
          </select>
        )}
      </LabelledControl>
      <LabelledControl
        id="warranty-description"
        label={text.description}
        hint={text.descriptionHint}
        error={error('description')}
        required
      >
        {(aria) => (
          <textarea
            {...aria}
            name="description"
            rows={5}
            required
            minLength={20}
            maxLength={2000}
            defaultValue={values.description ?? ''}
          />
        )}
      </LabelledControl>
      <LabelledControl
        id="warranty-photos"
        label={text.photos}
        hint={text.photosHint}
        error={error('photos')}
        required
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            name="photos[]"
            accept="image/jpeg,image/png,image/webp"
            multiple
            required
          />
        )}
      </LabelledControl>
      <button type="submit" className="button button--primary">
        {text.submitCase}
      </button>
    </form>
  );
}

export function WarrantyMain({ view }: { view: WarrantyView }) {
  const { text } = view;
  return (
    <AccountLayout current="warranty" title={text.warrantyTitle}>
      {view.opened && (
        <p className="account-notice account-notice--saved" role="status" {...FOCUS_ON_LOAD}>
          {format(text.caseOpenedNotice, { caseNumber: view.opened })}
        </p>
      )}
      {view.errorId && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {serviceError(text, 'warranty', view.errorId)}
        </p>
      )}
      <p>{text.warrantyIntro}</p>
      <section className="account-card" aria-labelledby="warranty-cases">
        <h2 id="warranty-cases">{text.casesTitle}</h2>
        {view.cases.length === 0 ? (
          <p>{text.noCases}</p>
        ) : (
          <ul className="account-list">
            {view.cases.map((item) => (
              <CaseItem key={item.caseNumber} item={item} text={text} />
            ))}
          </ul>
        )}
      </section>
      <section className="account-card" aria-labelledby="warranty-open">
        <h2 id="warranty-open">{text.openCase}</h2>
        <OpenCaseForm view={view} />
      </section>
    </AccountLayout>
  );
}
