/**
 * Saved cards (table saved_cards): what the server keeps of a card a customer saved with Payme. Only
 * Payme's token, Payme's masked number, the expiry and whether the SMS code confirmed it; the number
 * itself never reaches this table (the masked number is masked again here if it ever carries more
 * digits than Payme's mask shows). Every read is scoped to the merchant and the customer, so one
 * customer's card id is "not found" for anyone else.
 */
import type { Kysely, Selectable } from 'kysely';
import { safeMaskedNumber, slashedExpiry, type SavedCard } from '../../../contract/index.ts';
import type { Database, SavedCardsTable } from '../../storage/schema.ts';

export interface StoredCard {
  id: number;
  merchantId: number;
  userId: number;
  /** Payme's token: server only. */
  token: string;
  /** Payme's masked number. */
  number: string;
  /** MM/YY. */
  expire: string;
  verified: boolean;
  createdAt: number;
  verifiedAt: number | null;
}

/** Who a card belongs to. */
export interface CardOwner {
  merchantId: number;
  userId: number;
}

function fromRow(row: Selectable<SavedCardsTable>): StoredCard {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    userId: row.user_id,
    token: row.token,
    number: row.number,
    expire: row.expire,
    verified: Number(row.verified) === 1,
    createdAt: Number(row.created_at),
    verifiedAt: row.verified_at === null ? null : Number(row.verified_at),
  };
}

/** A stored card as the API sends it: without the token. */
export const publicCard = (card: StoredCard): SavedCard => ({
  id: card.id,
  number: card.number,
  expire: card.expire,
  isVerified: card.verified,
});

export class SavedCardStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The customer's cards, newest first. */
  async list(owner: CardOwner): Promise<StoredCard[]> {
    const rows = await this.#db
      .selectFrom('saved_cards')
      .selectAll()
      .where('merchant_id', '=', owner.merchantId)
      .where('user_id', '=', owner.userId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(fromRow);
  }

  /** One of the customer's cards; undefined for a card of anyone else. */
  async find(owner: CardOwner, id: number): Promise<StoredCard | undefined> {
    const row = await this.#db
      .selectFrom('saved_cards')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', owner.merchantId)
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** The customer's card with this masked number and expiry, if saved before. */
  async findSame(owner: CardOwner, number: string, expire: string): Promise<StoredCard | undefined> {
    const row = await this.#db
      .selectFrom('saved_cards')
      .selectAll()
      .where('merchant_id', '=', owner.merchantId)
      .where('user_id', '=', owner.userId)
      .where('number', '=', safeMaskedNumber(number))
      .where('expire', '=', slashedExpiry(expire))
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** Saves a card Payme has just tokenized, not yet confirmed. */
  async insert(
    owner: CardOwner,
    card: { token: string; number: string; expire: string },
    now: number,
  ): Promise<StoredCard> {
    const row = await this.#db
      .insertInto('saved_cards')
      .values({
        merchant_id: owner.merchantId,
        user_id: owner.userId,
        token: card.token,
        number: safeMaskedNumber(card.number),
        expire: slashedExpiry(card.expire),
        verified: 0,
        created_at: now,
        verified_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  }

  /** A card saved again before it was confirmed: Payme's new token replaces the old one. */
  async replaceToken(id: number, token: string, now: number): Promise<StoredCard> {
    const row = await this.#db
      .updateTable('saved_cards')
      .set({ token, verified: 0, verified_at: null, created_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  }

  async markVerified(id: number, now: number): Promise<StoredCard> {
    const row = await this.#db
      .updateTable('saved_cards')
      .set({ verified: 1, verified_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('saved_cards').where('id', '=', id).execute();
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../../storage/db.ts' {
  interface DomainStores {
    /** Customers' saved cards (Payme tokens). */
    readonly cards: SavedCardStore;
  }
}
