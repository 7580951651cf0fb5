/**
 * The benefit bar's close (content spec 4: hidden once the close button sets benefitBarClosed):
 * a first-party cookie the server reads, so a closed bar is not even rendered again.
 */
export const BENEFIT_BAR_COOKIE = 'benefitBarClosed';
/** The BFF route the close form posts to (JSON for the island, a 303 back for a plain form). */
export const BENEFIT_BAR_CLOSE_PATH = '/api/content/benefit-bar/close';
/** How long the bar stays closed. */
export const BENEFIT_BAR_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
