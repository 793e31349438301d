/**
 * The bench's merchant owner, made in the database before the server starts (production mode has no
 * sign-in inbox, as for the customers in customers.ts): the server only sees an ordinary staff token.
 */
import type { StorefrontDb } from '../../src/server/storage/db.ts';
import { StaffSessions } from '../../src/server/console/staff-sessions.ts';
import { StaffStore } from '../../src/server/console/staff-store.ts';

/** Adds the owner of `merchantId` and opens their console session; returns its token. */
export async function openOwnerSession(db: StorefrontDb, merchantId: number, now: number): Promise<string> {
  const owner = await new StaffStore(db.kysely).add(
    merchantId,
    { phone: '+998970009999', name: 'Bench owner', role: 'OWNER' },
    now,
  );
  if (!owner) throw new Error('the bench owner could not be added');
  return new StaffSessions(db.kysely).open(owner.id, merchantId, now);
}
