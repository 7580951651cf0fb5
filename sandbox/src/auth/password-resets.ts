/**
 * Reset links (table `password_resets`, only the SHA-256 of each token kept). Each mail goes to
 * someone's inbox on an anonymous request, so a member gets at most RESET_EMAIL_LIMIT links per
 * RESET_EMAIL_WINDOW_MS; past it the request is answered as always and nothing is minted or sent.
 * A link works once, and using one or changing the password revokes every other outstanding link:
 * a member who resets because they fear a compromise must not leave a working link behind.
 */
import { RESET_TOKEN_TTL_SECONDS } from '../../../shared/contract/auth';
import { hashSecret, randomSecret } from './crypto';
import { resetEmail } from './reset-email';

export const RESET_EMAIL_LIMIT = 3;
export const RESET_EMAIL_WINDOW_MS = 15 * 60 * 1000;
const TTL_MS = RESET_TOKEN_TTL_SECONDS * 1000;

/**
 * Mints a link and mails it in `locale`'s language unless the member's budget is spent. One batch
 * (one transaction): the e-mail is written only when its token was, so racing requests cannot
 * exceed the budget. True when a link was sent.
 */
export const mailResetLink = async (
  db: D1Database,
  to: { consumerNo: string; email: string; resetUrl: string; locale: string },
  now = Date.now(),
): Promise<boolean> => {
  const token = randomSecret();
  const tokenHash = await hashSecret(token);
  const mail = resetEmail(`${to.resetUrl}?token=${encodeURIComponent(token)}`, to.locale);
  const [issued] = await db.batch([
    // A link's issue time is its expiry less the TTL: the window counts links issued within it.
    db
      .prepare(
        `INSERT INTO password_resets (token_hash, consumer_no, expires_at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM password_resets WHERE consumer_no = ?2 AND expires_at > ?4) < ?5`,
      )
      .bind(tokenHash, to.consumerNo, now + TTL_MS, now - RESET_EMAIL_WINDOW_MS + TTL_MS, RESET_EMAIL_LIMIT),
    db
      .prepare(
        `INSERT INTO outbox (recipient, subject, kind, body, ref, created_at)
         SELECT ?1, ?2, 'password-reset', ?3, ?4, ?5
         WHERE EXISTS (SELECT 1 FROM password_resets WHERE token_hash = ?4)`,
      )
      .bind(to.email, mail.subject, mail.body, tokenHash, new Date(now).toISOString()),
  ]);
  return (issued?.meta.changes ?? 0) > 0;
};

/**
 * Spends `token` and, in the same statement, every other outstanding link of its member (`used_at`
 * marks a link dead, used or revoked). The member's consumer number, or undefined when the token is
 * unknown, used, revoked or expired.
 */
export const spendResetToken = async (
  db: D1Database,
  token: string,
  now = Date.now(),
): Promise<string | undefined> => {
  const spent = await db
    .prepare(
      `UPDATE password_resets SET used_at = ?1
       WHERE used_at IS NULL AND consumer_no = (
         SELECT consumer_no FROM password_resets WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1)
       RETURNING consumer_no`,
    )
    .bind(now, await hashSecret(token))
    .first<{ consumer_no: string }>();
  return spent?.consumer_no;
};

/** Revokes every outstanding link of the member (their password just changed). */
export const revokeResetLinks = (db: D1Database, consumerNo: string, now = Date.now()) =>
  db
    .prepare('UPDATE password_resets SET used_at = ?1 WHERE consumer_no = ?2 AND used_at IS NULL')
    .bind(now, consumerNo)
    .run();
