/** The context an upstream call runs in, as a test of the upstream layer needs it (en-us, quiet log). */
import { siteForLocale } from '../../shared/site';
import { createLogger } from '../observability/logger';
import type { CallContext } from '../upstream/http';

export const testCallContext = (overrides: Partial<CallContext> = {}): CallContext => ({
  site: siteForLocale('en-us')!,
  channel: 'ECOMM',
  correlationId: 'corr-12345678',
  transactionId: 'txn-12345678',
  apiKey: 'key',
  serverTrustId: 'trust',
  log: createLogger({ test: true }, 'error'),
  ...overrides,
});
