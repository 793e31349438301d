/**
 * Follows the merchant's changes stream (contract/tenant-changes.ts): when the staff stop a dish,
 * pause a branch or change a setting, an open storefront asks again for what it holds of the
 * merchant and shows the change on the screen it is on, without a reload. Every query of the
 * merchant is marked stale (their keys start with a name and the merchant's id); the active ones are
 * asked again, and an unchanged answer comes back as a 304.
 *
 * EventSource rather than fetch (the order stream's way): the stream is public, so it needs no
 * header (the merchant goes in the query), and the browser reconnects by itself. Every browser the
 * storefront supports has it (the server render runs no effect). In the first screen's code: small,
 * and a chunk of its own would cost more than it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { TENANT_CHANGED_EVENT, TENANT_CHANGES_PATH } from '../../contract/tenant-changes.ts';

/** Starts following; returns the function that stops. */
export function followTenantChanges(
  queryClient: QueryClient,
  baseUrl: string,
  merchantId: number,
): () => void {
  const source = new EventSource(`${baseUrl}${TENANT_CHANGES_PATH}?merchant=${merchantId}`);
  source.addEventListener(
    TENANT_CHANGED_EVENT,
    () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === merchantId }),
  );
  return () => source.close();
}
