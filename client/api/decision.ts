/** The islands' client for what the decision service hears of the browser (through the BFF). */
import { DECISION_EVENTS_URL } from '../../shared/contract/constants';
import type { RecEventBody } from '../../shared/contract/decision';
import { bffFetch } from './bff';

/**
 * Reports a recommendation event once; `keepalive`, so a click that navigates away still lands.
 * Nothing waits for it and nothing retries it (the service would count a repeat twice).
 */
export const sendRecEvent = (locale: string, body: RecEventBody): void => {
  bffFetch(DECISION_EVENTS_URL, { method: 'POST', locale, body, keepalive: true }).catch(() => {});
};
