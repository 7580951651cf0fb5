/** Constants of content spec section 9 both sides agree on. No zod, so islands can import them. */

/** Preview viewer limit choices and default (content spec sections 2 and 9). */
export const SHOWCASE_LIMITS = [10, 20, 50] as const;
export const SHOWCASE_DEFAULT_LIMIT = 20;
