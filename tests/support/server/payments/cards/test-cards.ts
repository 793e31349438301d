/**
 * TEST ONLY: the saved-card tests' tenant and app: the order tenant (orders/test-orders.ts) with
 * cardActive on and Payme credentials with fiscal defaults, and the reference server's Payme sandbox
 * behind a wrapper that counts calls and can refuse or lose a payment on demand.
 */
import type { StorefrontApp } from '../../../../../src/server/app.ts';
import { apiCaller, capturingLogger, testClock } from '../../http/test-client.ts';
import { orderSettingsWeb, pickupOrder, writeOrderTenant } from '../../orders/test-orders.ts';
import { featureApp } from '../../test-app.ts';
import {
  SubscribeError,
  SubscribeTransportError,
  type NewReceipt,
  type SubscribeApiFactory,
} from '../../../../../src/server/payments/cards/subscribe-api.ts';
import { API_BASE } from '../../../../../src/server/http/api-routes.ts';
import { paymentsBase } from '../../../../../src/server/payments/payment-routes.ts';
import { merchantEndpointOf } from '../../../../../src/server/dev/payment-sandbox/payme-sandbox-client.ts';
import {
  type MerchantApiOf,
  SubscribeSandbox,
} from '../../../../../src/server/dev/payment-sandbox/subscribe-sandbox.ts';

/** Payme's published test card, and how the tests write it. */
export const TEST_CARD = { number: '8600069195406311', expire: '0399' };
export const OTHER_TEST_CARD = { number: '8600495473316478', expire: '0399' };
export const SMS_CODE = '666666';

export const paymeCredentials = {
  merchantId: '5e730e8e0b852a417aa49ceb',
  key: 'test-payme-key',
  fiscal: { mxikCode: '10899001001000000', packageCode: '1514296', vatPercent: 12 },
};

/** Writes the card tenant under root. */
export const writeCardTenant = (root: string, id: number, sub: string, files: Record<string, unknown> = {}) =>
  writeOrderTenant(root, id, sub, {
    'settings-web.json': { ...orderSettingsWeb, cardActive: true },
    'payment-providers.json': { payme: paymeCredentials },
    ...files,
  });

/** The pickup order of test-orders.ts, paid with a saved card. */
export const cardOrder = { ...pickupOrder, paymentType: 'CARD' };

/**
 * What the next receipts.pay does besides paying: refuse it, pay and lose the answer, or lose the
 * request before Payme gets it (nothing is paid).
 */
export type PayMode = 'pay' | 'decline' | 'lose-answer' | 'lose-request';

/**
 * The sandbox, wrapped: counts receipts and payments, and misbehaves when told. With `merchantApi`,
 * it pays receipts through the merchant endpoint as Payme does.
 */
export function scriptedPayme(now: () => number, merchantApi?: MerchantApiOf) {
  const sandbox = new SubscribeSandbox(now, merchantApi);
  const state = { mode: 'pay' as PayMode, receipts: [] as NewReceipt[], pays: 0, keys: [] as string[] };
  const factory: SubscribeApiFactory = (credentials) => {
    const api = sandbox.api(credentials);
    state.keys.push(credentials.key);
    return {
      ...api,
      receiptsCreate: async (receipt) => {
        state.receipts.push(receipt);
        return api.receiptsCreate(receipt);
      },
      receiptsPay: async (id, token) => {
        state.pays += 1;
        const mode = state.mode;
        state.mode = 'pay';
        if (mode === 'decline') throw new SubscribeError(-31630, 'Недостаточно средств на карте');
        if (mode === 'lose-request') throw new SubscribeTransportError('Payme receipts.pay: no connection');
        const paid = await api.receiptsPay(id, token);
        if (mode === 'lose-answer') throw new SubscribeTransportError('Payme receipts.pay: timed out');
        return paid;
      },
    };
  };
  return { state, factory };
}

/** An app over the card tenant with a movable clock, a log that keeps every line and the scripted Payme. */
export async function cardApp(tenantDirs: string[]) {
  const clock = testClock();
  const log = capturingLogger();
  // Payme calls the app's merchant endpoint back while it pays a receipt: the app is made just below.
  const made: { app?: StorefrontApp['app'] } = {};
  const payme = scriptedPayme(clock.now, (credentials) => {
    if (!made.app) throw new Error('the app is not made yet');
    return merchantEndpointOf(made.app, paymentsBase(API_BASE))(credentials);
  });
  const server: StorefrontApp = await featureApp({
    tenantDirs,
    now: clock.now,
    log,
    paymeSubscribe: payme.factory,
  });
  made.app = server.app;
  return { server, clock, log, payme, api: (merchant: number) => apiCaller(server.app, merchant) };
}
