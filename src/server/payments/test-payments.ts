/**
 * TEST ONLY: a merchant that takes Click and Uzum (the order tenant with both on and credentials with
 * both), another merchant without credentials, and orders placed with a payment type.
 */
import { expect } from 'vitest';
import { Order, type OrderDevice, type PaymentType } from '../../contract/index.ts';
import { orderApp, orderSettingsWeb, pickupOrder, writeOrderTenant } from '../orders/test-orders.ts';

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

/** Writes both merchants under root. */
export function writePaymentTenants(root: string): string[] {
  return [
    writeOrderTenant(root, PAYING, 'paying', {
      'settings-web.json': settings,
      'payment-providers.json': { click: clickCredentials, uzum: uzumCredentials },
    }),
    writeOrderTenant(root, NO_CREDENTIALS, 'plain', { 'settings-web.json': settings }),
  ];
}

export type PaymentTestApp = Awaited<ReturnType<typeof orderApp>>;

/** The pickup order of test-orders.ts (57 000 so'm), placed by a new customer with this payment type. */
export async function placeOrder(
  app: PaymentTestApp,
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
export async function isPaid(app: PaymentTestApp, orderId: number): Promise<boolean | undefined> {
  return (await app.server.db.orders.find(orderId))?.order.isPaid;
}
