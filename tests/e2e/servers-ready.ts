/**
 * Playwright's global setup: waits until the sandbox's own port answers too. The web server is
 * ready when the storefront answers, but the sandbox's gateway (storefront port + 1, which journeys
 * call for test data and admin changes) can come up a moment later; the first journey of a run
 * then failed with ECONNREFUSED. Playwright starts the web server before global setup.
 */
import { SANDBOX_URL } from './helpers';

const DEADLINE_MS = 120_000;

export default async function serversReady(): Promise<void> {
  const until = Date.now() + DEADLINE_MS;
  for (;;) {
    try {
      // Any HTTP answer means the gateway listens; its status is not the point.
      await fetch(`${SANDBOX_URL}/`, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`the sandbox at ${SANDBOX_URL} never answered`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
