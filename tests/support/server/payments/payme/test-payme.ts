/**
 * TEST ONLY: a tenant that takes Payme, and a Payme that calls the merchant endpoint the way Payme's
 * servers do (Basic auth Paycom:<key>, JSON-RPC 2.0 over POST).
 */
import { Order } from '../../../../../src/contract/index.ts';
import { orderApp, orderSettingsWeb, pickupOrder, writeOrderTenant } from '../../orders/test-orders.ts';
import { paymeAuthorization } from '../../../../../src/server/payments/payme/payme-auth.ts';
import { PaymeReplyBody } from '../../../../../src/server/payments/payme/payme-endpoint.ts';

export const PAYME_PATH = '/api/payments/v1/payme';

/** The fiscal defaults of every test merchant: the receipt detail's codes of lines without their own. */
export const TEST_FISCAL = { mxikCode: '10899001001000000', packageCode: '1514296', vatPercent: 12 };

/**
 * The Payme credentials of test merchant `id` (each merchant its own); `testMode` lets the test key
 * sign (Payme's test environment).
 */
export const paymeCredentials = (id: number, testMode = false) => ({
  merchantId: `${String(id).padStart(2, '0')}${'ab'.repeat(11)}`,
  key: `payme-key-${id}`,
  testKey: `payme-test-key-${id}`,
  testMode,
  fiscal: TEST_FISCAL,
});

/** Writes an order tenant that takes Payme (settings and credentials), with extra files. */
export function writePaymeTenant(
  root: string,
  id: number,
  sub: string,
  files: Record<string, unknown> = {},
  options: { testMode?: boolean } = {},
) {
  return writeOrderTenant(root, id, sub, {
    'settings-web.json': { ...orderSettingsWeb, paymeActive: true },
    'payment-providers.json': { payme: paymeCredentials(id, options.testMode) },
    ...files,
  });
}

export type TestApp = Awaited<ReturnType<typeof orderApp>>;

/** Places the test basket at a merchant for a new customer, paid with `paymentType` (PAYME by default). */
export async function placeOrder(app: TestApp, merchant: number, paymentType = 'PAYME'): Promise<Order> {
  return (await placeOrderWithSession(app, merchant, paymentType)).order;
}

/** The same, with the customer's session token. */
export async function placeOrderWithSession(
  app: TestApp,
  merchant: number,
  paymentType = 'PAYME',
): Promise<{ order: Order; token: string }> {
  const session = await app.server.db.createSessionForTest(merchant, {}, app.clock.now());
  const reply = await app.api(merchant)('/orders/v1/orders', {
    token: session.token,
    body: { ...pickupOrder, paymentType },
  });
  if (reply.status !== 200) throw new Error(`the order was refused: ${JSON.stringify(reply.json)}`);
  return { order: Order.parse(reply.json), token: session.token };
}

export interface CallOptions {
  /** The key to sign with (default: the merchant's production key); null sends no Authorization. */
  key?: string | null;
  /** A whole Authorization header instead. */
  authorization?: string;
  host?: string;
  id?: number | string;
}

/** Payme, calling one merchant's endpoint. */
export function paymeAs(app: TestApp, merchant: number) {
  let nextId = 1;
  return async (method: string, params: Record<string, unknown>, options: CallOptions = {}) => {
    const key = options.key === undefined ? paymeCredentials(merchant).key : options.key;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const authorization = options.authorization ?? (key === null ? undefined : paymeAuthorization(key));
    if (authorization) headers.authorization = authorization;
    if (options.host) headers.host = options.host;
    const id = options.id ?? nextId++;
    const response = await app.server.app.request(PAYME_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    // Payme reads every answer as HTTP 200.
    if (response.status !== 200) throw new Error(`${method} answered HTTP ${response.status}`);
    const json: unknown = await response.json();
    return { json, ...PaymeReplyBody.parse(json) };
  };
}

/** The order's account as Payme sends it (a string: the cabinet's field type). */
export const accountOf = (order: Pick<Order, 'id'>) => ({ order_id: String(order.id) });
