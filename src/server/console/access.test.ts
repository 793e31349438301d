/**
 * Every console endpoint checks the token's kind, the merchant and the role on the server: one test
 * per endpoint of the contract's console table, so a new endpoint without its check fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleEndpoints } from '../../contract/endpoints/console.ts';
import { routeOf, type EndpointName } from '../../contract/index.ts';
import { consoleApp } from '../../../tests/support/server/console/test-console.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

let root: string;
let app: Awaited<ReturnType<typeof consoleApp>>;
let orderId: number;

beforeAll(async () => {
  root = makeTempDir();
  app = await consoleApp(root);
  orderId = (await app.place()).id;
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

type ConsoleEndpoint = keyof typeof consoleEndpoints;
/** Calls that sign in: no token to check (their limits and refusals are sign-in.test.ts's). */
const open = new Set<ConsoleEndpoint>(['consoleAuthCode', 'consoleAuthLogin']);
const guarded = (Object.keys(consoleEndpoints) as ConsoleEndpoint[]).filter((name) => !open.has(name));

/** A well-formed body for each call, so a refusal is about who calls, never about what is sent. */
const bodies: Partial<Record<EndpointName, unknown>> = {
  consoleOrderAccept: { minutes: 10 },
  consoleOrderReject: { reason: 'OUT_OF_STOCK' },
  consoleOrderCancel: { reason: 'OUT_OF_STOCK' },
  consoleOrderMove: { status: 'COOKING' },
  consoleStaffAdd: { phone: '+998970000050', name: 'New', role: 'MANAGER' },
  consoleStop: { kind: 'product', itemId: 101 },
  consoleResume: { kind: 'product', itemId: 101 },
  consoleStock: { count: 5 },
  consolePause: { type: 'PICK_UP' },
  consoleReopen: { type: 'PICK_UP' },
  consoleSettingsSave: { baseVersion: 1 },
  consoleMenuSave: { baseVersion: 1, catalogue: {} },
  consoleTenantCreate: {
    sub: 'access-new',
    brand: { ru: 'Новый' },
    languages: ['ru'],
    mainColor: '#123456',
    ownerPhone: '+998970000090',
    ownerName: 'Owner',
  },
  // The smallest PNG (one transparent pixel).
  consoleMenuPhoto: {
    image:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
};

function call(name: ConsoleEndpoint, token: string | undefined, merchant?: number) {
  const route = routeOf(consoleEndpoints[name]);
  const path = route.template
    .replace('{id}', String(orderId))
    .replace('{productId}', '101')
    .replace('{version}', '1');
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (bodies[name] ?? {});
  const api = merchant === undefined ? app.console : app.api(merchant);
  return api(path, { method: route.method, token, body });
}

describe('every console endpoint', () => {
  it('marks its token as a staff token', () => {
    for (const name of guarded) expect(routeOf(consoleEndpoints[name]).auth, name).toBe('WITH_STAFF_TOKEN');
  });

  it.each(guarded)('%s: refuses no token and a customer token (401)', async (name) => {
    for (const token of [undefined, app.customer.token, 'forged']) {
      const reply = await call(name, token);
      expect(reply.status, `${name} ${JSON.stringify(reply.json)}`).toBe(401);
      expect(reply.code).toBe('UNAUTHORIZED');
    }
  });

  it.each(guarded)("%s: refuses another merchant's staff (403)", async (name) => {
    const reply = await call(name, app.tokens.OTHER_OWNER);
    expect(reply.status, JSON.stringify(reply.json)).toBe(403);
    expect(reply.code).toBe('STAFF_OTHER_MERCHANT');
  });
});

describe('roles', () => {
  const ownerOnly: ConsoleEndpoint[] = [
    'consoleStaff',
    'consoleStaffAdd',
    'consoleStaffRemove',
    'consoleTenantCreate',
  ];

  it.each(ownerOnly)('%s: refuses a manager and an operator', async (name) => {
    for (const token of [app.tokens.MANAGER, app.tokens.OPERATOR]) {
      const reply = await call(name, token);
      expect(reply.status).toBe(403);
      expect(reply.code).toBe('ROLE_REFUSED');
    }
  });

  it('lets owners and managers read the audit log, not operators', async () => {
    expect((await call('consoleAudit', app.tokens.OWNER)).status).toBe(200);
    expect((await call('consoleAudit', app.tokens.MANAGER)).status).toBe(200);
    expect((await call('consoleAudit', app.tokens.OPERATOR)).code).toBe('ROLE_REFUSED');
  });

  it.each([
    'consoleSettings',
    'consoleSettingsSave',
    'consoleSettingsHistory',
    'consoleSettingsRevert',
    'consoleMenu',
    'consoleMenuSave',
    'consoleMenuPhoto',
  ] as const)('%s: lets owners and managers into the settings studio, not operators', async (name) => {
    expect((await call(name, app.tokens.OPERATOR)).code).toBe('ROLE_REFUSED');
    if (name === 'consoleSettings' || name === 'consoleSettingsHistory' || name === 'consoleMenu') {
      expect((await call(name, app.tokens.OWNER)).status).toBe(200);
      expect((await call(name, app.tokens.MANAGER)).status).toBe(200);
    }
  });

  it("refuses an operator every call on another branch's order", async () => {
    const orderCalls = guarded.filter((name) => routeOf(consoleEndpoints[name]).template.includes('{id}'));
    for (const name of orderCalls.filter((n) => n !== 'consoleStaffRemove')) {
      const reply = await call(name, app.tokens.DRIVER_DESK);
      expect(reply.status, name).toBe(403);
      expect(reply.code).toBe('BRANCH_REFUSED');
    }
  });

  it('lets the owner add and remove staff; a removed member is signed out at once', async () => {
    const added = await call('consoleStaffAdd', app.tokens.OWNER);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect((await call('consoleStaffAdd', app.tokens.OWNER)).code).toBe('STAFF_EXISTS');
    const { id } = added.json as { id: number };
    const token = await app.signIn('+998970000050');
    expect((await app.console('/console/v1/me', { token })).status).toBe(200);
    const removed = await app.console(`/console/v1/staff/${id}`, {
      method: 'DELETE',
      token: app.tokens.OWNER,
    });
    expect(removed.status).toBe(200);
    expect((await app.console('/console/v1/me', { token })).status).toBe(401);
    const list = await call('consoleStaff', app.tokens.OWNER);
    expect((list.json as { phone: string }[]).map((m) => m.phone)).not.toContain('+998970000050');
    const operator = await app.console('/console/v1/staff', {
      token: app.tokens.OWNER,
      body: { phone: '+998970000051', name: 'X', role: 'OPERATOR', branchIds: [99] },
    });
    expect(operator.code).toBe('UNKNOWN_BRANCH');
  });
});
