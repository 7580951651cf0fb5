/**
 * Pop-up rules (content spec sections 3, 4 and 9): which pop-up opens, how long it stays minimized,
 * and how tracking names it.
 */

export const POPUP_DEFAULT_DELAY_MS = 2000;

/** The first pop-up the shopper has not dismissed, or null. */
export const firstOpenPopup = <P extends { id: string }>(popups: P[], dismissed: string[]): P | null =>
  popups.find((popup) => !dismissed.includes(popup.id)) ?? null;

/** How tracking names a pop-up: `newsletter` is a Newsletter (with its minimized title). */
export const popupTracking = (popup: {
  id: string;
  name: string;
  minimizedTitle: string;
}): { popupId: string; popupType: string; popupName: string } =>
  popup.name.toLowerCase() === 'newsletter'
    ? { popupId: popup.id, popupType: 'Newsletter', popupName: popup.minimizedTitle }
    : { popupId: popup.id, popupType: 'Account/Registration', popupName: popup.name };
