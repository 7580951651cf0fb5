/**
 * The sandbox: the storefront's reference upstream. Commerce (tokens, products, cart) and content
 * APIs with real state in D1 and Durable Objects, generated images, and a test-only admin seed
 * (`app.ts`), plus the minute's cron (`scheduled.ts`).
 */
import { app } from './app';
import type { SandboxEnv } from './env';
import { scheduled } from './scheduled';

export { Basket } from './commerce/basket/basket';
export { Consumer } from './consumer/consumer';

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<SandboxEnv>;
