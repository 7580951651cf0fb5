/**
 * The steps that complete a member's profile: welcome (or complete a partial profile), mobile,
 * profile, interests and success.
 */
import { Fragment } from 'react';
import { shoeSizeLabel } from '../../../shared/shoe-sizes';
import { format } from '../../i18n';
import { listMissing } from '../../i18n/enroll';
import { Field } from '../../ui/Field';
import { groupPhoneAsTyped } from '../../ui/phone-grouping';
import type { FormKit } from './form-kit';
import type { StepView } from './identity-steps';

export function welcomeStep(
  { text, config, view, form, check, link }: FormKit,
  step: 'welcome' | 'complete',
  locale: string,
): StepView {
  const missing = view?.missing ?? [];
  return {
    title:
      step === 'welcome' ? format(text.welcomeTitle, { name: view?.firstName ?? '' }) : text.completeProfile,
    body: (
      <>
        {step === 'welcome' && <p>{text.welcomeLoyalty}</p>}
        <p>
          {missing.length > 0
            ? format(text.completeIntro, { missing: listMissing(text, locale.slice(0, 2), missing) })
            : text.welcomeIntro}
        </p>
        {form(
          step === 'complete' && config.loyaltySite && !view?.isLoyaltyMember
            ? check('join', 'join', text.joinLoyalty)
            : null,
          text.continue,
        )}
        <p>{link('done', text.notNow)}</p>
      </>
    ),
  };
}

/**
 * The mobile step's country picks the example (a number in its national format: the hint and the
 * placeholder) and, with script, the grouping of the number as typed.
 */
export function mobileStep(
  { text, config, typed, view, p, form, bind, link }: FormKit,
  phoneCountry: string,
  setPhoneCountry: (country: string) => void,
): StepView {
  const mask = config.countries.find((c) => c.code === phoneCountry)?.mask ?? '';
  return {
    title: text.mobileTitle,
    body: (
      <>
        <p>{text.mobileIntro}</p>
        {form(
          <>
            <div className="field">
              <label htmlFor={`${p}-country`}>{text.dialCode}</label>
              <select
                id={`${p}-country`}
                name="country"
                defaultValue={phoneCountry}
                onChange={(event) => setPhoneCountry(event.currentTarget.value)}
              >
                {config.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Field
              {...bind('phone')}
              label={text.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              required
              maxLength={30}
              placeholder={mask}
              value={typed.phone ?? view?.phone}
              onInput={(event) => groupPhoneAsTyped(event.currentTarget, phoneCountry, event.nativeEvent)}
              hint={format(text.formatHint, { value: mask })}
              hintPlacement="above"
            />
          </>,
          text.continue,
        )}
        <p>{link('profile', text.skip)}</p>
      </>
    ),
  };
}

export function profileStep({
  text,
  typed,
  view,
  dateFormat,
  form,
  bind,
  nameFields,
  link,
}: FormKit): StepView {
  return {
    title: text.profileTitle,
    body: (
      <>
        <p>{text.profileIntro}</p>
        {form(
          <>
            {nameFields()}
            <Field
              {...bind('birthDate')}
              label={text.birthDateLabel}
              autoComplete="bday"
              inputMode="numeric"
              required
              maxLength={10}
              placeholder={dateFormat}
              value={typed.birthDate ?? view?.birthDate}
              hint={format(text.formatHint, { value: dateFormat })}
              hintPlacement="above"
            />
            <Field
              {...bind('postalCode')}
              label={text.postalCode}
              autoComplete="postal-code"
              required
              maxLength={12}
              value={typed.postalCode ?? view?.postalCode}
            />
          </>,
          text.continue,
        )}
        <p>{link('interests', text.skip)}</p>
      </>
    ),
  };
}

export function interestsStep({
  text,
  config,
  typed,
  view,
  p,
  form,
  check,
  link,
  locale,
}: FormKit): StepView {
  const chosen = new Set(view?.interests ?? []);
  return {
    title: text.interestsTitle,
    body: (
      <>
        <p>{text.interestsIntro}</p>
        {form(
          <>
            <fieldset className="enroll__interests">
              <legend>{text.interestsTitle}</legend>
              {config.interestKeys.map((key) => (
                <Fragment key={key}>
                  {check(`interest-${key}`, `interest_${key}`, text.interests[key] ?? key, chosen.has(key))}
                </Fragment>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor={`${p}-shoe`}>{text.shoeSize}</label>
              <select
                id={`${p}-shoe`}
                name="preferredShoeSize"
                defaultValue={typed.preferredShoeSize ?? view?.preferredShoeSize ?? ''}
              >
                <option value="">{text.shoeSizeNone}</option>
                {config.shoeSizes.map((size) => (
                  <option key={size} value={size}>
                    {shoeSizeLabel(size, locale)}
                  </option>
                ))}
              </select>
            </div>
          </>,
          text.continue,
        )}
        <p>{link('success', text.skip)}</p>
      </>
    ),
  };
}

export function successStep({ text, go }: FormKit, returnTo: string, inDialog: boolean): StepView {
  return {
    title: text.successTitle,
    body: (
      <>
        <p role="status">{text.successIntro}</p>
        <p>
          <a className="button button--primary" href={returnTo} onClick={inDialog ? go('done') : undefined}>
            {text.successContinue}
          </a>
        </p>
      </>
    ),
  };
}
