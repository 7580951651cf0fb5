/**
 * A card token belongs to the shopper who first saves it or pays with it (`payment_tokens.consumer_no`).
 * The provider's tokenize call is public and anonymous, so ownership cannot be set there; the first
 * use is the first moment a shopper is known. That shopper may use it again (a retried payment
 * step, a 3DS round trip, saving the card they just paid with); anyone else gets PAY401.
 */
import { SandboxError } from '../errors';
import type { TokenRow } from './provider';

const anotherShoppers = () =>
  new SandboxError(400, 'PAY401', 'These card details were entered elsewhere: enter the card again');

/**
 * Runs `use` (the write that saves or sets the card) once `token` is this shopper's. The claim is
 * one conditional UPDATE, so two shoppers racing for a token cannot both win. When the claim was
 * made by this call and `use` is refused, it is given back: a refused request writes nothing.
 */
export const asTokenOwner = async <T>(
  db: D1Database,
  token: TokenRow,
  consumerNo: string,
  use: () => Promise<T>,
): Promise<T> => {
  if (token.consumer_no === consumerNo) return use();
  if (token.consumer_no !== null) throw anotherShoppers();
  const claimed = await db
    .prepare('UPDATE payment_tokens SET consumer_no = ?1 WHERE token = ?2 AND consumer_no IS NULL')
    .bind(consumerNo, token.token)
    .run();
  if (claimed.meta.changes === 0) {
    // Someone claimed it between the read and the claim: only the same shopper may go on.
    const owner = await db
      .prepare('SELECT consumer_no FROM payment_tokens WHERE token = ?')
      .bind(token.token)
      .first<{ consumer_no: string | null }>();
    if (owner?.consumer_no !== consumerNo) throw anotherShoppers();
    return use();
  }
  try {
    return await use();
  } catch (error) {
    await db
      .prepare('UPDATE payment_tokens SET consumer_no = NULL WHERE token = ?1 AND consumer_no = ?2')
      .bind(token.token, consumerNo)
      .run();
    throw error;
  }
};
