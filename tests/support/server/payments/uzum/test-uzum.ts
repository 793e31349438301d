/**
 * TEST ONLY: Uzum Bank's side of the Merchant API, as its servers call the merchant: JSON over POST
 * to /api/payments/v1/uzum/<operation>, Basic auth with the test merchant's login and password,
 * serviceId and the test clock's timestamp on every body. Shared by the Uzum test files.
 */
import { expect } from 'vitest';
import type { Order } from '../../../../../src/contract/index.ts';
import type { StorefrontApp } from '../../../../../src/server/app.ts';
import { uzumCredentials } from '../test-payments.ts';
import { uzumAuthorization } from '../../../../../src/server/payments/uzum/uzum-auth.ts';

export const SERVICE = uzumCredentials.serviceId;
export const AUTH = uzumAuthorization(uzumCredentials);

export interface UzumAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** What the calls need of a test app: its routes and its clock. */
export interface UzumTestTarget {
  server: Pick<StorefrontApp, 'app'>;
  clock: { now: () => number };
}

/** The webhooks of one app (read when called: test apps start in beforeAll), and Uzum's bodies. */
export function uzumWebhooks(target: () => UzumTestTarget) {
  async function call(
    operation: string,
    body: unknown,
    options: { authorization?: string | null; method?: string; raw?: string } = {},
  ): Promise<UzumAnswer> {
    const authorization = options.authorization === undefined ? AUTH : options.authorization;
    const method = options.method ?? 'POST';
    const response = await target().server.app.request(`/api/payments/v1/uzum/${operation}`, {
      method,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: method === 'POST' ? (options.raw ?? JSON.stringify(body)) : undefined,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const base = () => ({ serviceId: SERVICE, timestamp: target().clock.now() });
  const check = (order: Order | number) => ({
    ...base(),
    params: { orderId: String(typeof order === 'number' ? order : order.id) },
  });
  const create = (order: Order, transId: string, amount = 5_700_000) => ({
    ...base(),
    transId,
    params: { orderId: String(order.id) },
    amount,
  });
  const trans = (transId: string) => ({ ...base(), transId });

  return { call, base, check, create, trans };
}

/** A refusal with this error code, as Uzum reads it (HTTP 400, status FAILED). */
export const failed = (errorCode: string) => ({
  status: 400,
  json: expect.objectContaining({ status: 'FAILED', errorCode }),
});
