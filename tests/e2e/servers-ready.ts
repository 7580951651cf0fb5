/**
 * Playwright's global setup: waits until every worker's sandbox port answers too. A web server is
 * ready when its storefront answers, but the sandbox's gateway (storefront port + 1, which journeys
 * call for test data and admin changes) can come up a moment later; the first journey of a run
 * then failed with ECONNREFUSED. Playwright starts the web servers before global setup.
 */
import { SANDBOX_URL } from './helpers';
import { storefrontPort, WORKERS } from './ports';

const DEADLINE_MS = 120_000;

const answers = async (url: string): Promise<void> => {
  const until = Date.now() + DEADLINE_MS;
  for (;;) {
    try {
      // Any HTTP answer means the gateway listens; its status is not the point.
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`the sandbox at ${url} never answered`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

export default async function serversReady(): Promise<void> {
  const sandboxes = process.env.PW_BASE_URL
    ? [SANDBOX_URL]
    : Array.from({ length: WORKERS }, (_, index) => `http://localhost:${storefrontPort(index) + 1}`);
  await Promise.all(sandboxes.map((url) => answers(`${url}/`)));
}
