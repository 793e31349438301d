/**
 * TEST ONLY: a merchant that takes Click and Uzum (the order tenant with both on and credentials with
 * both), another merchant without credentials, and orders placed with a payment type.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { Order, type OrderDevice, type PaymentType } from '../../../../src/contract/index.ts';
import { apiCaller, featureTestLimits, testClock } from '../http/test-client.ts';
import { silentLogger } from '../../../../src/server/base/logger.ts';
import { ORDER_EVENT_TOPIC, type OrderEvent } from '../../../../src/server/orders/orders-store.ts';
import { orderApp, orderSettingsWeb, pickupOrder, writeOrderTenant } from '../orders/test-orders.ts';
import { startServer } from '../../../../src/server/start.ts';
import type { StorefrontDb } from '../../../../src/server/storage/db.ts';
import { testDatabase } from '../storage/test-database.ts';
import { makeTempDir, removeDir } from '../tenants/test-tenant.ts';

export const PAYING = 7;
export const NO_CREDENTIALS = 8;

export const clickCredentials = {
  serviceId: 30007,
  merchantId: 20007,
  merchantUserId: 40007,
  secretKey: 'test-click-secret',
};
export const uzumCredentials = { serviceId: 50007, login: 'uzum-login', password: 'uzum-password' };

const settings = { ...orderSettingsWeb, clickActive: true, uzumActive: true };

/** Writes both merchants under root; `uzum` adds settings to the paying merchant's Uzum credentials. */
export function writePaymentTenants(
  root: string,
  options: { uzum?: Record<string, unknown> } = {},
): string[] {
  return [
    writeOrderTenant(root, PAYING, 'paying', {
      'settings-web.json': settings,
      'payment-providers.json': { click: clickCredentials, uzum: { ...uzumCredentials, ...options.uzum } },
    }),
    writeOrderTenant(root, NO_CREDENTIALS, 'plain', { 'settings-web.json': settings }),
  ];
}

export type PaymentTestApp = Awaited<ReturnType<typeof orderApp>>;

/**
 * The same app behind a real HTTP server with the sandbox on: the sandbox calls the callbacks over
 * HTTP, as the provider would. `server` is the app in-process (to place orders), `url` its address.
 */
export async function sandboxApp(tenantDirs: string[]) {
  const clock = testClock();
  const running = await startServer({
    port: 0,
    tenantDirs,
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
    limits: featureTestLimits,
    now: clock.now,
    paymentSandbox: true,
  });
  const server = running.storefront;
  return {
    server,
    clock,
    url: running.url,
    api: (merchant: number) => apiCaller(server.app, merchant),
    close: () => running.close(),
  };
}
export type SandboxTestApp = Awaited<ReturnType<typeof sandboxApp>>;

/**
 * Registers the calling file's (or describe block's) set-up and tear-down: both payment merchants in
 * a temporary folder and an app on them, made once before its tests and closed after them.
 * @returns the app, to be called from tests (it exists only once the set-up has run)
 */
function appForFile<App>(
  make: (tenantDirs: string[]) => Promise<App>,
  close: (app: App) => Promise<void>,
  tenants: { uzum?: Record<string, unknown> },
): () => App {
  let root: string | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    root = makeTempDir();
    app = await make(writePaymentTenants(root, tenants));
  });
  afterAll(async () => {
    if (app) await close(app);
    if (root) removeDir(root);
  });
  return () => {
    if (!app) throw new Error('The payment test app is made in beforeAll: use it inside a test.');
    return app;
  };
}

/** The in-process payment app (orderApp on writePaymentTenants) for the calling file's tests. */
export function paymentAppForFile(tenants: { uzum?: Record<string, unknown> } = {}): () => PaymentTestApp {
  return appForFile(orderApp, (app) => app.server.close(), tenants);
}

/** The payment app behind a real HTTP server with the sandbox on (sandboxApp), for the file's tests. */
export function sandboxAppForFile(): () => SandboxTestApp {
  return appForFile(sandboxApp, (app) => app.close(), {});
}

/** The provider address the checkout call gives for the order (the sandbox's `checkout` parameter). */
export async function checkoutOf(app: PaymentTestApp | SandboxTestApp, orderId: number, token: string) {
  const reply = await app.api(PAYING)(`/payments/v2/checkout/${orderId}`, { token });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (reply.json as { url: string }).url;
}

/** The pickup order of test-orders.ts (57 000 so'm), placed by a new customer with this payment type. */
export async function placeOrder(
  app: PaymentTestApp | SandboxTestApp,
  paymentType: PaymentType,
  options: { merchant?: number; orderDevice?: OrderDevice } = {},
): Promise<{ order: Order; token: string }> {
  const merchant = options.merchant ?? PAYING;
  const session = await app.server.db.createSessionForTest(merchant, {}, app.clock.now());
  const reply = await app.api(merchant)('/orders/v1/orders', {
    token: session.token,
    body: { ...pickupOrder, paymentType, orderDevice: options.orderDevice ?? pickupOrder.orderDevice },
  });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return { order: Order.parse(reply.json), token: session.token };
}

/** Whether the order is paid now, as stored. */
export async function isPaid(
  app: PaymentTestApp | SandboxTestApp,
  orderId: number,
): Promise<boolean | undefined> {
  return (await app.server.db.orders.find(orderId))?.order.isPaid;
}

/**
 * Runs `work` and waits for the one order event it publishes. On PostgreSQL events arrive a moment
 * later, so one published before `work` (the order's creation) may still come in: only events newer
 * than the newest stored when `work` starts are counted.
 */
export async function expectEvent(
  app: { server: { db: StorefrontDb } },
  work: () => Promise<void>,
  expected: Partial<OrderEvent>,
): Promise<void> {
  const { last } = await app.server.db.kysely
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const before = Number(last ?? 0);
  const seen: OrderEvent[] = [];
  const unsubscribe = app.server.db.events.subscribe((event) => {
    if (event.topic !== ORDER_EVENT_TOPIC) return;
    const payload = event.payload as OrderEvent;
    if (payload.id > before) seen.push(payload);
  });
  try {
    await work();
    await vi.waitFor(() => expect(seen).toEqual([expect.objectContaining(expected)]));
  } finally {
    unsubscribe();
  }
}
