/**
 * The labelled input of every plain form (checkout, account, order lookup): the label (with a
 * ` *` mark when required), the input, its hint and its error. The input names the hint and the
 * error with `aria-describedby` (`{id}-hint`, `{id}-error`) and is `aria-invalid` while it has
 * an error, so a screen reader reads the problem with the field. Server-rendered and uncontrolled:
 * the form posts without script, and an island may enhance it by id.
 */

export type FieldProps = {
  /** The input's id; the hint and the error are `{id}-hint` and `{id}-error`. */
  id: string;
  name: string;
  label: string;
  /** What the input starts with (a refused form shows what was typed). */
  value?: string | undefined;
  /** The error message, in the page's words; the input is invalid while there is one. */
  error?: string | undefined;
  hint?: string | undefined;
  type?: string | undefined;
  autoComplete?: string | undefined;
  inputMode?: 'tel' | 'email' | 'text' | 'numeric' | undefined;
  required?: boolean | undefined;
  /** Whether the label of a required field shows the ` *` mark (default: it does). */
  markRequired?: boolean | undefined;
  /** A refused form opens on its first field to put right. */
  autoFocus?: boolean | undefined;
};

export function Field({
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
  markRequired = true,
  autoFocus,
}: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required && markRequired && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        defaultValue={value ?? ''}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // biome-ignore lint/a11y/noAutofocus: a refused form opens on the first field to put right.
        autoFocus={autoFocus || undefined}
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
