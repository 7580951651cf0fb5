/** Runs before every sandbox test file: migrations from the migrations folder, then the seed (once). */
import { applyD1Migrations } from 'cloudflare:test';
import { seedDatabase } from '../src/admin';
import { env } from './helpers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
if (!seeded?.n) await seedDatabase(env.DB);
