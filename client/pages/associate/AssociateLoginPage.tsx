/**
 * `/{locale}/associate-login`: the store associate picks their store and signs in with their
 * employee id and password (a plain form posted to the page itself). A refusal renders the page
 * again with one message for the form (never which half was wrong) and the store and id typed.
 */
import { type AssociateText, associateErrorText } from '../../i18n/associate';
import { usePage } from '../../island-kit/context';
import { Field } from '../../ui/Field';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';

export type AssociateLoginView = {
  text: AssociateText;
  stores: { id: string; name: string }[];
  values: { storeId?: string; storeEmployeeId?: string };
  errorId?: string;
  /** The session that was open when the page was asked for ended (the spec's way out). */
  ended?: boolean;
};

export function AssociateLoginMain({ view }: { view: AssociateLoginView }) {
  const { site } = usePage();
  const { text, errorId } = view;
  const errorBox = errorId ? 'associate-login-error' : undefined;
  return (
    <div className="page associate-page">
      <h1>{text.loginTitle}</h1>
      <p>{text.loginIntro}</p>
      {view.ended && !errorId ? (
        <p className="notice notice--success" role="status">
          {text.sessionEnded}
        </p>
      ) : null}
      <form method="post" action={`/${site.locale}/associate-login`} className="associate-form" noValidate>
        {errorId ? (
          <p id={errorBox} className="notice notice--error" role="alert" {...FOCUS_ON_LOAD}>
            {associateErrorText(text, errorId)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="associate-store">{text.store}</label>
          <select
            id="associate-store"
            name="storeId"
            required
            defaultValue={view.values.storeId ?? ''}
            aria-invalid={errorBox ? true : undefined}
            aria-describedby={errorBox}
          >
            <option value="" disabled>
              {text.chooseStore}
            </option>
            {view.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="associate-employee"
          name="storeEmployeeId"
          label={text.employeeId}
          value={view.values.storeEmployeeId}
          sharedErrorId={errorBox}
          inputMode="numeric"
          autoComplete="username"
          block="field"
          required
          markRequired={false}
        />
        <Field
          id="associate-password"
          name="password"
          type="password"
          label={text.password}
          sharedErrorId={errorBox}
          autoComplete="current-password"
          block="field"
          required
          markRequired={false}
        />
        <button type="submit" className="button button--primary">
          {text.signIn}
        </button>
      </form>
    </div>
  );
}
