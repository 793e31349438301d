/**
 * The console's stop list through its endpoints: what each role may stop where, the audit entry,
 * and the effect on the storefront's answers and on an order, at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleAvailability } from '../../contract/console-availability.ts';
import type { Branch, Product } from '../../contract/index.ts';
import { consoleAppForFile, MERCHANT } from '../../../tests/support/server/console/test-console.ts';
import { pickupOrder } from '../../../tests/support/server/orders/test-orders.ts';

const app = consoleAppForFile();
beforeEach(async () => {
  const db = app.server.db.kysely;
  await db.deleteFrom('stop_list').execute();
  await db.deleteFrom('stock_counts').execute();
  await db.deleteFrom('branch_pauses').execute();
  await app.server.availability.changed(MERCHANT);
});

const fries = async (): Promise<Product | undefined> =>
  ((await app.console('/products/v1/overalls?type=WEB')).json as { products: Product[] }).products.find(
    (p) => p.id === 101,
  );
const order = () => app.console('/orders/v1/orders', { token: app.customer.token, body: pickupOrder });

describe('stopping a dish from the console', () => {
  it('a manager stops fries everywhere: the list, the catalogue and an order follow at once, and the audit has it', async () => {
    const stopped = await app.console('/console/v1/stop-list', {
      token: app.tokens.MANAGER,
      body: { kind: 'product', itemId: 101 },
    });
    expect(stopped.status, JSON.stringify(stopped.json)).toBe(200);
    expect(ConsoleAvailability.parse(stopped.json).stops).toEqual([
      { kind: 'product', itemId: 101, branchId: null, until: null },
    ]);
    expect((await fries())?.isAvailable).toBe(false);
    expect((await order()).code).toBe('PRODUCT_NOT_AVAILABLE');

    const audit = await app.console('/console/v1/audit?action=ITEM_STOP', { token: app.tokens.OWNER });
    expect(JSON.stringify(audit.json)).toMatch(/"targetType":"PRODUCT","targetId":101/);

    const resumed = await app.console('/console/v1/stop-list/resume', {
      token: app.tokens.MANAGER,
      body: { kind: 'product', itemId: 101 },
    });
    expect(ConsoleAvailability.parse(resumed.json).stops).toEqual([]);
    expect((await order()).status).toBe(200);
  });

  it("an operator stops at their own branch only, never at every branch or another's", async () => {
    const everywhere = await app.console('/console/v1/stop-list', {
      token: app.tokens.OPERATOR,
      body: { kind: 'product', itemId: 101 },
    });
    expect(everywhere.code).toBe('BRANCH_REFUSED');
    const other = await app.console('/console/v1/stop-list', {
      token: app.tokens.OPERATOR,
      body: { kind: 'product', itemId: 101, branchId: 2 },
    });
    expect(other.code).toBe('BRANCH_REFUSED');
    const own = await app.console('/console/v1/stop-list', {
      token: app.tokens.OPERATOR,
      body: { kind: 'modification', itemId: 11, branchId: 1 },
    });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect((await order()).code).toBe('PRODUCT_NOT_AVAILABLE');
    expect(
      (
        await app.console('/console/v1/stock/101', {
          method: 'PUT',
          token: app.tokens.OPERATOR,
          body: { count: 1 },
        })
      ).code,
    ).toBe('BRANCH_REFUSED');
  });

  it('refuses an unknown item, an unknown branch and an end in the past, with the field', async () => {
    const call = (body: Record<string, unknown>) =>
      app.console('/console/v1/stop-list', {
        token: app.tokens.OWNER,
        body: { kind: 'product', itemId: 101, ...body },
      });
    expect((await call({ itemId: 999 })).code).toBe('ITEM_NOT_FOUND');
    expect((await call({ branchId: 99 })).code).toBe('BRANCH_NOT_FOUND');
    const past = await call({ until: new Date(app.clock.now() - 1000).toISOString() });
    expect(past.code).toBe('UNTIL_PAST');
  });

  it('a counted stock limits an order; null gives the catalogue its count back', async () => {
    const set = await app.console('/console/v1/stock/101', {
      method: 'PUT',
      token: app.tokens.OWNER,
      body: { count: 1 },
    });
    expect(ConsoleAvailability.parse(set.json).stock).toEqual([{ productId: 101, count: 1 }]);
    expect((await order()).code).toBe('NOT_ENOUGH_PRODUCTS');
    await app.console('/console/v1/stock/101', {
      method: 'PUT',
      token: app.tokens.OWNER,
      body: { count: null },
    });
    expect((await order()).status).toBe(200);
  });
});

describe('pausing a branch from the console', () => {
  it('pauses pickup for 30 minutes: the branch lists it, an order is refused as closed, reopening takes orders', async () => {
    const until = new Date(app.clock.now() + 30 * 60_000).toISOString();
    const paused = await app.console('/console/v1/branches/1/pause', {
      token: app.tokens.OPERATOR,
      body: { type: 'PICK_UP', until },
    });
    expect(paused.status, JSON.stringify(paused.json)).toBe(200);
    const branches = (await app.console('/users/v1/branches')).json as Branch[];
    expect(branches.find((b) => b.id === 1)?.pauses).toEqual([{ type: 'PICK_UP', until }]);
    expect((await order()).code).toBe('BRANCH_CLOSED');
    expect(
      (
        await app.console('/console/v1/branches/2/pause', {
          token: app.tokens.OPERATOR,
          body: { type: 'PICK_UP' },
        })
      ).code,
    ).toBe('BRANCH_REFUSED');
    await app.console('/console/v1/branches/1/reopen', {
      token: app.tokens.OPERATOR,
      body: { type: 'PICK_UP' },
    });
    expect((await order()).status).toBe(200);
  });
});
