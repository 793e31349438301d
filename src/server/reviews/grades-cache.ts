/**
 * Product grades (GET /products/v1/grade) kept in memory per merchant: every menu visit asks for them,
 * and they change only when a customer rates an order. Unlike the fixture answers of
 * http/answer-cache.ts they come from the database, so an entry lives GRADES_TTL_MS and a review saved
 * on this instance drops its merchant's entry at once; another instance's review shows here within
 * the TTL. Concurrent misses share one query.
 */
import type { Grade } from '../../contract/index.ts';
import type { StorefrontDb } from '../storage/db.ts';

export const GRADES_TTL_MS = 30_000;

interface Entry {
  at: number;
  grades: Promise<Grade[]>;
}

const caches = new WeakMap<StorefrontDb, Map<number, Entry>>();

function cacheOf(db: StorefrontDb): Map<number, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The merchant's grades, from memory while fresh. */
export function cachedGrades(db: StorefrontDb, merchantId: number, now: number): Promise<Grade[]> {
  const cache = cacheOf(db);
  const entry = cache.get(merchantId);
  if (entry && now - entry.at < GRADES_TTL_MS) return entry.grades;
  const grades = db.grades(merchantId);
  cache.set(merchantId, { at: now, grades });
  // A failed query is not kept: the next call asks again.
  grades.catch(() => {
    if (cache.get(merchantId)?.grades === grades) cache.delete(merchantId);
  });
  return grades;
}

/** A review changed the merchant's grades. */
export function forgetGrades(db: StorefrontDb, merchantId: number): void {
  cacheOf(db).delete(merchantId);
}
