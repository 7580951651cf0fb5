/**
 * A member's own data in their Consumer object's SQLite: profile, password hash, addresses, saved
 * cards and subscriptions. Every id is looked up in these tables only, so a member can never
 * reach another member's rows: another member's id is simply not here.
 */
import type {
  ConsumerAddress,
  ConsumerProfile,
  Preferences,
  SavedCard,
  Subscription,
} from '../../../shared/contract/consumer';
import type { PasswordHash } from '../auth/password-hash';
import type { PaymentBehaviour } from '../commerce/checkout-state';

export type StoredProfile = {
  consumerNo: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  birthDate?: string | undefined;
  postalCode?: string | undefined;
  preferences: Preferences;
  isLoyaltyMember: boolean;
  loyaltyOptInDate?: string | undefined;
  /** Athletes, prosumers and employees (their annual programme is in D1: members/programs.ts). */
  identity?: MemberIdentity | undefined;
};

export type MemberIdentity = { athlete?: boolean; employee?: boolean; identityTypes?: ('WRANX' | 'IPA')[] };

/**
 * What the simulated provider needs to charge a saved card again: its token (the provider-side
 * card reference; never a card number) and what the provider decided for that card at
 * tokenisation (approve, 3DS challenge, decline, reject). Kept in the row, never answered.
 */
export type CardProvider = { token: string; behaviour: PaymentBehaviour };
export type CardRecord = SavedCard & { fingerprint: string; provider?: CardProvider | undefined };

const DDL = [
  'CREATE TABLE IF NOT EXISTS profile (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS credentials (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL)',
  `CREATE TABLE IF NOT EXISTS address (id TEXT PRIMARY KEY, approach_type TEXT NOT NULL,
    main INTEGER NOT NULL, position INTEGER NOT NULL, data TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS card (id TEXT PRIMARY KEY, fingerprint TEXT NOT NULL UNIQUE,
    is_default INTEGER NOT NULL, position INTEGER NOT NULL, data TEXT NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS subscription (type TEXT PRIMARY KEY, data TEXT NOT NULL)',
];

export const newId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

export class ConsumerStore {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of DDL) sql.exec(statement);
  }

  private one<T>(table: 'profile' | 'credentials'): T | undefined {
    const row = this.sql.exec<{ data: string }>(`SELECT data FROM ${table} WHERE id = 1`).toArray()[0];
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  private putOne(table: 'profile' | 'credentials', value: unknown): void {
    this.sql.exec(
      `INSERT INTO ${table} (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
      JSON.stringify(value),
    );
  }

  profile(): StoredProfile | undefined {
    return this.one<StoredProfile>('profile');
  }

  setProfile(profile: StoredProfile): void {
    this.putOne('profile', profile);
  }

  credentials(): PasswordHash | undefined {
    return this.one<PasswordHash>('credentials');
  }

  setCredentials(hash: PasswordHash): void {
    this.putOne('credentials', hash);
  }

  // ---- Addresses: exactly one main per approach type while the type has any. ----

  addresses(): ConsumerAddress[] {
    return this.sql
      .exec<{ data: string; main: number }>('SELECT data, main FROM address ORDER BY position')
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.data) as ConsumerAddress), main: r.main === 1 }));
  }

  address(id: string): ConsumerAddress | undefined {
    return this.addresses().find((a) => a.id === id);
  }

  putAddress(address: ConsumerAddress): void {
    const position =
      this.sql.exec<{ p: number }>('SELECT position AS p FROM address WHERE id = ?', address.id).toArray()[0]
        ?.p ??
      (this.sql.exec<{ p: number | null }>('SELECT MAX(position) AS p FROM address').one().p ?? 0) + 1;
    this.sql.exec(
      `INSERT INTO address (id, approach_type, main, position, data) VALUES (?, ?, 0, ?, ?)
       ON CONFLICT (id) DO UPDATE SET approach_type = excluded.approach_type, data = excluded.data`,
      address.id,
      address.approachType,
      position,
      JSON.stringify(address),
    );
    if (address.main)
      this.sql.exec(
        'UPDATE address SET main = (id = ?) WHERE approach_type = ?',
        address.id,
        address.approachType,
      );
    this.ensureMain();
  }

  deleteAddress(id: string): void {
    this.sql.exec('DELETE FROM address WHERE id = ?', id);
    this.ensureMain();
  }

  /** A type that lost its main address (deleted, or moved to the other type) gets its oldest as main. */
  private ensureMain(): void {
    for (const type of ['S', 'B']) {
      const mains = this.sql
        .exec<{ n: number }>('SELECT COUNT(*) AS n FROM address WHERE approach_type = ? AND main = 1', type)
        .one().n;
      if (mains === 0)
        this.sql.exec(
          'UPDATE address SET main = 1 WHERE id = (SELECT id FROM address WHERE approach_type = ? ORDER BY position LIMIT 1)',
          type,
        );
      else if (mains > 1)
        this.sql.exec(
          `UPDATE address SET main = 0 WHERE approach_type = ? AND main = 1 AND id <> (SELECT id FROM address
           WHERE approach_type = ? AND main = 1 ORDER BY position LIMIT 1)`,
          type,
          type,
        );
    }
  }

  // ---- Saved cards: exactly one default while there are any. ----

  cards(): SavedCard[] {
    return this.sql
      .exec<{ data: string; is_default: number }>('SELECT data, is_default FROM card ORDER BY position')
      .toArray()
      .map((r) => {
        const { provider: _provider, ...card } = JSON.parse(r.data) as Omit<CardRecord, 'fingerprint'>;
        return { ...card, default: r.is_default === 1 };
      });
  }

  /** One saved card with its provider reference (for paying with it), or undefined. */
  cardForPayment(id: string): (SavedCard & { provider?: CardProvider | undefined }) | undefined {
    const row = this.sql
      .exec<{ data: string; is_default: number }>('SELECT data, is_default FROM card WHERE id = ?', id)
      .toArray()[0];
    return row
      ? { ...(JSON.parse(row.data) as Omit<CardRecord, 'fingerprint'>), default: row.is_default === 1 }
      : undefined;
  }

  hasCard(fingerprint: string): boolean {
    return this.sql.exec('SELECT 1 FROM card WHERE fingerprint = ?', fingerprint).toArray().length > 0;
  }

  addCard(card: CardRecord): void {
    const position =
      (this.sql.exec<{ p: number | null }>('SELECT MAX(position) AS p FROM card').one().p ?? 0) + 1;
    const { fingerprint, ...saved } = card;
    this.sql.exec(
      'INSERT INTO card (id, fingerprint, is_default, position, data) VALUES (?, ?, 0, ?, ?)',
      saved.paymentInstrumentId,
      fingerprint,
      position,
      JSON.stringify(saved),
    );
    if (card.default || position === 1) this.setDefaultCard(saved.paymentInstrumentId);
  }

  setDefaultCard(id: string): boolean {
    if (this.sql.exec('SELECT 1 FROM card WHERE id = ?', id).toArray().length === 0) return false;
    this.sql.exec('UPDATE card SET is_default = (id = ?)', id);
    return true;
  }

  deleteCard(id: string): boolean {
    const found = this.sql
      .exec<{ is_default: number }>('SELECT is_default FROM card WHERE id = ?', id)
      .toArray()[0];
    if (!found) return false;
    this.sql.exec('DELETE FROM card WHERE id = ?', id);
    if (found.is_default)
      this.sql.exec(
        'UPDATE card SET is_default = 1 WHERE id = (SELECT id FROM card ORDER BY position LIMIT 1)',
      );
    return true;
  }

  // ---- Subscriptions (one per type). ----

  subscriptions(): Subscription[] {
    return this.sql
      .exec<{ data: string }>('SELECT data FROM subscription ORDER BY type')
      .toArray()
      .map((r) => JSON.parse(r.data) as Subscription);
  }

  putSubscription(subscription: Subscription): void {
    this.sql.exec(
      'INSERT INTO subscription (type, data) VALUES (?, ?) ON CONFLICT (type) DO UPDATE SET data = excluded.data',
      subscription.type,
      JSON.stringify(subscription),
    );
  }

  /** The profile as the consumer calls answer it; `points` (the ledger's balance) only when asked. */
  view(points?: number): ConsumerProfile | undefined {
    const p = this.profile();
    if (!p) return undefined;
    return {
      consumerNo: p.consumerNo,
      consumerDetails: {
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        ...(p.phone ? { phone: p.phone } : {}),
        ...(p.birthDate ? { birthDate: p.birthDate } : {}),
        ...(p.postalCode ? { postalCode: p.postalCode } : {}),
        address: this.addresses(),
        athlete: p.identity?.athlete ?? false,
        employee: p.identity?.employee ?? false,
        prosumer: (p.identity?.identityTypes?.length ?? 0) > 0,
        identityTypes: p.identity?.identityTypes ?? [],
      },
      isLoyaltyMember: p.isLoyaltyMember,
      ...(p.loyaltyOptInDate ? { loyaltyOptInDate: p.loyaltyOptInDate } : {}),
      ...(points !== undefined ? { loyaltySummary: { points: { balance: points } } } : {}),
      preferences: p.preferences,
      subscriptions: this.subscriptions(),
    };
  }
}
