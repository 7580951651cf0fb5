/** Where a plain form post goes back to (already safe), and the query keys its answers own. */
export type FormBack = { to: string; owns: readonly string[] };
