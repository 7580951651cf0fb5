/**
 * The pieces every enrollment step is made of, bound to one render's props: a labelled field with
 * its hint and problem, the step's form (a plain post without script, `onSubmit` in the dialog),
 * and links with real addresses that the dialog turns into in-dialog moves.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { EnrollStep } from '../../../shared/contract/enroll-steps';
import { datePlaceholder } from '../../../shared/date-format';
import { withLocale } from '../../api/bff';
import { format } from '../../i18n';
import type { EnrollFormsProps } from './types';

const enrollHref = (locale: string, step: EnrollStep, returnTo: string) =>
  `/${locale}/enroll?step=${step}&returnTo=${encodeURIComponent(returnTo)}`;

export type FormKit = ReturnType<typeof formKit>;

export function formKit(props: EnrollFormsProps) {
  const { step, locale, returnTo, text, config, view, fields = {}, typed = {}, idPrefix: p } = props;
  const dateFormat = datePlaceholder(config.dateOrder, {
    day: text.letterDay,
    month: text.letterMonth,
    year: text.letterYear,
  });
  const go =
    (to: EnrollStep | 'done') =>
    (event: { preventDefault(): void }): void => {
      event.preventDefault();
      props.go?.(to);
    };
  const link = (to: EnrollStep | 'done', label: string) => (
    <a
      className="enroll__link"
      href={to === 'done' ? returnTo : enrollHref(locale, to, returnTo)}
      onClick={props.go ? go(to) : undefined}
    >
      {label}
    </a>
  );
  const problem = (name: string): string | undefined => {
    const key = fields[name];
    if (!key) return undefined;
    const template = (text as unknown as Record<string, string>)[`field_${key}`] ?? text.field_invalid;
    const country = config.countries.find((c) => c.code === (view?.phoneCountry ?? config.siteCountry));
    return format(template, { mask: country?.mask ?? '', format: dateFormat });
  };
  const field = (
    name: string,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const id = `${p}-${name}`;
    const message = problem(name);
    // What the input names itself (the password rules) comes first, then the hint and the problem.
    const described = [input['aria-describedby'], hint && `${id}-hint`, message && `${id}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        <input
          {...input}
          id={id}
          name={name}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
        />
        {message && (
          <p id={`${id}-error`} className="field__error">
            {message}
          </p>
        )}
      </div>
    );
  };
  /** A checkbox with its label after it. */
  const check = (id: string, name: string, label: string, defaultChecked?: boolean) => (
    <div className="auth__check">
      <input id={`${p}-${id}`} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={`${p}-${id}`}>{label}</label>
    </div>
  );
  const form = (children: ReactNode, label: string) => (
    <form
      className="auth__form enroll__form"
      method="post"
      action={withLocale(`/api/enroll/${step}`, locale)}
      onInput={props.onEdit}
      onSubmit={
        props.onSubmit
          ? (event) => {
              event.preventDefault();
              props.onSubmit?.(step, event.currentTarget);
            }
          : undefined
      }
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
      <button type="submit" className="button button--primary" disabled={props.busy}>
        {label}
      </button>
    </form>
  );
  const email = typed.email ?? props.email ?? view?.email ?? '';
  const emailField = (autoComplete: string) =>
    field('email', text.email, { type: 'email', autoComplete, required: true, defaultValue: email });
  /** The names every profile-making step asks for, prefilled with what the shopper typed or has. */
  const nameFields = () => (
    <>
      {field('firstName', text.firstName, {
        autoComplete: 'given-name',
        required: true,
        maxLength: 50,
        defaultValue: typed.firstName ?? view?.firstName,
      })}
      {field('lastName', text.lastName, {
        autoComplete: 'family-name',
        required: true,
        maxLength: 50,
        defaultValue: typed.lastName ?? view?.lastName,
      })}
    </>
  );
  return {
    text,
    locale,
    config,
    view,
    typed,
    p,
    dateFormat,
    email,
    go,
    link,
    field,
    check,
    form,
    emailField,
    nameFields,
  };
}
