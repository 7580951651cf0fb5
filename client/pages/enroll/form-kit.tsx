/**
 * The pieces every enrollment step is made of, bound to one render's props: what binds a `Field`
 * to its id and problem, the step's form (a plain post without script, `onSubmit` in the dialog),
 * and links with real addresses that the dialog turns into in-dialog moves.
 */
import type { ReactNode } from 'react';
import type { EnrollStep } from '../../../shared/contract/enroll-steps';
import { datePlaceholder } from '../../../shared/date-format';
import { format } from '../../i18n';
import { Field, type FieldProps } from '../../ui/Field';
import type { EnrollFormsProps } from './types';

/**
 * A step's page. Its no-script form posts there too (the same handlers as `/api/enroll/{step}`), so
 * a refused post leaves the browser on the page's own URL, which answers a reload.
 */
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
  /**
   * What every field of a step takes from the render: its id under the step's prefix, its name,
   * its problem, and the look of the enrollment forms (spaced by the form's grid, no ` *` mark:
   * every field they ask for is required). The step adds the label and what the input is.
   */
  const bind = (name: string): Pick<FieldProps, 'id' | 'name' | 'error' | 'block' | 'markRequired'> => ({
    id: `${p}-${name}`,
    name,
    error: problem(name),
    block: 'field',
    markRequired: false,
  });
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
      action={enrollHref(locale, step, returnTo)}
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
  const emailField = (autoComplete: string) => (
    <Field
      {...bind('email')}
      label={text.email}
      type="email"
      autoComplete={autoComplete}
      required
      value={email}
    />
  );
  /** The names every profile-making step asks for, prefilled with what the shopper typed or has. */
  const nameFields = () => (
    <>
      <Field
        {...bind('firstName')}
        label={text.firstName}
        autoComplete="given-name"
        required
        maxLength={50}
        value={typed.firstName ?? view?.firstName}
      />
      <Field
        {...bind('lastName')}
        label={text.lastName}
        autoComplete="family-name"
        required
        maxLength={50}
        value={typed.lastName ?? view?.lastName}
      />
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
    bind,
    check,
    form,
    emailField,
    nameFields,
  };
}
