/**
 * An enrollment step's page: the step the shopper may be on, its form, and a refusal shown with
 * what was typed. Rendered by the enrollment pages' GET and by a refused no-script post of the
 * enrollment BFF (worker/routes/enroll/).
 */
import type { Context } from 'hono';
import { enrollConfig } from '../../client/pages/enroll/config';
import { EnrollForms } from '../../client/pages/enroll/StepForms';
import { enrollFormText } from '../../client/pages/enroll/text';
import type { EnrollFormsProps } from '../../client/pages/enroll/types';
import type { ConsumerProfile } from '../../shared/contract';
import type { EnrollStep } from '../../shared/contract/enroll-bff';
import { returnPath } from '../auth/form';
import type { AppEnv } from '../env';
import { page, shellFor } from '../render/page-kit';
import { safeRedirect } from '../validation/redirect';
import { rememberedEmail } from './email-cookie';
import { enrollPath } from './paths';
import { enrollService, profileFacts, viewOf } from './service';
import { allowedStep } from './steps';

/** The problem a refused field shows when only its name came back in the URL. */
const FIELD_PROBLEM: Record<string, string> = {
  phone: 'phoneInvalid',
  birthDate: 'dateInvalid',
  postalCode: 'postalCodeInvalid',
  firstName: 'nameInvalid',
  lastName: 'nameInvalid',
};

/** What a step page shows beside its form: a refusal's error and fields, typed values, "sent". */
export type EnrollShown = {
  errorId?: string | undefined;
  /** Names of the fields to mark. */
  fieldNames?: string[];
  typed?: EnrollFormsProps['typed'];
  /** A post's own returnTo (a GET carries it in the query). */
  returnTo?: string | undefined;
  sent?: boolean;
};

/**
 * The page of `asked` (or of the step the shopper may be on instead: a GET is redirected to its
 * own address, a refused post shows it). A refused no-script post renders here directly, with its
 * status, so what was typed is shown again without travelling in a URL.
 */
export const renderEnrollPage = async (
  c: Context<AppEnv>,
  asked: EnrollStep | undefined,
  shown: EnrollShown,
  status = 200,
): Promise<Response> => {
  const { site, session } = c.var;
  const returnTo = returnPath(c, shown.returnTo ?? c.req.query('returnTo'));
  const profile: ConsumerProfile | undefined = await enrollService(c).memberProfile();
  const step: EnrollStep = allowedStep(asked, session.isMember, profile && profileFacts(profile));
  // A step that was not the one asked for is answered by its own address.
  if (asked && asked !== step && c.req.method === 'GET')
    return safeRedirect(c, enrollPath(site.locale, step, { returnTo }), 303);
  const fields = Object.fromEntries(
    (shown.fieldNames ?? []).map((name) => [name, FIELD_PROBLEM[name] ?? 'invalid']),
  );
  const text = enrollFormText(site.language);
  const shell = await shellFor(c, {
    pageType: 'Account',
    title: `${text.flowTitle} | Ridgeline`,
    description: '',
    canonicalPath: `/${site.locale}/enroll`,
    indexable: false,
  });
  const email = profile ? undefined : await rememberedEmail(c);
  return page(
    c,
    shell,
    'Enroll',
    () => (
      <div className="auth enroll-page">
        <EnrollForms
          step={step}
          locale={site.locale}
          returnTo={returnTo}
          text={text}
          config={enrollConfig(site)}
          view={profile && viewOf(c, profile)}
          email={email}
          typed={shown.typed}
          errorId={shown.errorId}
          fields={fields}
          sent={shown.sent}
          headingLevel="h1"
          idPrefix="enroll"
        />
      </div>
    ),
    status,
  );
};
