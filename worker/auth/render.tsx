/**
 * The identity pages' one renderer, for their GET and for a refused no-script post of their form:
 * a refusal (validation, a field sent twice, the upstream's AUT401, AUT409, AUT426, …) renders the
 * form's page again in the answer to the post, with the refusal's status, the error, the fields to
 * mark and what the shopper typed (never a password), so nothing personal travels in a URL. Every
 * answer is `private, no-store`; `returnTo` goes through `safePath` (`returnPath`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { type AuthText, authText } from '../../client/i18n/auth';
import type { AppEnv } from '../env';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import { page, shellFor, soft } from '../render/page-kit';
import { formRoute, refusedFieldNames, typedFields } from '../validation';
import { AuthForms, type AuthFormsData, type AuthRefusal, TYPED_AUTH_FIELDS } from './AuthForms';
import { type AuthPage, returnPath } from './form';

/** Each page's title in the site's language: the heading its form shows. */
const TITLE_KEYS = {
  'sign-in': 'signInTitle',
  'sign-up': 'signUpTitle',
  'forgot-password': 'forgotTitle',
  'reset-password': 'resetTitle',
} as const satisfies Record<AuthPage, keyof AuthText>;

const RESET_TOKEN = /^[\w.~-]{1,256}$/;

/** What a page shows besides its form: where to go on, the notices of a GET, a refusal. */
export type AuthShown = {
  returnTo: string;
  reset?: boolean;
  sent?: boolean;
  token?: string | undefined;
  refusal?: AuthRefusal;
};

export const renderAuthPage = async (
  c: Context<AppEnv>,
  name: AuthPage,
  shown: AuthShown,
  status = 200,
): Promise<Response> => {
  const { site } = c.var;
  const content =
    name === 'sign-up' ? await soft(c, 'sign-up content', c.get('upstream').content.page('sign-up')) : null;
  const shell = await shellFor(c, {
    pageType: 'Account',
    title: `${authText(site.language)[TITLE_KEYS[name]]} | Ridgeline`,
    description: '',
    canonicalPath: `/${site.locale}/${name}`,
    indexable: false,
  });
  const { returnTo, refusal } = shown;
  const token = shown.token ?? '';
  const data: AuthFormsData =
    name === 'sign-in'
      ? { page: name, returnTo, refusal, reset: shown.reset === true }
      : name === 'sign-up'
        ? { page: name, returnTo, refusal, content }
        : name === 'forgot-password'
          ? { page: name, refusal, sent: shown.sent === true }
          : { page: name, refusal, token: RESET_TOKEN.test(token) ? token : '' };
  const response = await page(c, shell, 'AuthForms', () => <AuthForms data={data} />, status);
  response.headers.set('cache-control', PRIVATE_NO_STORE);
  return response;
};

/**
 * Declares that a route takes the no-script form of `page` (`formRoute`), going on to its safe
 * `returnTo`: any refusal renders that page again (the reset page with the form's token, so the
 * shopper can try again with the same link). A route whose form lives on another page (`page`
 * `'returnTo'`: the account's password change) goes back there with `?error=`.
 */
export const authForm = (page: AuthPage | 'returnTo'): MiddlewareHandler<AppEnv> =>
  formRoute((c, form) => ({
    back: form.returnTo,
    fallback: `/${c.get('site').locale}`,
    refused: ({ status, errorId }, error) =>
      page === 'returnTo'
        ? { error: errorId }
        : renderAuthPage(
            c,
            page,
            {
              returnTo: returnPath(c, form.returnTo),
              token: page === 'reset-password' ? form.token : undefined,
              refusal: {
                errorId,
                invalid: refusedFieldNames(error),
                // TYPED_AUTH_FIELDS names no password.
                typed: typedFields(form, TYPED_AUTH_FIELDS),
              },
            },
            status,
          ),
  }));
