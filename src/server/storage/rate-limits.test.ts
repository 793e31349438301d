/**
 * The limiter's windows on a clock that steps back: a window is never longer than itself, so no
 * Retry-After is either (a server whose clock had stepped back by hours once answered 30,144 s to a
 * per-minute limit).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import type { StorefrontDb } from './db.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { testClock } from '../../../tests/support/server/http/test-client.ts';

const HOUR_MS = 3_600_000;
const perMinute = { key: 'image-transform:203.0.113.9', limit: 2, windowSeconds: 60 };

let db: StorefrontDb | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function limiter() {
  db = await openDatabase(await testDatabase());
  return db.limits;
}

describe(`rate windows on a clock that steps back (${testEngine})`, () => {
  it('answers at most the window as Retry-After, and the window ends one length after the step', async () => {
    const limits = await limiter();
    const clock = testClock();
    expect(await limits.hit([perMinute], clock.now())).toBeUndefined();
    expect(await limits.hit([perMinute], clock.now())).toBeUndefined();
    expect((await limits.hit([perMinute], clock.now()))?.retryAfter).toBe(60);

    // The clock steps back by hours: the window opened "in the future" is cut to one minute from now.
    const backInTime = clock.now() - 8 * HOUR_MS;
    const refused = await limits.hit([perMinute], backInTime);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(60);
    expect((await limits.hit([perMinute], backInTime + 30_000))?.retryAfter).toBeLessThanOrEqual(30);
    // One minute after the step the window is over, as it would be on a clock that never moved.
    expect(await limits.hit([perMinute], backInTime + 60_000)).toBeUndefined();
  });

  it('keeps counting a window a clock slightly behind shares (instances on one database)', async () => {
    const limits = await limiter();
    const ahead = testClock().now();
    const behind = ahead - 2_000;
    expect(await limits.hit([perMinute], ahead)).toBeUndefined();
    expect(await limits.hit([perMinute], behind)).toBeUndefined();
    // The third hit is over the limit whichever clock counts it: the window was not reset.
    expect((await limits.hit([perMinute], behind))?.retryAfter).toBeLessThanOrEqual(60);
  });

  it('never reports a lock longer than the longest lock there is', async () => {
    const limits = await limiter();
    const now = testClock().now();
    await limits.lock('lock:phone', now + 300_000, now);
    expect(await limits.lockedFor('lock:phone', now, 86_400)).toBe(300);
    expect(await limits.lockedFor('lock:phone', now - 48 * HOUR_MS, 86_400)).toBe(86_400);
    expect(await limits.lockedFor('lock:phone', now - 8 * HOUR_MS, 600)).toBe(600);
  });
});
