/**
 * The cash register keys Payme signs its calls with, and what ChangePassword does to them.
 *
 * Decision: payment-providers.json is the merchant's configuration and the server never rewrites a
 * fixture at runtime. A ChangePassword is kept in the database (table payme_keys, per merchant and
 * per slot: the production `key` or the `testKey`, whichever the call was signed with), so every
 * instance accepts the new key at once and a restart keeps it. From then on the new key replaces the
 * old one of that slot: the old key is refused, as Payme stops using it. The stored key remembers the
 * fixture key it replaced (as a SHA-256 hash): once someone edits the fixture's key, the file is the
 * truth again. The key is stored as sent, like the fixture holds it: the sandbox must sign with it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import type { Database } from '../../storage/schema.ts';
import { oncePerDb } from '../../storage/once-per-db.ts';

export type KeySlot = 'key' | 'testKey';

/** The keys a merchant accepts now, by slot. */
export type ActiveKeys = Partial<Record<KeySlot, string>>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Compares two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

interface Override {
  merchantId: number;
  slot: KeySlot;
  fixtureKeyHash: string;
  key: string;
}

export class PaymeKeyStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every stored override (a handful of rows: one per merchant that ever changed its key). */
  async #overrides(merchantIds?: readonly number[]): Promise<Override[]> {
    let query = this.#db.selectFrom('payme_keys').select(['merchant_id', 'slot', 'fixture_key_hash', 'key']);
    if (merchantIds) {
      if (merchantIds.length === 0) return [];
      query = query.where('merchant_id', 'in', [...merchantIds]);
    }
    const rows = await query.execute();
    return rows.flatMap((row) =>
      row.slot === 'key' || row.slot === 'testKey'
        ? [
            {
              merchantId: row.merchant_id,
              slot: row.slot,
              fixtureKeyHash: row.fixture_key_hash,
              key: row.key,
            },
          ]
        : [],
    );
  }

  /** The keys of several merchants, read in one query. */
  async activeKeysOf(
    merchants: ReadonlyArray<{ id: number; payme: PaymeCredentials }>,
  ): Promise<Map<number, ActiveKeys>> {
    const overrides = await this.#overrides(merchants.map((m) => m.id));
    const result = new Map<number, ActiveKeys>();
    for (const { id, payme } of merchants) {
      const keys: ActiveKeys = {};
      for (const slot of ['key', 'testKey'] as const) {
        const fixtureKey = payme[slot];
        if (fixtureKey === undefined) continue;
        const override = overrides.find(
          (o) => o.merchantId === id && o.slot === slot && o.fixtureKeyHash === sha256(fixtureKey),
        );
        keys[slot] = override?.key ?? fixtureKey;
      }
      result.set(id, keys);
    }
    return result;
  }

  /** One merchant's keys. */
  async activeKeys(merchantId: number, payme: PaymeCredentials): Promise<ActiveKeys> {
    return (await this.activeKeysOf([{ id: merchantId, payme }])).get(merchantId) ?? {};
  }

  /** Replaces the key of a slot (Payme's ChangePassword, signed with that slot's key). */
  async change(
    merchantId: number,
    payme: PaymeCredentials,
    slot: KeySlot,
    key: string,
    now: number,
  ): Promise<void> {
    const fixtureKey = payme[slot];
    if (fixtureKey === undefined) throw new Error(`merchant ${merchantId} has no Payme ${slot}`);
    const values = { fixture_key_hash: sha256(fixtureKey), key, changed_at: now };
    await this.#db
      .insertInto('payme_keys')
      .values({ merchant_id: merchantId, slot, ...values })
      .onConflict((conflict) => conflict.columns(['merchant_id', 'slot']).doUpdateSet(values))
      .execute();
  }
}

/** The Payme key store of a database, made once per database (app). */
export const paymeKeysOf = oncePerDb((db: { kysely: Kysely<Database> }) => new PaymeKeyStore(db.kysely));
