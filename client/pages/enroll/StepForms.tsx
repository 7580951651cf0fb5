/**
 * The enrollment steps' forms, one component for both ways they run: on the no-script page each is
 * a plain form posting to its own page (`/{locale}/enroll?step=`, answered with a 303 to the next
 * step or, refused, the step again at that URL), and
 * inside the sign-in dialog the island passes `onSubmit` and `go`, so the same markup posts JSON and
 * moves between steps without a page load. Secondary actions are links with real addresses, which
 * the island turns into in-dialog moves. The steps: `identity-steps.tsx`, `profile-steps.tsx`.
 */
import { useState } from 'react';
import { PROFILE_STEP_NUMBER } from '../../../shared/contract/enroll-steps';
import { format } from '../../i18n';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import { formKit } from './form-kit';
import { forgotPasswordStep, lookupStep, type StepView, signInStep, signUpStep } from './identity-steps';
import { interestsStep, mobileStep, profileStep, successStep, welcomeStep } from './profile-steps';
import type { EnrollFormsProps } from './types';

export function EnrollForms(props: EnrollFormsProps) {
  const { step, locale, returnTo, text, config, view, errorId, typed = {}, idPrefix: p } = props;
  const Heading = props.headingLevel;
  const [phoneCountry, setPhoneCountry] = useState(typed.country ?? view?.phoneCountry ?? config.siteCountry);
  const kit = formKit(props);
  const number = PROFILE_STEP_NUMBER[step];
  const steps: Record<EnrollFormsProps['step'], () => StepView> = {
    lookup: () => lookupStep(kit),
    'sign-in': () => signInStep(kit, props.sent === true),
    'sign-up': () => signUpStep(kit),
    'forgot-password': () => forgotPasswordStep(kit),
    welcome: () => welcomeStep(kit, 'welcome', locale),
    complete: () => welcomeStep(kit, 'complete', locale),
    mobile: () => mobileStep(kit, phoneCountry, setPhoneCountry),
    profile: () => profileStep(kit),
    interests: () => interestsStep(kit),
    success: () => successStep(kit, returnTo, props.go !== undefined),
  };
  const { title, body } = steps[step]();
  return (
    <section className="enroll" aria-labelledby={`${p}-title`}>
      {number !== undefined && number > 0 && (
        <p className="enroll__progress">{format(text.stepOf, { n: String(number) })}</p>
      )}
      <Heading id={`${p}-title`} ref={props.headingRef} tabIndex={-1} className="enroll__title">
        {title}
      </Heading>
      {errorId && (
        <p className="field__error" role="alert" {...FOCUS_ON_LOAD}>
          {text.errors[errorId] ?? text.errors.generic}
        </p>
      )}
      {body}
    </section>
  );
}
