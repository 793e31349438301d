/**
 * The user_images table: profile pictures, one per user. The media host serves them at
 * /media/<sub>/user-images/<id>.webp; that folder name is reserved inside every tenant's media.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { UserStore, type UserRow } from './users-store.ts';

/** The media path of a stored picture, as users.image keeps it. */
export const userImagePath = (sub: string, id: string) => `${sub}/user-images/${id}.webp`;

/** Sub and picture id of a still percent-encoded media path, when it names a stored picture. */
export function parseUserImagePath(rawPath: string): { sub: string; id: string } | undefined {
  const match = /^([a-z\d-]+)\/user-images\/([\da-f]{32})\.webp$/.exec(rawPath);
  return match?.[1] && match[2] ? { sub: match[1], id: match[2] } : undefined;
}

/** Typed queries on user_images. */
export class UserImageStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Stores a picture as the user's only one and points users.image at it, in one transaction: older
   * pictures are deleted, including any a userUpdate unlinked from users.image.
   * @returns the user row after the change
   */
  async replace(
    user: { id: number; merchantId: number; sub: string },
    bytes: Buffer,
    now: number,
  ): Promise<UserRow> {
    // Random, 128 bits: a picture's URL is its only key.
    const id = randomBytes(16).toString('hex');
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_images').where('user_id', '=', user.id).execute();
      await trx
        .insertInto('user_images')
        .values({ id, user_id: user.id, merchant_id: user.merchantId, bytes, created: now })
        .execute();
      return new UserStore(trx).updateProfile(user.id, { image: userImagePath(user.sub, id) }, now);
    });
  }

  /** Deletes the user's pictures and clears users.image (also an http(s) picture a userUpdate set). */
  async removeAll(userId: number, now: number): Promise<UserRow> {
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_images').where('user_id', '=', userId).execute();
      return new UserStore(trx).updateProfile(userId, { image: null }, now);
    });
  }

  /** True when a merchant has this picture (without reading its bytes). */
  async has(merchantId: number, id: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('user_images')
      .select('id')
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async bytes(merchantId: number, id: string): Promise<Buffer | undefined> {
    const row = await this.#db
      .selectFrom('user_images')
      .select('bytes')
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.bytes;
  }

  /** How many pictures a user has (tests check that replacing leaves one). */
  async countOf(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('user_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Customers' profile pictures. */
    readonly userImages: UserImageStore;
  }
}
