/**
 * Puts each tenant's staff.json into the staff table at start: members it does not have are added,
 * nobody is changed or brought back (the owner's changes in the console win over the file).
 */
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { StaffStore } from './staff-store.ts';

export async function seedStaff(db: StorefrontDb, tenants: readonly Tenant[], now: number): Promise<void> {
  const store = new StaffStore(db.kysely);
  for (const tenant of tenants) await store.seed(tenant.id, tenant.data.staff?.items ?? [], now);
}
