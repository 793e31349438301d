/**
 * The merchant's changes stream (contract/tenant-changes.ts): every open storefront of a merchant
 * hears when the merchant's public data changed (the registry put a new version of the tenant in
 * place: tenants/tenant-registry.ts), on whichever instance it is connected to, since every instance
 * applies a change itself (stop-list/live-availability.ts).
 *
 * Nothing personal, nothing to resume: a client that reconnects asks for the data again anyway. The
 * stream runs as every live stream does (http/live-streams.ts); EventSource reconnects by itself.
 */
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  TENANT_CHANGED_EVENT,
  TENANT_CHANGES_PATH,
  TENANT_CHANGES_READY_EVENT,
  type TenantChanged,
} from '../../contract/tenant-changes.ts';
import { API_BASE } from '../http/api-routes.ts';
import { LiveStreams } from '../http/live-streams.ts';
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

export interface ChangesStreamOptions {
  tenants: TenantRegistry;
  now: () => number;
  /** Default 25 s: below the 30-60 s idle time-outs of common proxies. */
  heartbeatMs?: number;
}

export function registerChangesStream(app: Hono, options: ChangesStreamOptions): () => void {
  const streams = new LiveStreams();
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  app.get(`${API_BASE}${TENANT_CHANGES_PATH}`, (c) => {
    const tenant = resolveTenant(
      c.req.query('merchant') ?? c.req.header('merchant'),
      undefined,
      options.tenants,
    );
    c.header('cache-control', 'no-store');
    // Proxies that buffer (nginx) would hold events back.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) =>
      streams.run<TenantChanged>(stream, {
        listen: (push) =>
          options.tenants.onReplace((changed) => {
            if (changed.id === tenant.id) push({ at: options.now() });
          }),
        // Tells the client the stream is live: a change from now on is heard.
        start: () => stream.writeSSE({ event: TENANT_CHANGES_READY_EVENT, data: '{}' }),
        send: (changed) => stream.writeSSE({ event: TENANT_CHANGED_EVENT, data: JSON.stringify(changed) }),
        heartbeatMs,
      }),
    );
  });

  return () => streams.endAll();
}
