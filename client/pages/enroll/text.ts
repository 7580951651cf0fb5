/**
 * The enrollment forms' text for a language, gathered once on the server: the flow's own words,
 * the identity words, the interest names of the account page and the identity error messages.
 * The dialog island receives it as a prop, so its chunk carries no catalogue.
 */
import { memo } from '../../../shared/contract/memo';
import { accountText, INTERESTS } from '../../i18n/account';
import { type AuthText, authText } from '../../i18n/auth';
import { enrollText } from '../../i18n/enroll';
import { shareable } from '../../island-kit/shared-props';
import { AUTH_KEYS, type EnrollFormText } from './types';

const ERROR_IDS = [
  'AUT401',
  'AUT402',
  'AUT403',
  'AUT409',
  'AUT423',
  'AUT426',
  'FE340',
  'FE872',
  'API400',
  // The forgot step's per-connection budget (worker/middleware/rate-limit/reset-mail-budget.ts).
  'API429',
];

/** Per language: four. */
const texts = memo<string, EnrollFormText>({ name: 'enroll/form-text', max: 8 });

export const enrollFormText = (language: 'en' | 'fr' | 'de' | 'it'): EnrollFormText =>
  texts.getOrCreate(language, () => {
    const auth = authText(language);
    const account = accountText(language) as unknown as Record<string, string>;
    const errors: Record<string, string> = { generic: auth.error_generic };
    for (const id of ERROR_IDS) errors[id] = auth[`error_${id}` as keyof AuthText];
    // On every page of a site with the flag (the header's Sign in): its JSON is written once per isolate.
    return shareable({
      ...(Object.fromEntries(AUTH_KEYS.map((key) => [key, auth[key]])) as Pick<
        AuthText,
        (typeof AUTH_KEYS)[number]
      >),
      ...enrollText(language),
      errors,
      interests: Object.fromEntries(INTERESTS.map((key) => [key, account[`interest_${key}`] ?? key])),
    });
  });
