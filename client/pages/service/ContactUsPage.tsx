/**
 * `/{locale}/contact-us`: the content page `contact-us` (its title and sections), then the form
 * (topic from the upstream's categories and subjects, name, e-mail, an optional order number,
 * the message), a plain form posted to the page itself. Once sent, the case number in its place.
 */
import type { ContentPage } from '../../../shared/contract/content';
import type { ContactCategories } from '../../../shared/contract/service';
import { format } from '../../i18n';
import { type ServiceText, serviceError, serviceProblem } from '../../i18n/service';
import { usePage } from '../../island-kit/context';
import { Field } from '../../ui/Field';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import { StaticPageMain } from '../StaticPage';
import { LabelledControl } from './parts';

export type ContactUsView = {
  page: ContentPage;
  /** Null when the upstream could not list them: the form cannot be sent without a topic. */
  categories: ContactCategories['categories'] | null;
  /** The case number of the message just sent (`?case=`). */
  sent?: string | undefined;
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  /** A refusal that is not a field's (`API429`, …). */
  errorId?: string | undefined;
  text: ServiceText;
};

function ContactForm({ view }: { view: ContactUsView & { categories: ContactCategories['categories'] } }) {
  const { site } = usePage();
  const { text, values = {}, fieldErrors = {} } = view;
  const error = (key: string) => (fieldErrors[key] ? serviceProblem(text, fieldErrors[key]) : undefined);
  const first = Object.keys(fieldErrors)[0];
  return (
    <form method="post" action={`/${site.locale}/contact-us`} className="account-form" noValidate>
      {first && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {text.formProblem}
        </p>
      )}
      <LabelledControl id="contact-topic" label={text.topic} error={error('topic')} required>
        {(aria) => (
          <select {...aria} name="topic" required defaultValue={values.topic ?? ''}>
            <option value="">{text.chooseTopic}</option>
            {view.categories.map((category) => (
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
      <button type="submit" className="button button--primary">
        {text.send}
      </button>
    </form>
  );
}

export function ContactUsMain({ view }: { view: ContactUsView }) {
  const { text, categories } = view;
  return (
    <>
      <StaticPageMain page={view.page} crumbs={[]} childPages={[]} />
      <section className="static-page contact-us" aria-labelledby="contact-form-title">
        {view.sent ? (
          <div className="account-notice account-notice--saved" role="status" {...FOCUS_ON_LOAD}>
            <h2 id="contact-form-title">{text.sentTitle}</h2>
            <p>{format(text.sentBody, { caseNumber: view.sent })}</p>
          </div>
        ) : (
          <>
            <h2 id="contact-form-title">{text.contactFormTitle}</h2>
            {view.errorId && (
              <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
                {serviceError(text, 'contact', view.errorId)}
              </p>
            )}
            {categories ? (
              <ContactForm view={{ ...view, categories }} />
            ) : (
              <p className="account-notice account-notice--error">{text.topicsUnavailable}</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
