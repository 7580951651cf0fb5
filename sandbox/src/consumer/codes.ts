/**
 * A member's authorization codes (`auth/codes.ts`), kept in their Consumer object so that signin
 * issues a code in the call that checks the password and the exchange claims it in the call that
 * starts the session. A code is single use, bound to its S256 challenge and lives
 * AUTHORIZATION_CODE_TTL_SECONDS. Only its own verifier claims it, so a wrong one spends nothing.
 * A retry of the exchange (same code and verifier, while the code lives) gets the first exchange's
 * answer rather than a second session; one arriving before that answer is recorded is told to
 * retry (AUT409, which the storefront does once after 2 s). Expired codes go as new ones come.
 */
import { AUTHORIZATION_CODE_TTL_SECONDS, type TokenResponse } from '../../../shared/contract/auth';
import { sameSecret } from '../auth/crypto';

export const CODES_DDL = `CREATE TABLE IF NOT EXISTS auth_code (
  hash TEXT PRIMARY KEY, challenge TEXT NOT NULL, expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0, answer TEXT)`;

type CodeRow = { challenge: string; expires_at: number; used: number; answer: string | null };

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: TokenResponse }
  | { kind: 'busy' }
  | { kind: 'invalid' };

export class CodeStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(CODES_DDL);
  }

  /** Keeps code `hash` for `challenge` until the code's lifetime from `now` is over. */
  issue(hash: string, challenge: string, now: number): void {
    this.sql.exec('DELETE FROM auth_code WHERE expires_at <= ?', now);
    this.sql.exec(
      'INSERT INTO auth_code (hash, challenge, expires_at) VALUES (?, ?, ?)',
      hash,
      challenge,
      now + AUTHORIZATION_CODE_TTL_SECONDS * 1000,
    );
  }

  /** What an exchange of code `hash` with S256(verifier) = `challenge` gets at `now`; a first claim spends the code. */
  claim(hash: string, challenge: string, now: number): Claim {
    const row = this.sql
      .exec<CodeRow>('SELECT challenge, expires_at, used, answer FROM auth_code WHERE hash = ?', hash)
      .toArray()[0];
    if (!row || row.expires_at <= now || !sameSecret(challenge, row.challenge)) return { kind: 'invalid' };
    if (row.answer) return { kind: 'answered', answer: JSON.parse(row.answer) as TokenResponse };
    if (row.used) return { kind: 'busy' };
    this.sql.exec('UPDATE auth_code SET used = 1 WHERE hash = ?', hash);
    return { kind: 'claimed' };
  }

  /** Records the exchange's answer to code `hash`, for its retries. */
  answered(hash: string, answer: TokenResponse): void {
    this.sql.exec('UPDATE auth_code SET answer = ? WHERE hash = ?', JSON.stringify(answer), hash);
  }
}
