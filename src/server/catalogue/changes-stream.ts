/**
 * The merchant's changes stream (contract/tenant-changes.ts): every open storefront of a merchant
 * hears when the merchant's public data changed (the registry put a new version of the tenant in
 * place: tenants/tenant-registry.ts), on whichever instance it is connected to, since every instance
 * applies a change itself (stop-list/live-availability.ts).
 *
 * Nothing personal, nothing to resume: a client that reconnects asks for the data again anyway. A
 * comment line every `heartbeatMs` keeps proxies from closing an idle stream; on shutdown every
 * stream ends (the returned function), and EventSource reconnects to an instance that is up.
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
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

export interface ChangesStreamOptions {
  tenants: TenantRegistry;
  now: () => number;
  /** Default 25 s: below the 30-60 s idle time-outs of common proxies. */
  heartbeatMs?: number;
}

export function registerChangesStream(app: Hono, options: ChangesStreamOptions): () => void {
  const open = new Set<() => void>();
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
    return streamSSE(c, async (stream) => {
      let changes = 0;
      let ended = false;
      let wake: (() => void) | undefined;
      const end = () => {
        ended = true;
        wake?.();
      };
      const unsubscribe = options.tenants.onReplace((changed) => {
        if (changed.id !== tenant.id) return;
        changes++;
        wake?.();
      });
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), heartbeatMs);
      open.add(end);
      stream.onAbort(end);
      try {
        // Tells the client the stream is live: a change from now on is heard.
        await stream.writeSSE({ event: TENANT_CHANGES_READY_EVENT, data: '{}' });
        while (!ended) {
          if (changes > 0) {
            // Several changes in a row are one event: the client asks for everything once.
            changes = 0;
            const data: TenantChanged = { at: options.now() };
            await stream.writeSSE({ event: TENANT_CHANGED_EVENT, data: JSON.stringify(data) });
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      }
    });
  });

  return () => {
    for (const end of [...open]) end();
  };
}
