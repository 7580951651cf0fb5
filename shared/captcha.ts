/**
 * The site setting "recaptcha" of commerce spec section 5 (shipping address recaptcha when
 * enabled; place order sends `recaptcha_response`). There is no Google here: the sandbox has a
 * simulated verifier (sandbox/src/payments/captcha.ts). Both sides read this one setting: the
 * storefront asks for a token when it renders the shipping and summary forms of such a site, the
 * sandbox refuses those calls without a valid one (AUT403).
 */
export const CAPTCHA_SITE_IDS: ReadonlySet<string> = new Set(['RL-GB']);
export const captchaEnabled = (siteId: string): boolean => CAPTCHA_SITE_IDS.has(siteId);
/** Sign-in asks for a `signin` token (spec section 5: login sends a recaptcha response too). */
export type CaptchaAction = 'shipping' | 'checkout' | 'signin';
