/**
 * Runs before every sandbox test file. The files share one workerd and its database
 * (`isolate: false`), so each starts from the seed again (it replaces every row it owns: a price,
 * stock or content an earlier file changed goes back), with no injected fault and every
 * module-level memo empty. Shoppers, baskets and orders are each file's own already.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { clearMemos } from '../../shared/contract/memo';
import { seedDatabase } from '../src/admin';
import { clearFaults } from '../src/faults/store';
import { env } from './helpers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedDatabase(env.DB);
await clearFaults(env.DB);
clearMemos();
