/**
 * Eskiz's delivery status callbacks: `POST /api/sms/v1/eskiz/status/{merchantId}/{key}`, the
 * callback_url each send asks for (sms-service.ts) when SMS_CALLBACK_URL says where this server is.
 * Eskiz posts `{ request_id, message_id, user_sms_id, country, phone_number, sms_count, status,
 * status_date }`; `request_id` is the id its send call answered, which the outbox row keeps, and
 * `status` (DELIVRD, UNDELIV, EXPIRED, REJECTD...) is recorded on the row.
 *
 * The key in the path is a keyed hash of the merchant under its gateway password: a caller who does
 * not know it cannot mark anyone's messages, and gets 404 as for any unknown path. Anything
 * well-formed is answered 200, a status for a message we do not know included, so Eskiz does not
 * retry what cannot succeed. Outside the contract's endpoint table: the provider's format, not ours.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { merchantSmsAccount } from './merchant-sms.ts';
import { eskizStatusKey, type SmsService } from './sms-service.ts';
import { API_BASE } from '../http/api-routes.ts';

/** Only what we use; Eskiz's other fields may come as strings or numbers. */
const StatusCallback = z.looseObject({
  request_id: z.union([z.string().min(1), z.number()]).transform(String),
  status: z.string().min(1).max(40),
});

async function bodyOf(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return c.req.json<unknown>().catch(() => undefined);
  return c.req.parseBody().catch(() => undefined);
}

const sameKey = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerEskizCallback(
  app: Hono,
  deps: { tenants: TenantRegistry; sms: SmsService; now: () => number },
): void {
  app.post(`${API_BASE}/sms/v1/eskiz/status/:merchantId/:key`, async (c) => {
    const merchantId = Number(c.req.param('merchantId'));
    const tenant = Number.isSafeInteger(merchantId) ? deps.tenants.byId(merchantId) : undefined;
    const account = tenant && merchantSmsAccount(tenant);
    if (!tenant || !account || 'problem' in account || account.gateway !== 'ESKIZ') return c.notFound();
    if (!sameKey(c.req.param('key'), eskizStatusKey(tenant.id, account.password))) return c.notFound();
    const parsed = StatusCallback.safeParse(await bodyOf(c));
    if (!parsed.success) return c.json({ ok: false, error: 'request_id and status are required' }, 400);
    const known = await deps.sms.store.recordDelivery(
      tenant.id,
      'ESKIZ',
      parsed.data.request_id,
      parsed.data.status.toUpperCase(),
      deps.now(),
    );
    return c.json({ ok: true, known });
  });
}
