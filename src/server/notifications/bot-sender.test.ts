/**
 * The bot sender against the local fake Bot API (dev/fake-gateways/fake-telegram.ts), on the test run's engine:
 * Mini App customers get one message per moment in their language; Telegram's 429, 5xx, 403 and 401
 * are handled as documented; instances on one database send a row once; a restart picks up what was
 * left. The clock is the test's and no timer fires by itself: a test moves the clock and wakes the
 * sender, then waits for it to be idle. Nothing leaves this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, type OrderStatus } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import {
  apiCaller,
  capturingLogger,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import { pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { openDatabase } from '../database.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { startFakeTelegram, type FakeTelegram } from '../dev/fake-gateways/fake-telegram.ts';
import { isLoopback, loopbackOnlyFetch } from '../../../tests/support/server/telegram/test-loopback.ts';
import { signInitData } from '../telegram/telegram-init-data.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  testSecrets,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { BotDeliveryStore } from './bot-delivery-store.ts';
import { BotOutbox, type BotMessageState } from './bot-outbox.ts';
import { DEFAULT_SEND_POLICY } from './bot-sender.ts';
import { manualScheduler, relayWatch } from '../../../tests/support/server/notifications/test-bot.ts';

const SHOP = 41;
/** A merchant whose bot token Telegram does not know (revoked, mistyped). */
const WRONG_TOKEN_SHOP = 42;
const WRONG_TOKEN = '654321:WRONGwrongWRONGwrongWRONGwrong';
const TOKEN = testSecrets.telegramBotToken;
/** The shop's operator, who accepts orders in the console. */
const SHOP_OPERATOR = '+998970000071';

let root: string;
let tenantDirs: string[];
let telegram: FakeTelegram;
const guarded = loopbackOnlyFetch();
const log = capturingLogger();

beforeAll(async () => {
  root = makeTempDir();
  telegram = await startFakeTelegram({ tokens: [TOKEN] });
  tenantDirs = [
    writeOrderTenant(root, SHOP, 'shop', {
      'staff.json': { items: [{ phone: SHOP_OPERATOR, name: 'Counter', role: 'OPERATOR' }] },
    }),
    writeOrderTenant(root, WRONG_TOKEN_SHOP, 'wrongbot', {
      'merchant.json': {
        ...tenantFiles(WRONG_TOKEN_SHOP, 'wrongbot')['merchant.json']!,
        telegramBotToken: WRONG_TOKEN,
      },
    }),
  ];
});
afterAll(async () => {
  await telegram.stop();
  removeDir(root);
});

/** An app that sends to the fake, with its own clock, timers that wait for the test, and a relay watch. */
async function botApp(options: { db?: StorefrontDb; clock?: ReturnType<typeof testClock> } = {}) {
  const clock = options.clock ?? testClock();
  const relay = relayWatch();
  const schedule = manualScheduler();
  const server: StorefrontApp = await featureApp({
    tenantDirs,
    now: clock.now,
    devInbox: true,
    log,
    ...(options.db ? { db: options.db } : {}),
    telegram: { apiUrl: telegram.url, fetch: guarded, schedule, onRelayed: relay.onRelayed },
  });
  const sender = server.botSender;
  if (!sender) throw new Error('the app sends nothing');
  const api = (merchant: number) => apiCaller(server.app, merchant);
  return {
    server,
    clock,
    relay,
    schedule,
    sender,
    /** Wakes the sender (as its timer would) and waits until it is done. */
    tick: async (seconds = 0) => {
      clock.advance(seconds);
      sender.wake();
      await sender.idle();
    },
    /** Moves the order along (as the merchant does) and waits for the relay and the sender. */
    move: async (merchant: number, order: Order, status: OrderStatus, seconds = 60) => {
      clock.advance(seconds);
      const reply = await api(merchant)(`/dev/v1/orders/${order.id}/status`, {
        method: 'PUT',
        body: { status },
      });
      expect(reply.status).toBe(200);
      const outcome = await relay.handled(order.id, status);
      await sender.idle();
      return outcome;
    },
    place: async (merchant: number, session: Session) => {
      const reply = await api(merchant)('/orders/v1/orders', { token: session.token, body: pickupOrder });
      expect(reply.status).toBe(200);
      return Order.parse(reply.json);
    },
    /** A customer who signed in in the Mini App: a Telegram id, and a language the bot knows. */
    miniCustomer: async (merchant: number, telegramId: number, language: string) => {
      const session = await server.db.createSessionForTest(merchant, {}, clock.now());
      await server.db.users.setTelegramId(session.user.id, telegramId, clock.now());
      await server.db.users.setLanguage(session.user.id, language, clock.now());
      return session;
    },
    messagesOf: async (merchant: number, order: Order): Promise<BotMessageState[]> =>
      (await new BotOutbox(server.db.kysely).list(merchant)).filter((m) => m.orderId === order.id),
  };
}

type BotApp = Awaited<ReturnType<typeof botApp>>;
const toChat = (chatId: number) => telegram.messages.filter((m) => m.chatId === String(chatId));
let chats = 881_000_000;

describe(`the bot sender (${testEngine})`, () => {
  let app: BotApp;
  beforeAll(async () => {
    app = await botApp();
  });
  afterAll(async () => {
    await app.server.close();
  });

  it("sends one message per moment of a Mini App customer's order, in the customer's language", async () => {
    const chat = ++chats;
    const customer = await app.miniCustomer(SHOP, chat, 'eng');
    const order = await app.place(SHOP, customer);
    for (const status of ['ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED', 'CLOSED'] as const)
      await app.move(SHOP, order, status);
    expect(toChat(chat).map((m) => m.text)).toEqual([
      `Order #${order.number}: confirmed`,
      `Order #${order.number}: on its way`,
      `Order #${order.number}: delivered`,
    ]);
    const rows = await app.messagesOf(SHOP, order);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(rows.map((row) => row.telegramMessageId)).toEqual(toChat(chat).map((m) => m.messageId));

    // Another customer, in Uzbek: the merchant accepts, then cancels.
    const uzChat = ++chats;
    const other = await app.place(SHOP, await app.miniCustomer(SHOP, uzChat, 'uz'));
    await app.move(SHOP, other, 'ACCEPTED');
    await app.move(SHOP, other, 'CANCELED');
    expect(toChat(uzChat).map((m) => m.text)).toEqual([
      `Buyurtma №${other.number}: tasdiqlandi`,
      `Buyurtma №${other.number}: bekor qilindi`,
    ]);
  });

  it("an order accepted in the merchant's console arrives as one bot message in the customer's language", async () => {
    const chat = ++chats;
    const order = await app.place(SHOP, await app.miniCustomer(SHOP, chat, 'uz'));
    const api = apiCaller(app.server.app, SHOP);
    expect((await api('/console/v1/auth/code', { body: { phone: SHOP_OPERATOR } })).status).toBe(200);
    const login = await api('/console/v1/auth/login', {
      body: { phone: SHOP_OPERATOR, code: lastCode(log.lines, SHOP_OPERATOR) },
    });
    const { token } = login.json as { token: string };
    const accepted = await api(`/console/v1/orders/${order.id}/accept`, { token, body: { minutes: 20 } });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    await app.relay.handled(order.id, 'ACCEPTED');
    await app.sender.idle();
    expect(toChat(chat).map((m) => m.text)).toEqual([`Buyurtma №${order.number}: tasdiqlandi`]);
  });

  it('retries a 5xx after 3, then 6 seconds, and then it goes', async () => {
    const chat = ++chats;
    const order = await app.place(SHOP, await app.miniCustomer(SHOP, chat, 'ru'));
    telegram.failNext(502, 2);
    await app.move(SHOP, order, 'ACCEPTED');
    const [first] = await app.messagesOf(SHOP, order);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '502 Bad Gateway' });
    // The sender set its timer for the retry.
    expect(app.schedule.delays.at(-1)).toBe(3_000);

    await app.tick(2.9);
    expect((await app.messagesOf(SHOP, order))[0]?.attempts).toBe(1);
    await app.tick(0.1);
    expect((await app.messagesOf(SHOP, order))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(app.schedule.delays.at(-1)).toBe(6_000);
    await app.tick(6);
    expect((await app.messagesOf(SHOP, order))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    expect(toChat(chat).map((m) => m.text)).toEqual([`Заказ №${order.number}: подтверждён`]);
  });

  it('gives up after the last try and says so in the log', async () => {
    const chat = ++chats;
    const order = await app.place(SHOP, await app.miniCustomer(SHOP, chat, 'ru'));
    telegram.failNext(503, DEFAULT_SEND_POLICY.maxAttempts);
    await app.move(SHOP, order, 'ACCEPTED');
    for (let i = 1; i < DEFAULT_SEND_POLICY.maxAttempts; i++)
      await app.tick(DEFAULT_SEND_POLICY.backoffCapMs / 1000);
    expect((await app.messagesOf(SHOP, order))[0]).toMatchObject({
      status: 'failed',
      attempts: DEFAULT_SEND_POLICY.maxAttempts,
      lastError: '503 Service Unavailable',
    });
    expect(log.lines.some((line) => line.includes(`order ${order.id},`) && line.includes('given up'))).toBe(
      true,
    );
    await app.tick(DEFAULT_SEND_POLICY.backoffCapMs / 1000);
    expect(toChat(chat)).toEqual([]);
  });

  it("waits a 429's retry_after before the bot's next call, to any chat", async () => {
    const chat = ++chats;
    const otherChat = ++chats;
    const order = await app.place(SHOP, await app.miniCustomer(SHOP, chat, 'ru'));
    const other = await app.place(SHOP, await app.miniCustomer(SHOP, otherChat, 'ru'));
    telegram.rateLimit(30);
    const calls = telegram.requests.length;
    await app.move(SHOP, order, 'ACCEPTED');
    expect(telegram.requests.length).toBe(calls + 1);
    expect((await app.messagesOf(SHOP, order))[0]).toMatchObject({
      status: 'pending',
      lastError: '429 Too Many Requests: retry after 30',
    });
    expect(app.schedule.delays.at(-1)).toBe(30_000);

    // Another customer's news waits too: the whole bot was told to wait, and the timer says when.
    await app.move(SHOP, other, 'ACCEPTED', 10);
    expect(app.schedule.delays.at(-1)).toBe(20_000);
    await app.tick(19.9);
    expect(telegram.requests.length).toBe(calls + 1);
    await app.tick(0.1);
    expect(telegram.requests.length).toBe(calls + 3);
    expect(toChat(chat)).toHaveLength(1);
    expect(toChat(otherChat)).toHaveLength(1);
  });

  it('stops writing to a chat that blocked the bot', async () => {
    const chat = ++chats;
    const order = await app.place(SHOP, await app.miniCustomer(SHOP, chat, 'ru'));
    telegram.block(chat);
    const calls = telegram.requests.length;
    await app.move(SHOP, order, 'ACCEPTED');
    expect(telegram.requests.length).toBe(calls + 1);
    expect((await app.messagesOf(SHOP, order))[0]).toMatchObject({
      status: 'blocked',
      lastError: '403 Forbidden: bot was blocked by the user',
    });

    // The next news is recorded as blocked and never tried, however long one waits.
    expect((await app.move(SHOP, order, 'DONE')).recorded).toBe('blocked');
    await app.tick(3600);
    expect(telegram.requests.length).toBe(calls + 1);
    expect((await app.messagesOf(SHOP, order)).map((m) => m.status)).toEqual(['blocked', 'blocked']);
    // Another merchant's bot is another chat: its block is its own.
    const blocked = await app.server.db.kysely.selectFrom('bot_blocked_chats').selectAll().execute();
    expect(blocked.filter((row) => row.chat_id === String(chat)).map((row) => row.merchant_id)).toEqual([
      SHOP,
    ]);
  });

  it('writes to a chat that blocked the bot again once the customer signs in in the Mini App again', async () => {
    const chat = ++chats;
    const customer = await app.miniCustomer(SHOP, chat, 'ru');
    const order = await app.place(SHOP, customer);
    telegram.block(chat);
    await app.move(SHOP, order, 'ACCEPTED');
    expect((await app.move(SHOP, order, 'CANCELED')).recorded).toBe('blocked');

    // The customer unblocks the bot and opens the Mini App: the storefront signs in with init data.
    telegram.unblock(chat);
    const initData = signInitData(
      {
        user: JSON.stringify({ id: chat, first_name: 'Aziz' }),
        auth_date: String(Math.floor(app.clock.now() / 1000)),
      },
      TOKEN,
    );
    const signedIn = await apiCaller(app.server.app, SHOP)('/webbot/v1/users/token', { body: { initData } });
    expect(signedIn.status).toBe(200);
    // What was stopped stays stopped; the next news goes.
    const next = await app.place(SHOP, customer);
    expect((await app.move(SHOP, next, 'ACCEPTED')).recorded).toBe('pending');
    expect(toChat(chat).map((m) => m.text)).toEqual([`Заказ №${next.number}: подтверждён`]);
    expect((await app.messagesOf(SHOP, order)).map((m) => m.status)).toEqual(['blocked', 'blocked']);
  });

  it('a token Telegram does not know fails the message and tells the operator, never the token', async () => {
    const chat = ++chats;
    const order = await app.place(WRONG_TOKEN_SHOP, await app.miniCustomer(WRONG_TOKEN_SHOP, chat, 'ru'));
    await app.move(WRONG_TOKEN_SHOP, order, 'ACCEPTED');
    expect((await app.messagesOf(WRONG_TOKEN_SHOP, order))[0]).toMatchObject({
      status: 'failed',
      lastError: '401 Unauthorized',
    });
    const line = log.lines.find((l) => l.includes(`order ${order.id},`) && l.includes('401'));
    expect(line).toContain('merchant wrongbot (42)');
    expect(line).toContain('telegramBotToken');
    await app.tick(3600);
    expect(toChat(chat)).toEqual([]);
    // Nor does any message row, or the development list of them.
    const listed = await apiCaller(app.server.app, WRONG_TOKEN_SHOP)('/dev/v1/bot-messages');
    const rows = await app.server.db.kysely.selectFrom('bot_messages').selectAll().execute();
    for (const text of [JSON.stringify(listed.json), JSON.stringify(rows)]) {
      expect(text).not.toContain(WRONG_TOKEN);
      expect(text).not.toContain(TOKEN);
    }
  });
});

describe(`two instances on one database (${testEngine})`, () => {
  /** Two apps on one database, as two machines on one PostgreSQL (each with its own connections). */
  async function twoApps() {
    const target = await testDatabase();
    const shared = testEngine === 'postgres' ? undefined : await openDatabase(target);
    const dbA = shared ?? (await openDatabase(target));
    const dbB = shared ?? (await openDatabase(target));
    const clock = testClock();
    const a = await botApp({ db: dbA, clock });
    const b = await botApp({ db: dbB, clock });
    return {
      a,
      b,
      close: async () => {
        await a.server.close();
        await b.server.close();
        await dbA.close();
        await dbB.close();
      },
    };
  }

  it('send a message once, though both record it and both senders look', async () => {
    const { a, b, close } = await twoApps();
    try {
      const chat = ++chats;
      const order = await a.place(SHOP, await a.miniCustomer(SHOP, chat, 'ru'));
      await b.move(SHOP, order, 'ACCEPTED');
      await a.relay.handled(order.id, 'ACCEPTED');
      await Promise.all([a.tick(), b.tick()]);
      expect(toChat(chat).map((m) => m.text)).toEqual([`Заказ №${order.number}: подтверждён`]);
    } finally {
      await close();
    }
  });

  it('of two instances that read one due row, one takes it', async () => {
    const { a, b, close } = await twoApps();
    try {
      await a.sender.stop();
      await b.sender.stop();
      const chat = ++chats;
      const order = await a.place(SHOP, await a.miniCustomer(SHOP, chat, 'ru'));
      await a.move(SHOP, order, 'ACCEPTED');
      const storeA = new BotDeliveryStore(a.server.db.kysely);
      const storeB = new BotDeliveryStore(b.server.db.kysely);
      const now = a.clock.now();
      const [dueA] = await storeA.due(now, 10);
      const [dueB] = await storeB.due(now, 10);
      if (!dueA || !dueB) throw new Error('nothing due');
      expect(dueA.id).toBe(dueB.id);
      const claims = await Promise.all([storeA.claim(dueA, now, 60_000), storeB.claim(dueB, now, 60_000)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(toChat(chat)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe(`a restart (${testEngine})`, () => {
  it('resumes a message left pending, and one whose instance died mid-call once its lease ran out', async () => {
    const db = await openDatabase(await testDatabase());
    const clock = testClock();
    try {
      const first = await botApp({ db, clock });
      const retried = ++chats;
      const orphaned = ++chats;
      const pendingOrder = await first.place(SHOP, await first.miniCustomer(SHOP, retried, 'ru'));
      const orphanOrder = await first.place(SHOP, await first.miniCustomer(SHOP, orphaned, 'ru'));
      telegram.failNext(502);
      await first.move(SHOP, pendingOrder, 'ACCEPTED');
      // An instance takes the other message and dies before Telegram answers: its lease holds it.
      await first.sender.stop();
      await first.move(SHOP, orphanOrder, 'ACCEPTED', 1);
      const store = new BotDeliveryStore(db.kysely);
      const [due] = await store.due(clock.now(), 10);
      if (!due || due.orderId !== orphanOrder.id) throw new Error('expected the orphan to be due');
      expect(await store.claim(due, clock.now(), DEFAULT_SEND_POLICY.leaseMs)).toBeDefined();
      await first.server.close();
      expect(toChat(retried)).toEqual([]);

      // A new instance, 3 s on: the retry is due, the lease is not run out yet.
      clock.advance(3);
      const second = await botApp({ db, clock });
      await second.sender.idle();
      expect(toChat(retried)).toHaveLength(1);
      expect(toChat(orphaned)).toEqual([]);
      await second.tick(DEFAULT_SEND_POLICY.leaseMs / 1000);
      expect(toChat(orphaned).map((m) => m.text)).toEqual([`Заказ №${orphanOrder.number}: подтверждён`]);
      expect((await second.messagesOf(SHOP, orphanOrder))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      await second.server.close();
    } finally {
      await db.close();
    }
  });
});

describe('what left the server', () => {
  it('every Bot API call went to this machine, and no token reached a log or a message row', async () => {
    expect(guarded.urls.length).toBeGreaterThan(10);
    for (const url of guarded.urls) expect(isLoopback(url.hostname), url.host).toBe(true);
    for (const request of telegram.requests) expect(isLoopback(request.peer), request.peer).toBe(true);
    for (const token of [TOKEN, WRONG_TOKEN]) {
      for (const line of log.lines) expect(line).not.toContain(token);
      for (const message of telegram.messages) expect(message.text).not.toContain(token);
    }
  });
});
