/**
 * The user_images table: profile pictures, one per user. The media host serves them at
 * /media/<sub>/user-images/<id>.webp; that folder name is reserved inside every tenant's media.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/** The media path of a stored picture, as users.image keeps it. */
export const userImagePath = (sub: string, id: string) => `${sub}/user-images/${id}.webp`;

/** Sub and picture id of a still percent-encoded media path, when it names a stored picture. */
export function parseUserImagePath(rawPath: string): { sub: string; id: string } | undefined {
  const match = /^([a-z\d-]+)\/user-images\/([\da-f]{32})\.webp$/.exec(rawPath);
  return match?.[1] && match[2] ? { sub: match[1], id: match[2] } : undefined;
}

/** Typed queries on user_images. */
export class UserImageStore {
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  /**
   * Stores a picture as the user's only one: older pictures are deleted, including any a userUpdate
   * unlinked from users.image. Call inside the transaction that also points users.image at it.
   * @returns the new picture's id (random, 128 bits: a picture's URL is its only key)
   */
  replace(userId: number, merchantId: number, bytes: Buffer, now: number): string {
    const id = randomBytes(16).toString('hex');
    this.removeAll(userId);
    this.#sqlite
      .prepare('INSERT INTO user_images (id, user_id, merchant_id, bytes, created) VALUES (?, ?, ?, ?, ?)')
      .run(id, userId, merchantId, bytes, now);
    return id;
  }

  removeAll(userId: number): void {
    this.#sqlite.prepare('DELETE FROM user_images WHERE user_id = ?').run(userId);
  }

  /** True when a merchant has this picture (without reading its bytes). */
  has(merchantId: number, id: string): boolean {
    return (
      this.#sqlite
        .prepare<[string, number], { id: string }>(
          'SELECT id FROM user_images WHERE id = ? AND merchant_id = ?',
        )
        .get(id, merchantId) !== undefined
    );
  }

  bytes(merchantId: number, id: string): Buffer | undefined {
    return this.#sqlite
      .prepare<[string, number], { bytes: Buffer }>(
        'SELECT bytes FROM user_images WHERE id = ? AND merchant_id = ?',
      )
      .get(id, merchantId)?.bytes;
  }

  /** How many pictures a user has (tests check that replacing leaves one). */
  countOf(userId: number): number {
    return (
      this.#sqlite
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM user_images WHERE user_id = ?')
        .get(userId)?.n ?? 0
    );
  }
}
