/**
 * The customer service forms' controls that `Field` (an input) does not cover: a select, a
 * textarea and a file input, each with its label, hint and error named by `aria-describedby`
 * exactly as `Field` names them (`{id}-hint`, `{id}-error`), so every form reads alike.
 */
import type { ReactNode } from 'react';

type Control = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; id: string }) => ReactNode;
};

export function LabelledControl({ id, label, hint, error, required, children }: Control) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
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
