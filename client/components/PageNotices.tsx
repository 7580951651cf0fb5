/**
 * The top of every page's main: the message of a failed no-script form post, and the toast region.
 * Every page has one: any page's islands change the cart (add to cart, the mini cart) and the spec's
 * cart errors are toasts (AUT498, GWP403; commerce spec section 8). A page whose cart was just reset (AUT498: the upstream
 * refused it as not this shopper's) shows the reset toast and reloads after CART_INVALID_RELOAD_MS
 * (commerce spec section 8).
 */
import { CART_INVALID_RELOAD_MS } from '../../shared/constants';
import { t } from '../i18n';
import { authText } from '../i18n/auth';
import { termsDialogText } from '../i18n/members';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { EnrollPrompt } from '../pages/enroll/Prompt';
import { FormError } from './FormError';

export function PageNotices({
  formError,
  cartReset = false,
}: {
  formError: { errorId: string; message: string } | undefined;
  cartReset?: boolean | undefined;
}) {
  const { messages, site, identity } = usePage();
  return (
    <>
      <FormError error={formError} />
      {identity?.employeeTerms ? (
        <Island
          name="EmployeeTerms"
          strategy="idle"
          props={{
            text: termsDialogText(site.language),
            locale: site.locale,
            returnTo: identity.returnTo,
            termsHref: `/${site.locale}/associate-discount-terms`,
          }}
        />
      ) : null}
      {identity?.completeProfile?.length ? (
        <EnrollPrompt
          locale={site.locale}
          language={site.language}
          returnTo={identity.returnTo}
          missing={identity.completeProfile}
        />
      ) : null}
      {identity?.notice && !cartReset ? (
        <Island
          name="Toasts"
          strategy="load"
          props={{ initial: [{ title: authText(site.language)[identity.notice], kind: 'info' }] }}
        />
      ) : cartReset ? (
        <Island
          name="Toasts"
          strategy="load"
          props={{
            initial: [{ title: t(messages, 'error_AUT498'), kind: 'error' }],
            reloadAfterMs: CART_INVALID_RELOAD_MS,
          }}
        />
      ) : (
        // Toasts come from islands: it hydrates with the first island that brings React.
        <Island name="Toasts" strategy="companion" props={{}} />
      )}
    </>
  );
}
