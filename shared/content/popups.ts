/**
 * Pop-up rules (content spec sections 3, 4 and 9): which pop-up opens, how long it stays minimized,
 * and how tracking names it.
 */

export const POPUP_DEFAULT_DELAY_MS = 2000;

/** The first pop-up the shopper has not dismissed, or null. */
export const firstOpenPopup = <P extends { id: string }>(popups: P[], dismissed: string[]): P | null =>
  popups.find((popup) => !dismissed.includes(popup.id)) ?? null;

/**
 * Whether a pop-up carries the newsletter form: a newsletter pop-up promises a sign-up, so it
 * carries the form unless its content says otherwise (a pop-up that promised "10 % off, join the
 * newsletter" without a field to join it was a dead end).
 */
export const carriesNewsletterForm = (popup: {
  name: string;
  newsletterForm?: boolean | undefined;
}): boolean => popup.newsletterForm ?? popup.name.toLowerCase() === 'newsletter';

/** The id of the newsletter form inside a pop-up (unique on the page: one pop-up per page). */
export const popupFormId = (popupId: string): string => `nl-popup-${popupId}`;

/** The pop-up a no-script sign-up just came back to (`formId` from the page's query), if any. */
export const answeredPopup = <P extends { id: string }>(popups: P[], formId: string | null): P | null =>
  formId ? (popups.find((popup) => popupFormId(popup.id) === formId) ?? null) : null;

/**
 * Below this width (a phone) a pop-up stays a small tab until the shopper opens it: expanded on its
 * own it covered half the screen, the buy box or the first row of a listing.
 */
export const POPUP_TAB_MEDIA = '(max-width: 767.98px)';

/** How tracking names a pop-up: `newsletter` is a Newsletter (with its minimized title). */
export const popupTracking = (popup: {
  id: string;
  name: string;
  minimizedTitle: string;
}): { popupId: string; popupType: string; popupName: string } =>
  popup.name.toLowerCase() === 'newsletter'
    ? { popupId: popup.id, popupType: 'Newsletter', popupName: popup.minimizedTitle }
    : { popupId: popup.id, popupType: 'Account/Registration', popupName: popup.name };
