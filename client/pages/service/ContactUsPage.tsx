/**
 * `/{locale}/contact-us`: the content page `contact-us` (its title and sections), then the
 * `ContactForm` island (topic from the upstream's categories and subjects, name, e-mail, an
 * optional order number, the message): a plain form posted to the page itself until it hydrates.
 */
import type { ContentPage } from '../../../shared/contract/content';
import type { ContactCategories } from '../../../shared/contract/service';
import type { ServiceText } from '../../i18n/service';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { StaticPageMain } from '../StaticPage';

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

export function ContactUsMain({ view }: { view: ContactUsView }) {
  const { site } = usePage();
  const { text, categories, page, ...state } = view;
  return (
    <>
      <StaticPageMain page={page} crumbs={[]} childPages={[]} />
      <section className="static-page contact-us" aria-labelledby="contact-form-title">
        {categories ? (
          <Island
            name="ContactForm"
            strategy="visible"
            props={{ locale: site.locale, categories, text, ...state }}
          />
        ) : (
          <>
            <h2 id="contact-form-title">{text.contactFormTitle}</h2>
            <p className="account-notice account-notice--error">{text.topicsUnavailable}</p>
          </>
        )}
      </section>
    </>
  );
}
