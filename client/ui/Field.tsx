/**
 * The labelled input of every plain form (checkout, account, order lookup, enrollment, the
 * identity pages): the label (with a ` *` mark when required), the input, its hint and its error.
 * The input names what describes it with `aria-describedby` (other elements it is given, then
 * `{id}-hint` and `{id}-error`) and is `aria-invalid` while it has an error, so a screen reader
 * reads the problem with the field. A form that shows one message for all its refused fields (the
 * identity pages) passes that message's id instead of an error of the field's own. Server-rendered
 * and uncontrolled: the form posts without script, and an island may enhance it by id.
 */
import type { FormEventHandler } from 'react';

/**
 * The CSS block the field, its hint and its error are styled by (`{block}`, `{block}__hint`,
 * `{block}__error`): `checkout-field` (checkout.css) spaces itself in the checkout's rows;
 * `field` (pdp-extras.css) leaves the spacing to its form's grid (`auth__form`, `form`).
 */
export type FieldBlock = 'checkout-field' | 'field';

export type FieldProps = {
  /** The input's id; the hint and the error are `{id}-hint` and `{id}-error`. */
  id: string;
  name: string;
  label: string;
  /** What the input starts with (a refused form shows what was typed). */
  value?: string | undefined;
  /** The error message, in the page's words; the input is invalid while there is one. */
  error?: string | undefined;
  /**
   * The id of a message shown elsewhere that refuses this field with others (a form's one error):
   * the input names it and is invalid. Ignored when the field has an `error` of its own.
   */
  sharedErrorId?: string | undefined;
  hint?: string | undefined;
  /**
   * Where the hint sits: under the input (default), or between the label and the input, to be
   * read before typing (the format a value must follow).
   */
  hintPlacement?: 'below' | 'above' | undefined;
  /** Ids of other elements that describe the input (the password rules), named before the hint. */
  describedBy?: string | undefined;
  block?: FieldBlock | undefined;
  type?: 'text' | 'email' | 'tel' | 'password' | undefined;
  autoComplete?: string | undefined;
  inputMode?: 'tel' | 'email' | 'text' | 'numeric' | undefined;
  required?: boolean | undefined;
  /** Whether the label of a required field shows the ` *` mark (default: it does). */
  markRequired?: boolean | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** An example of the value (never instead of the label or the hint). */
  placeholder?: string | undefined;
  /** As the shopper types, for an island that runs the form (the phone grouped as typed). */
  onInput?: FormEventHandler<HTMLInputElement> | undefined;
  /** A refused form opens on its first field to put right. */
  autoFocus?: boolean | undefined;
};

export function Field({
  id,
  name,
  label,
  value,
  error,
  sharedErrorId,
  hint,
  hintPlacement = 'below',
  describedBy,
  block = 'checkout-field',
  type,
  autoComplete,
  inputMode,
  required,
  markRequired = true,
  minLength,
  maxLength,
  placeholder,
  onInput,
  autoFocus,
}: FieldProps) {
  const errorId = error ? `${id}-error` : sharedErrorId;
  const described = [describedBy, hint && `${id}-hint`, errorId].filter(Boolean).join(' ');
  const hintNote = hint && (
    <p id={`${id}-hint`} className={`${block}__hint`}>
      {hint}
    </p>
  );
  return (
    <div className={block}>
      <label htmlFor={id}>
        {label}
        {required && markRequired && <span aria-hidden="true"> *</span>}
      </label>
      {hintPlacement === 'above' && hintNote}
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        defaultValue={value ?? ''}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        minLength={minLength}
        maxLength={maxLength}
        placeholder={placeholder}
        onInput={onInput}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={described || undefined}
        // biome-ignore lint/a11y/noAutofocus: a refused form opens on the first field to put right.
        autoFocus={autoFocus || undefined}
      />
      {hintPlacement === 'below' && hintNote}
      {error && (
        <p id={`${id}-error`} className={`${block}__error`}>
          {error}
        </p>
      )}
    </div>
  );
}
