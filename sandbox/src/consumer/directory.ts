/** Finding a member: the D1 e-mail index (`consumers`) and the member's Consumer object. */
import type { SandboxEnv } from '../env';

export const consumerStub = (env: SandboxEnv, consumerNo: string) =>
  env.CONSUMER.get(env.CONSUMER.idFromName(consumerNo));

/** The read of the account with this (lower-cased) e-mail: no row, or its `consumer_no`. */
export const consumerNoQuery = (db: D1Database, email: string) =>
  db.prepare('SELECT consumer_no FROM consumers WHERE email = ?').bind(email);

/** The consumer number of the account with this (lower-cased) e-mail, if any. */
export const consumerNoByEmail = async (db: D1Database, email: string): Promise<string | undefined> =>
  (await consumerNoQuery(db, email).first<{ consumer_no: string }>())?.consumer_no;

/** Claims `email` for `consumerNo`: false when another account has it. */
export const claimEmail = async (db: D1Database, email: string, consumerNo: string): Promise<boolean> => {
  const result = await db
    .prepare(
      'INSERT INTO consumers (email, consumer_no, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    )
    .bind(email, consumerNo, new Date().toISOString())
    .run();
  return result.meta.changes === 1;
};

export const releaseEmail = (db: D1Database, email: string) =>
  db.prepare('DELETE FROM consumers WHERE email = ?').bind(email).run();
