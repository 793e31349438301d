/**
 * TEST ONLY: two order tenants with console staff (merchant 7 with every role and an operator per
 * branch, merchant 8 with an owner), the staff signed in through the real code flow, and a customer
 * who places orders.
 */
import { afterAll, beforeAll } from 'vitest';
import { Order } from '../../../../src/contract/index.ts';
import { makeTempDir, removeDir } from '../tenants/test-tenant.ts';
import { capturingLogger, lastCode } from '../http/test-client.ts';
import { orderApp, orderSettingsWeb, pickupOrder, writeOrderTenant } from '../orders/test-orders.ts';

export const MERCHANT = 7;
export const OTHER_MERCHANT = 8;

/** Staff of merchant 7 by role; OPERATOR works for branch 1 (pickup), DRIVER_DESK for branch 2. */
export const STAFF = {
  OWNER: '+998970000001',
  MANAGER: '+998970000002',
  OPERATOR: '+998970000003',
  DRIVER_DESK: '+998970000004',
} as const;
export const OTHER_OWNER = '+998970000081';

const staffFile = {
  items: [
    { phone: STAFF.OWNER, name: 'Owner', role: 'OWNER' },
    { phone: STAFF.MANAGER, name: 'Manager', role: 'MANAGER' },
    { phone: STAFF.OPERATOR, name: 'Counter', role: 'OPERATOR', branchIds: [1] },
    { phone: STAFF.DRIVER_DESK, name: 'Delivery desk', role: 'OPERATOR', branchIds: [2] },
  ],
};

/** The app, a customer with a session, and every staff member signed in. */
export async function consoleApp(root: string) {
  const log = capturingLogger();
  const app = await orderApp(
    [
      writeOrderTenant(root, MERCHANT, 'burger', {
        'settings-web.json': { ...orderSettingsWeb, cancelOrderActive: true },
        'staff.json': staffFile,
      }),
      writeOrderTenant(root, OTHER_MERCHANT, 'pizza', {
        'staff.json': { items: [{ phone: OTHER_OWNER, name: 'Owner', role: 'OWNER' }] },
      }),
    ],
    { log },
  );
  /** Signs a phone in to a merchant's console through the code flow; the token. */
  const signIn = async (phone: string, merchant = MERCHANT): Promise<string> => {
    const api = app.api(merchant);
    const sent = await api('/console/v1/auth/code', { body: { phone } });
    if (sent.status !== 200) throw new Error(`code for ${phone}: ${JSON.stringify(sent.json)}`);
    const login = await api('/console/v1/auth/login', { body: { phone, code: lastCode(log.lines, phone) } });
    if (login.status !== 200) throw new Error(`login of ${phone}: ${JSON.stringify(login.json)}`);
    return (login.json as { token: string }).token;
  };
  const tokens = {
    OWNER: await signIn(STAFF.OWNER),
    MANAGER: await signIn(STAFF.MANAGER),
    OPERATOR: await signIn(STAFF.OPERATOR),
    DRIVER_DESK: await signIn(STAFF.DRIVER_DESK),
    OTHER_OWNER: await signIn(OTHER_OWNER, OTHER_MERCHANT),
  };
  const customer = await app.server.db.createSessionForTest(
    MERCHANT,
    { phone: '+998901234567' },
    app.clock.now(),
  );
  /** A new order of the customer: picked up at branch 1 unless the body says otherwise. */
  const place = async (body: Record<string, unknown> = pickupOrder): Promise<Order> => {
    const reply = await app.api(MERCHANT)('/orders/v1/orders', { token: customer.token, body });
    if (reply.status !== 200) throw new Error(`order: ${JSON.stringify(reply.json)}`);
    return Order.parse(reply.json);
  };
  return { ...app, log, signIn, tokens, customer, place, console: app.api(MERCHANT) };
}

export type ConsoleTestApp = Awaited<ReturnType<typeof consoleApp>> & { root: string };

/**
 * The console app of a test file: started before its tests in a folder of its own, closed and
 * removed after them. The object is filled in when the file's tests start: read it inside them.
 */
export function consoleAppForFile(): ConsoleTestApp {
  const app = {} as ConsoleTestApp;
  beforeAll(async () => {
    const root = makeTempDir();
    Object.assign(app, await consoleApp(root), { root });
  });
  afterAll(async () => {
    await app.server?.close();
    if (app.root) removeDir(app.root);
  });
  return app;
}
