/** Pieces every account page uses: a labelled input with its hint and error, and the page's notice. */

import { format } from '../../i18n';
import { type AccountText, accountError } from '../../i18n/account';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import type { AccountNotice } from './view';

type FieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The error message to show (already translated), if any. */
  error?: string | undefined;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text' | 'numeric';
  required?: boolean;
};

export function AccountField({
  id,
  name,
  label,
  value,
  error,
  hint,
  type,
  autoComplete,
  inputMode,
  required,
}: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        defaultValue={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Notice({ notice, text }: { notice: AccountNotice | undefined; text: AccountText }) {
  if (!notice) return null;
  return notice.kind === 'saved' ? (
    <p className="account-notice account-notice--saved" role="status">
      {text[notice.key]}
    </p>
  ) : (
    <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
      {accountError(text, notice.errorId)}
    </p>
  );
}

/** "Make default" (unless it is) and "Delete" for one listed address or card: plain form buttons named for it. */
export function DefaultAndDelete({
  action,
  name,
  text,
  isDefault,
}: {
  action: string;
  name: string;
  text: AccountText;
  isDefault: boolean;
}) {
  const button = (kind: 'default' | 'delete', label: string, ariaLabel: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="_action" value={kind} />
      <button type="submit" className="button button--secondary account-button" aria-label={ariaLabel}>
        {label}
      </button>
    </form>
  );
  return (
    <>
      {!isDefault && button('default', text.setDefault, format(text.setDefaultLabel, { name }))}
      {button('delete', text.delete, format(text.deleteLabel, { name }))}
    </>
  );
}
