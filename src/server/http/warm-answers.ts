/**
 * Makes the largest cached answer, each merchant's web catalogue, before the server takes visitors:
 * its serialization and contract check run now instead of in a first visitor's request, and its best
 * brotli (answer-compression.ts: seconds of one core on a large menu) starts in zlib's thread pool
 * while the server loads and compresses the built storefront on the main thread. Asked through the
 * app itself, so the answer is the one a browser's request would make and keep.
 */
import type { Hono } from 'hono';
import { OVERALLS_PATH } from '../../contract/catalogue-route.ts';
import type { ClientType } from '../../contract/index.ts';
import type { Logger } from '../base/logger.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { API_BASE } from './api-routes.ts';

/** The storefront's web channel; other channels' catalogues are made on their first request. */
const WEB: ClientType = 'WEB';

/** Resolves once every merchant's web catalogue is made (not yet compressed at its best). */
export async function warmAnswers(app: Hono, tenants: readonly Tenant[], log: Logger): Promise<void> {
  for (const tenant of tenants) {
    const response = await app.request(`${API_BASE}${OVERALLS_PATH}?type=${WEB}`, {
      headers: { merchant: String(tenant.id) },
    });
    // The same failure answers the first visitor; starting the server is not this call's to stop.
    if (!response.ok)
      log.warn(`The catalogue of ${tenant.sub} could not be made in advance (${response.status})`);
  }
}
