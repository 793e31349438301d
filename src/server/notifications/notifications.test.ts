import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { NotificationList, UnreadCount } from '../../contract/notifications.ts';
import type { Session } from '../storage/db.ts';
import { testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { BotOutbox } from './bot-outbox.ts';
import { relayWatch } from '../../../tests/support/server/notifications/test-bot.ts';

const SHOP = 31;
const OTHER_SHOP = 32;
/** The test clock starts on 2026-03-01: news 1 and 2 are out, 3 is scheduled for later. */
const news = {
  items: [
    { id: 1, title: { ru: 'Новинка' }, text: { ru: 'Текст' }, publishedAt: '2026-01-10T09:00:00+05:00' },
    { id: 2, title: { ru: 'Акция' }, text: { ru: 'Текст' }, publishedAt: '2026-02-10T09:00:00+05:00' },
    { id: 3, title: { ru: 'Скоро' }, text: { ru: 'Текст' }, publishedAt: '2026-04-10T09:00:00+05:00' },
  ],
};

let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
const relay = relayWatch();
let me: Session;
let other: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp(
    [
      writeOrderTenant(root, SHOP, 'shop', { 'notifications.json': news }),
      writeOrderTenant(root, OTHER_SHOP, 'other'),
    ],
    { devInbox: true, telegram: { onRelayed: relay.onRelayed } },
  );
  me = await app.server.db.createSessionForTest(SHOP, {}, app.clock.now());
  other = await app.server.db.createSessionForTest(SHOP, {}, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function placeOrder(session: Session, merchant = SHOP): Promise<Order> {
  const reply = await app.api(merchant)('/orders/v1/orders', { token: session.token, body: pickupOrder });
  expect(reply.status).toBe(200);
  return Order.parse(reply.json);
}

async function setStatus(id: number, status: string, isPaid?: boolean, merchant = SHOP) {
  app.clock.advance(60);
  const reply = await app.api(merchant)(`/dev/v1/orders/${id}/status`, {
    method: 'PUT',
    body: { status, ...(isPaid === undefined ? {} : { isPaid }) },
  });
  expect(reply.status).toBe(200);
}

async function listOf(session: Session, merchant = SHOP): Promise<NotificationList> {
  const reply = await app.api(merchant)('/notifications/v1/notifications', { token: session.token });
  expect(reply.status).toBe(200);
  return NotificationList.parse(reply.json);
}

const markRead = (session: Session, ids: string[]) =>
  app.api(SHOP)('/notifications/v1/notifications/read', { token: session.token, body: { ids } });

describe(`notification centre (${testEngine})`, () => {
  it('needs a signed-in customer', async () => {
    const reply = await app.api(SHOP)('/notifications/v1/notifications');
    expect(reply.status).toBe(401);
  });

  it("lists the merchant's published news and the customer's own status changes, newest first", async () => {
    const fresh = await listOf(me);
    expect(fresh.items.map((item) => item.id)).toEqual(['news-2', 'news-1']);
    expect(fresh.unread).toBe(2);

    const order = await placeOrder(me);
    // Placing it is the customer's own doing: nothing to tell.
    expect((await listOf(me)).unread).toBe(2);
    await setStatus(order.id, 'ACCEPTED');
    await setStatus(order.id, 'COOKING');
    // A payment alone leaves the status as it was: not a status change.
    await setStatus(order.id, 'COOKING', true);
    const theirs = await placeOrder(other);
    await setStatus(theirs.id, 'ACCEPTED');

    const list = await listOf(me);
    const orders = list.items.filter((item) => item.kind === 'ORDER');
    expect(orders.map((item) => item.kind === 'ORDER' && [item.orderId, item.status])).toEqual([
      [order.id, 'COOKING'],
      [order.id, 'ACCEPTED'],
    ]);
    expect(orders[0]).toMatchObject({ orderNumber: order.number, read: false });
    expect(list.unread).toBe(4);
    expect((await listOf(other)).items.filter((item) => item.kind === 'ORDER')).toHaveLength(1);
    // Another merchant's customer sees neither this merchant's news nor these orders.
    const elsewhere = await app.server.db.createSessionForTest(OTHER_SHOP, {}, app.clock.now());
    expect((await listOf(elsewhere, OTHER_SHOP)).items).toEqual([]);
  });

  it('marks one read for its owner only; ids of others, unknown and unpublished news are 404', async () => {
    const before = await listOf(me);
    const first = before.items.find((item) => item.kind === 'ORDER');
    if (!first) throw new Error('no order notification');
    const reply = await markRead(me, [first.id]);
    expect(reply.status).toBe(200);
    expect(UnreadCount.parse(reply.json).unread).toBe(before.unread - 1);
    const after = await listOf(me);
    expect(after.items.find((item) => item.id === first.id)?.read).toBe(true);

    // Someone else's status change: not theirs to mark, and nothing of the request is marked.
    const theirs = (await listOf(other)).items.find((item) => item.kind === 'ORDER');
    if (!theirs) throw new Error('no order notification');
    const stolen = await markRead(me, ['news-1', theirs.id]);
    expect(stolen.status).toBe(404);
    expect(stolen.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await listOf(other)).items.find((item) => item.id === theirs.id)?.read).toBe(false);
    expect((await listOf(me)).items.find((item) => item.id === 'news-1')?.read).toBe(false);
    expect((await markRead(me, ['news-3'])).status).toBe(404);
    expect((await markRead(me, ['news-99'])).status).toBe(404);
    expect((await markRead(me, ['order-x'])).status).toBe(400);
  });

  it("marks all of the customer's read, and nobody else's", async () => {
    const reply = await app.api(SHOP)('/notifications/v1/notifications/read-all', {
      token: me.token,
      method: 'POST',
    });
    expect(reply.status).toBe(200);
    expect(UnreadCount.parse(reply.json).unread).toBe(0);
    const mine = await listOf(me);
    expect(mine.unread).toBe(0);
    expect(mine.items.every((item) => item.read)).toBe(true);
    expect((await listOf(other)).unread).toBeGreaterThan(0);
  });
});

describe(`status changes in the Telegram bot chat (${testEngine})`, () => {
  it("records the bot's message to a Mini App customer for the four moments, once each, in their language", async () => {
    const mini = await app.server.db.createSessionForTest(SHOP, {}, app.clock.now());
    await app.server.db.users.setTelegramId(mini.user.id, 555_000_777, app.clock.now());
    await app.server.db.users.setLanguage(mini.user.id, 'uz', app.clock.now());
    const order = await placeOrder(mini);
    await setStatus(order.id, 'ACCEPTED');
    await setStatus(order.id, 'COOKING');
    await setStatus(order.id, 'COOKING', true);
    await setStatus(order.id, 'DONE');
    // Done already told: closing it says nothing more.
    await setStatus(order.id, 'CLOSED');
    // A web customer's order (no Telegram account) goes to no chat.
    const web = await placeOrder(me);
    await setStatus(web.id, 'ACCEPTED');
    const outcomes = await Promise.all([
      relay.handled(order.id, 'ACCEPTED'),
      relay.handled(order.id, 'COOKING'),
      relay.handled(order.id, 'DONE'),
      relay.handled(order.id, 'CLOSED'),
      relay.handled(web.id, 'ACCEPTED'),
    ]);
    expect(outcomes.map((outcome) => outcome.recorded)).toEqual([
      'recorded',
      undefined,
      'recorded',
      undefined,
      undefined,
    ]);

    const sent = (await new BotOutbox(app.server.db.kysely).list(SHOP)).filter(
      (message) => message.orderId === order.id || message.orderId === web.id,
    );
    // This app sends nothing (no TELEGRAM_API_URL, not production): the messages stay recorded.
    expect(sent.map(({ chatId, orderId, text, status }) => ({ chatId, orderId, text, status }))).toEqual([
      {
        chatId: '555000777',
        orderId: order.id,
        text: `Buyurtma №${order.number}: tasdiqlandi`,
        status: 'recorded',
      },
      {
        chatId: '555000777',
        orderId: order.id,
        text: `Buyurtma №${order.number}: bajarildi`,
        status: 'recorded',
      },
    ]);
    expect(app.server.botSender).toBeUndefined();
  });

  it('records nothing for a merchant without a bot', async () => {
    const dir = writeOrderTenant(root, 33, 'nobot', {
      'merchant.json': {
        $schema: '../../schemas/merchant.json',
        id: 33,
        sub: 'nobot',
        name: { ru: 'Без бота' },
        isActive: true,
        logo: 'nobot/logo.svg',
      },
    });
    const watch = relayWatch();
    const botless = await orderApp([dir], { devInbox: true, telegram: { onRelayed: watch.onRelayed } });
    try {
      const session = await botless.server.db.createSessionForTest(33, {}, botless.clock.now());
      await botless.server.db.users.setTelegramId(session.user.id, 555_000_888, botless.clock.now());
      const placed = await botless.api(33)('/orders/v1/orders', { token: session.token, body: pickupOrder });
      const order = Order.parse(placed.json);
      await botless.api(33)(`/dev/v1/orders/${order.id}/status`, {
        method: 'PUT',
        body: { status: 'ACCEPTED' },
      });
      expect((await watch.handled(order.id, 'ACCEPTED')).recorded).toBeUndefined();
      expect(await new BotOutbox(botless.server.db.kysely).list(33)).toEqual([]);
    } finally {
      await botless.server.close();
    }
  });
});
