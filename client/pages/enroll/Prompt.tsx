/**
 * The offer to complete a partially enrolled profile (commerce spec section 5): shown after a
 * sign-in that found one and on the account page. Its link opens the enrollment flow's page, whose
 * initial step for a member is the mobile step without a phone and the profile step with one.
 * Server-rendered, a plain link: it needs no script.
 */
import type { ProfileDetail } from '../../../shared/contract/enroll-steps';
import { format } from '../../i18n';
import { enrollText, listMissing } from '../../i18n/enroll';

export function EnrollPrompt({
  locale,
  language,
  returnTo,
  missing,
}: {
  locale: string;
  language: 'en' | 'fr' | 'de' | 'it';
  returnTo: string;
  missing: readonly ProfileDetail[];
}) {
  if (missing.length === 0) return null;
  const text = enrollText(language);
  return (
    <section className="enroll-prompt" aria-labelledby="enroll-prompt-title">
      <h2 id="enroll-prompt-title" className="enroll-prompt__title">
        {text.promptTitle}
      </h2>
      <p>{format(text.promptBody, { missing: listMissing(text, language, missing) })}</p>
      <a
        className="button button--primary"
        href={`/${locale}/enroll?returnTo=${encodeURIComponent(returnTo)}`}
      >
        {text.promptCta}
      </a>
    </section>
  );
}
