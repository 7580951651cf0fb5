/**
 * The contact-us form (content page key `contact-us`). Without script it is a plain form posting
 * to its page, which answers 303 with `?case=` or the form again (422) with its messages. With
 * script the contract's rules (`shared/contract/service-rules.ts`) mark fields before anything is
 * sent, the message goes through the BFF (`/api/service/contact`) and the case number replaces the
 * form in place, focused so a screen reader hears it.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContactCategories } from '../../shared/contract/service';
import { contactFromFields } from '../../shared/contract/service-rules';
import { bffFetch } from '../api/bff';
import { format } from '../i18n';
import { type ServiceText, serviceError, serviceProblem } from '../i18n/service';
import { Field } from '../ui/Field';
import { FOCUS_ON_LOAD } from '../ui/focus-on-load';
import { LabelledControl } from '../ui/LabelledControl';

export type ContactFormProps = {
  locale: string;
  categories: ContactCategories['categories'];
  /** The case number of a message sent without script (`?case=`). */
  sent?: string | undefined;
  /** A refused no-script post: what was typed, each field's problem, or a refusal's id. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  errorId?: string | undefined;
  text: ServiceText;
};

/** The form's text fields as typed (the form has no file). */
const fieldsOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export default function ContactForm({ locale, categories, text, ...initial }: ContactFormProps) {
  const [sent, setSent] = useState(initial.sent);
  const [errors, setErrors] = useState<Record<string, string>>(initial.fieldErrors ?? {});
  const [refusal, setRefusal] = useState(
    initial.errorId ? serviceError(text, 'contact', initial.errorId) : '',
  );
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  /** Set by a refusal in the browser: the first marked field takes the focus once it renders. */
  const focusField = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once a refusal's marks have rendered.
  useEffect(() => {
    if (!focusField.current) return;
    focusField.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (sent && !initial.sent) done.current?.focus();
  }, [sent, initial.sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields = fieldsOf(event.currentTarget);
    const { problems } = contactFromFields(fields);
    setRefusal('');
    if (Object.keys(problems).length > 0) {
      focusField.current = true;
      setErrors(problems);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await bffFetch<{ caseNumber: string }>('/api/service/contact', {
        method: 'POST',
        locale,
        body: fields,
      });
      if (answer.ok) setSent(answer.data.caseNumber);
      else if (Object.keys(answer.fields).length > 0) {
        focusField.current = true;
        setErrors(answer.fields);
      } else setRefusal(serviceError(text, 'contact', answer.error?.errorId ?? ''));
    } catch {
      setRefusal(text.error_generic);
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div className="account-notice account-notice--saved" role="status" ref={done} {...FOCUS_ON_LOAD}>
        <h2 id="contact-form-title">{text.sentTitle}</h2>
        <p>{format(text.sentBody, { caseNumber: sent })}</p>
      </div>
    );

  const values = initial.values ?? {};
  const error = (key: string) => (errors[key] ? serviceProblem(text, errors[key]) : undefined);
  const marked = Object.keys(errors).length > 0;
  return (
    <>
      <h2 id="contact-form-title">{text.contactFormTitle}</h2>
      {refusal && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {refusal}
        </p>
      )}
      <form
        ref={form}
        method="post"
        action={`/${locale}/contact-us`}
        className="account-form"
        noValidate
        onSubmit={onSubmit}
      >
        {marked && (
          <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
            {text.formProblem}
          </p>
        )}
        <LabelledControl id="contact-topic" label={text.topic} error={error('topic')} required>
          {(aria) => (
            <select {...aria} name="topic" required defaultValue={values.topic ?? ''}>
              <option value="">{text.chooseTopic}</option>
              {categories.map((category) => (
                <optgroup key={category.id} label={category.name}>
                  {category.subjects.map((subject) => (
                    <option key={subject.id} value={`${category.id}/${subject.id}`}>
                      {subject.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </LabelledControl>
        <div className="checkout-row">
          <Field
            id="contact-firstName"
            name="firstName"
            label={text.firstName}
            value={values.firstName}
            error={error('firstName')}
            autoComplete="given-name"
            maxLength={50}
            required
          />
          <Field
            id="contact-lastName"
            name="lastName"
            label={text.lastName}
            value={values.lastName}
            error={error('lastName')}
            autoComplete="family-name"
            maxLength={50}
            required
          />
        </div>
        <Field
          id="contact-email"
          name="email"
          type="email"
          label={text.email}
          value={values.email}
          error={error('email')}
          autoComplete="email"
          maxLength={254}
          required
        />
        <Field
          id="contact-orderNumber"
          name="orderNumber"
          label={text.orderNumber}
          hint={text.orderNumberHint}
          value={values.orderNumber}
          error={error('orderNumber')}
          maxLength={12}
        />
        <LabelledControl
          id="contact-message"
          label={text.message}
          hint={text.messageHint}
          error={error('message')}
          required
        >
          {(aria) => (
            <textarea
              {...aria}
              name="message"
              rows={6}
              required
              minLength={10}
              maxLength={2000}
              defaultValue={values.message ?? ''}
            />
          )}
        </LabelledControl>
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {text.send}
        </button>
      </form>
    </>
  );
}
