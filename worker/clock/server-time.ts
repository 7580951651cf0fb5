/**
 * The worker's clock: opt-in dates (newsletter, SMS, account forms) are stamped with it, never the
 * browser's; `GET /fapi/server/time` answers it to islands and other parts.
 */
export const serverTime = (): number => Date.now();
