/**
 * Refresh-token families (RFC 9700 section 4.14.2): every sign-in starts a family; each refresh
 * issues a new refresh token in it and remembers the one it replaced. The replaced token is still
 * accepted for GRACE_MS and answers the SAME new pair (two tabs refreshing at once both end up
 * with it, never with a third); after that, its return means it was stolen or replayed, so the
 * whole family is revoked and every token of it answers AUT401. Sign-out revokes one family,
 * a password change or reset all of them. Access tokens carry their family too, and every member
 * call asks `isActive` (auth/middleware.ts): a revoked family's access token is refused at once
 * rather than working until it expires.
 */
import type { TokenResponse } from '../../../shared/contract/auth';

export const GRACE_MS = 30_000;

export const FAMILIES_DDL = `CREATE TABLE IF NOT EXISTS family (
  id TEXT PRIMARY KEY, current_jti TEXT NOT NULL, previous_jti TEXT, rotated_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0, pair TEXT NOT NULL)`;

type FamilyRow = {
  id: string;
  current_jti: string;
  previous_jti: string | null;
  rotated_at: number;
  revoked: number;
  pair: string;
};

export type Rotation =
  | { kind: 'rotate' }
  | { kind: 'replay'; pair: TokenResponse }
  | { kind: 'refused'; reason: 'unknown' | 'revoked' | 'reused' };

export class FamilyStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(FAMILIES_DDL);
  }

  private row(id: string): FamilyRow | undefined {
    return this.sql.exec<FamilyRow>('SELECT * FROM family WHERE id = ?', id).toArray()[0];
  }

  /** What a refresh with `jti` of family `id` gets at `now` (revoking the family on reuse). */
  decide(id: string, jti: string, now: number): Rotation {
    const family = this.row(id);
    if (!family) return { kind: 'refused', reason: 'unknown' };
    if (family.revoked) return { kind: 'refused', reason: 'revoked' };
    if (jti === family.current_jti) return { kind: 'rotate' };
    if (jti === family.previous_jti && now - family.rotated_at <= GRACE_MS)
      return { kind: 'replay', pair: JSON.parse(family.pair) as TokenResponse };
    this.revoke(id);
    return { kind: 'refused', reason: 'reused' };
  }

  /** Records `pair` (refresh token `jti`) as the family's newest; the token it replaces gets the grace. */
  rotated(id: string, jti: string, pair: TokenResponse, now: number): void {
    this.sql.exec(
      'UPDATE family SET previous_jti = current_jti, current_jti = ?, rotated_at = ?, pair = ? WHERE id = ?',
      jti,
      now,
      JSON.stringify(pair),
      id,
    );
  }

  start(id: string, jti: string, pair: TokenResponse, now: number): void {
    this.sql.exec(
      'INSERT INTO family (id, current_jti, previous_jti, rotated_at, pair) VALUES (?, ?, NULL, ?, ?)',
      id,
      jti,
      now,
      JSON.stringify(pair),
    );
  }

  /** Whether tokens of family `id` may still be used: it exists and was not revoked. */
  isActive(id: string): boolean {
    return (
      this.sql.exec<{ revoked: number }>('SELECT revoked FROM family WHERE id = ?', id).toArray()[0]
        ?.revoked === 0
    );
  }

  revoke(id: string): void {
    this.sql.exec('UPDATE family SET revoked = 1, pair = ? WHERE id = ?', '{}', id);
  }

  revokeAll(): void {
    this.sql.exec("UPDATE family SET revoked = 1, pair = '{}'");
  }
}
