/**
 * Follows the merchant's changes stream (contract/tenant-changes.ts): when the staff stop a dish,
 * pause a branch or change a setting, an open storefront asks for the merchant's public data again
 * and shows the change on the screen it is on, without a reload. Only the public data is asked for
 * (personal data never changes through the merchant); an unchanged answer comes back as a 304.
 *
 * EventSource rather than fetch (the order stream's way): the stream is public, so it needs no
 * header (the merchant goes in the query), and the browser reconnects by itself. Every browser the
 * storefront supports has it (the server render runs no effect). In the first screen's code: small,
 * and a chunk of its own would cost more than it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { TENANT_CHANGED_EVENT, TENANT_CHANGES_PATH } from '../../contract/tenant-changes.ts';

/** The first part of the keys of the merchant's public data queries (then the merchant's id). */
const PUBLIC_DATA = ['catalogue', 'branches', 'cities', 'settings', 'order-settings'];

/** Starts following; returns the function that stops. */
export function followTenantChanges(
  queryClient: QueryClient,
  baseUrl: string,
  merchantId: number,
): () => void {
  const source = new EventSource(`${baseUrl}${TENANT_CHANGES_PATH}?merchant=${merchantId}`);
  source.addEventListener(TENANT_CHANGED_EVENT, () => {
    for (const part of PUBLIC_DATA) void queryClient.invalidateQueries({ queryKey: [part, merchantId] });
  });
  return () => source.close();
}
