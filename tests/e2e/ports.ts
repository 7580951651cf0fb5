/**
 * Where each Playwright worker shops. Every worker gets its own storefront and sandbox with a fresh
 * state (`scripts/serve-e2e.mjs`), two ports apart from the previous worker's, so journeys in two
 * workers never see each other's carts, stock or content edits. The config file is read again in
 * each worker with `TEST_PARALLEL_INDEX` set, so `baseURL` and `SANDBOX_URL` name that worker's pair.
 */

/** The first worker's storefront; its sandbox listens on the next port. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8797);

/** Journeys in parallel: two on this 2-core machine (measured: the run takes ~40 % less than one). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** A worker's storefront port; its sandbox's is the next one. */
export const storefrontPort = (parallelIndex: number): number => FIRST_PORT + 2 * parallelIndex;

/** This process's worker (0 in Playwright's main process and outside Playwright). */
export const workerIndex = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
