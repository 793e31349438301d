import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardAdded, Order, SavedCard } from '../../../contract/index.ts';
import { PaymentProvidersFile } from '../../../contract/payment-providers.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { PaymeKeyStore } from '../payme/payme-keys.ts';
import { PAYING_LEASE_MS } from './card-payment.ts';
import { expectEvent } from '../../../../tests/support/server/payments/test-payments.ts';
import {
  cardApp,
  cardOrder,
  OTHER_TEST_CARD,
  paymeCredentials,
  SMS_CODE,
  TEST_CARD,
  writeCardTenant,
} from '../../../../tests/support/server/payments/cards/test-cards.ts';

const MERCHANT = 7;
const CARDS_OFF = 8;
let root: string;
let app: Awaited<ReturnType<typeof cardApp>>;

beforeAll(async () => {
  root = makeTempDir();
  app = await cardApp([
    writeCardTenant(root, MERCHANT, 'burger'),
    writeCardTenant(root, CARDS_OFF, 'cafe', {
      'settings-web.json': { cashActive: true, pickupActive: true },
      // A cash register of its own: Payme's calls back name the merchant by its key.
      'payment-providers.json': { payme: { ...paymeCredentials, key: 'cafe-payme-key' } },
    }),
  ]);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const call = (path: string, options: Parameters<ReturnType<typeof app.api>>[1] = {}) =>
  app.api(MERCHANT)(path, options);

async function customer(phone?: string): Promise<string> {
  const session = await app.server.db.createSessionForTest(MERCHANT, phone ? { phone } : {}, app.clock.now());
  return session.token;
}

async function addCard(token: string, card = TEST_CARD): Promise<CardAdded> {
  const reply = await call('/payments/v1/cards', { token, body: card });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return CardAdded.parse(reply.json);
}

async function savedCard(token: string, card = TEST_CARD): Promise<SavedCard> {
  const { card: added } = await addCard(token, card);
  const reply = await call(`/payments/v1/cards/${added.id}/verify`, { token, body: { code: SMS_CODE } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return SavedCard.parse(reply.json);
}

async function placeOrder(token: string, order: object = cardOrder): Promise<Order> {
  const reply = await call('/orders/v1/orders', { token, body: order });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}

const pay = (token: string, orderId: number, cardId: number) =>
  call(`/payments/v1/cards/pay/${orderId}`, { token, body: { cardId } });

const cardTransactions = async (orderId: number) =>
  (await app.server.db.payments.forOrder(MERCHANT, orderId)).filter((tx) => tx.provider === 'CARD');

/** Every row of every table, as text: what "stored" means. */
async function everythingStored(): Promise<string> {
  const tables = [
    'users',
    'sessions',
    'codes',
    'addresses',
    'orders',
    'order_events',
    'idempotency_keys',
    'rate_limits',
    'payment_transactions',
    'saved_cards',
  ];
  const dumps = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify((await sql`SELECT * FROM ${sql.table(table)}`.execute(app.server.db.kysely)).rows),
    ),
  );
  return dumps.join('\n');
}

/** The number in every way it could be written. */
const numberForms = (digits: string) => [
  digits,
  digits.replace(/(\d{4})(?=\d)/g, '$1 '),
  digits.slice(6, 12),
];

describe('saved cards', () => {
  it('add, confirm with the SMS code, list, pay a CARD order: the order is paid, the number kept nowhere', async () => {
    const token = await customer();
    const added = await addCard(token);
    // Payme's masked number and expiry, unconfirmed; the code went to the card holder's phone.
    expect(added.card).toMatchObject({ number: '860006******6311', expire: '03/99', isVerified: false });
    expect(added.code).toEqual({ phone: '99890*****11', resendIn: 60 });

    const verified = await call(`/payments/v1/cards/${added.card.id}/verify`, {
      token,
      body: { code: SMS_CODE },
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ ...added.card, isVerified: true });
    const list = await call('/payments/v1/cards', { token });
    expect(list.json).toEqual([{ ...added.card, isVerified: true }]);

    const order = await placeOrder(token);
    expect(order).toMatchObject({ paymentType: 'CARD', isPaid: false });
    let paid: Awaited<ReturnType<typeof pay>> | undefined;
    await expectEvent(
      app,
      async () => {
        paid = await pay(token, order.id, added.card.id);
      },
      { orderId: order.id, isPaid: true },
    );
    expect(paid?.status, JSON.stringify(paid?.json)).toBe(200);
    expect(Order.parse(paid?.json)).toMatchObject({ id: order.id, isPaid: true });
    const again = await call(`/orders/v1/orders/${order.id}`, { token });
    expect(again.json).toMatchObject({ isPaid: true });

    // One PERFORMED transaction of the order's amount, with Payme's receipt.
    const [tx, ...more] = await cardTransactions(order.id);
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ state: 'PERFORMED', amount: Math.round(order.totals!.totalPrice * 100) });
    expect(tx!.data.receiptId).toEqual(expect.any(String));
    // The receipt: the order's lines with their fiscal detail, adding up to the amount.
    const receipt = app.payme.state.receipts.at(-1)!;
    expect(receipt.amount).toBe(tx!.amount);
    expect(receipt.account).toEqual({ order_id: String(order.id) });
    expect(receipt.detail.items).toEqual([
      {
        title: 'Бургер (Обычный)',
        price: 3_000_000,
        count: 1,
        discount: 300_000,
        code: paymeCredentials.fiscal.mxikCode,
        package_code: paymeCredentials.fiscal.packageCode,
        vat_percent: 12,
      },
      {
        title: 'Картофель фри',
        price: 1_500_000,
        count: 2,
        code: paymeCredentials.fiscal.mxikCode,
        package_code: paymeCredentials.fiscal.packageCode,
        vat_percent: 12,
      },
    ]);
    // Payme's whole path: receipts.pay made Payme check, create and perform the receipt through the
    // merchant API, whose transaction (the receipt's id) and the card attempt are one payment.
    const viaMerchantApi = (await app.server.db.payments.forOrder(MERCHANT, order.id)).filter(
      (p) => p.provider === 'PAYME',
    );
    expect(viaMerchantApi).toEqual([
      expect.objectContaining({ providerTxId: tx!.data.receiptId, state: 'PERFORMED', amount: tx!.amount }),
    ]);

    // What the server keeps of the card: Payme's token, the masked number, the expiry, verified.
    const rows = await app.server.db.kysely.selectFrom('saved_cards').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ number: '860006******6311', expire: '03/99', token: expect.any(String) }),
    ]);
    expect(Number(rows[0]!.verified)).toBe(1);
    const stored = await everythingStored();
    const logged = app.log.lines.join('\n');
    for (const form of numberForms(TEST_CARD.number)) {
      expect(stored).not.toContain(form);
      expect(logged).not.toContain(form);
    }
    // The token stays on the server.
    expect(JSON.stringify([list.json, paid?.json])).not.toContain(rows[0]!.token);
  });

  it('refuses a wrong code (Payme -31103) in the customer’s terms; the card stays unconfirmed and cannot pay', async () => {
    const token = await customer();
    const { card } = await addCard(token);
    const wrong = await call(`/payments/v1/cards/${card.id}/verify`, { token, body: { code: '123456' } });
    expect(wrong.status).toBe(422);
    expect(wrong.code).toBe('CARD_CODE_WRONG');
    expect(wrong.json).toMatchObject({ description: { eng: 'Wrong code from the SMS' } });
    const order = await placeOrder(token);
    const refused = await pay(token, order.id, card.id);
    expect(refused.code).toBe('CARD_NOT_VERIFIED');
    // Three wrong codes spend the sent one; a new code (after Payme's wait) confirms the card.
    await call(`/payments/v1/cards/${card.id}/verify`, { token, body: { code: '123457' } });
    await call(`/payments/v1/cards/${card.id}/verify`, { token, body: { code: '123458' } });
    const locked = await call(`/payments/v1/cards/${card.id}/verify`, { token, body: { code: SMS_CODE } });
    expect(locked.code).toBe('CARD_CODE_ATTEMPTS');
    const early = await call(`/payments/v1/cards/${card.id}/code`, { token, method: 'POST' });
    expect(early.code).toBe('CARD_CODE_NOT_SENT');
    app.clock.advance(61);
    const resent = await call(`/payments/v1/cards/${card.id}/code`, { token, method: 'POST' });
    expect(resent.json).toEqual({ phone: '99890*****11', resendIn: 60 });
    const ok = await call(`/payments/v1/cards/${card.id}/verify`, { token, body: { code: SMS_CODE } });
    expect(ok.json).toMatchObject({ isVerified: true });
  });

  it('checks the number before Payme sees it, and never answers it back', async () => {
    const token = await customer();
    const luhn = await call('/payments/v1/cards', {
      token,
      body: { number: '8600069195406312', expire: '0399' },
    });
    expect(luhn.status).toBe(400);
    expect(JSON.stringify(luhn.json)).not.toContain('8600069195406312');
    // A number Payme's test environment does not know.
    const unknown = await call('/payments/v1/cards', {
      token,
      body: { number: '9860123456789015', expire: '0399' },
    });
    expect(unknown.code).toBe('CARD_NUMBER_INVALID');
    const expired = await call('/payments/v1/cards', { token, body: { ...TEST_CARD, expire: '0126' } });
    expect(expired.code).toBe('CARD_EXPIRED');
    expect((await call('/payments/v1/cards', { token })).json).toEqual([]);
  });

  it('saves a card once: the same card again is refused once confirmed, replaces itself before', async () => {
    const token = await customer();
    const first = await addCard(token, OTHER_TEST_CARD);
    const second = await addCard(token, OTHER_TEST_CARD);
    expect(second.card.id).toBe(first.card.id);
    await call(`/payments/v1/cards/${first.card.id}/verify`, { token, body: { code: SMS_CODE } });
    const third = await call('/payments/v1/cards', { token, body: OTHER_TEST_CARD });
    expect(third.code).toBe('CARD_ALREADY_SAVED');
    expect((await call('/payments/v1/cards', { token })).json).toHaveLength(1);
  });

  it('removes a card: at Payme and here', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const removed = await call(`/payments/v1/cards/${card.id}`, { token, method: 'DELETE' });
    expect(removed.json).toEqual({ ok: true });
    expect((await call('/payments/v1/cards', { token })).json).toEqual([]);
    const rows = await app.server.db.kysely
      .selectFrom('saved_cards')
      .where('id', '=', card.id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
    const gone = await call(`/payments/v1/cards/${card.id}`, { token, method: 'DELETE' });
    expect(gone.code).toBe('CARD_NOT_FOUND');
  });

  it('go with the account: deleting it asks Payme to forget the tokens and drops the rows', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const row = await app.server.db.kysely
      .selectFrom('saved_cards')
      .where('id', '=', card.id)
      .selectAll()
      .executeTakeFirstOrThrow();
    const deleted = await call('/users/v1/users', { token, method: 'DELETE' });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(
      await app.server.db.kysely.selectFrom('saved_cards').where('id', '=', card.id).selectAll().execute(),
    ).toEqual([]);
    const payme = app.payme.factory({
      ...paymeCredentials,
      checkoutUrl: 'https://checkout.paycom.uz/',
      subscribeApiUrl: 'https://checkout.paycom.uz/api',
      testMode: false,
    });
    await expect(payme.cardsCheck(row.token)).rejects.toMatchObject({ code: -31400 });
  });

  it('keeps one customer’s cards and orders from another', async () => {
    const alice = await customer('+998901110001');
    const bob = await customer('+998901110002');
    const card = await savedCard(alice);
    const aliceOrder = await placeOrder(alice);
    const bobOrder = await placeOrder(bob);
    expect((await call('/payments/v1/cards', { token: bob })).json).toEqual([]);
    expect((await pay(bob, bobOrder.id, card.id)).code).toBe('CARD_NOT_FOUND');
    expect((await pay(bob, aliceOrder.id, card.id)).code).toBe('ORDER_NOT_FOUND');
    expect(
      (await call(`/payments/v1/cards/${card.id}/verify`, { token: bob, body: { code: SMS_CODE } })).code,
    ).toBe('CARD_NOT_FOUND');
    expect((await call(`/payments/v1/cards/${card.id}`, { token: bob, method: 'DELETE' })).code).toBe(
      'CARD_NOT_FOUND',
    );
    expect(await cardTransactions(bobOrder.id)).toEqual([]);
    expect((await call('/payments/v1/cards', { token: alice })).json).toHaveLength(1);
  });

  it('a refused payment leaves the order unpaid with the reason; paying again works', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const order = await placeOrder(token);
    app.payme.state.mode = 'decline';
    const refused = await pay(token, order.id, card.id);
    expect(refused.status).toBe(422);
    expect(refused.code).toBe('CARD_INSUFFICIENT_FUNDS');
    expect((await call(`/orders/v1/orders/${order.id}`, { token })).json).toMatchObject({ isPaid: false });
    expect((await cardTransactions(order.id)).map((tx) => tx.state)).toEqual(['CANCELLED']);
    const paid = await pay(token, order.id, card.id);
    expect(paid.json).toMatchObject({ isPaid: true });
    expect((await cardTransactions(order.id)).map((tx) => tx.state)).toEqual(['CANCELLED', 'PERFORMED']);
    expect((await pay(token, order.id, card.id)).code).toBe('ORDER_ALREADY_PAID');
  });

  it('a payment whose answer was lost is found paid on the next call, never charged twice', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const order = await placeOrder(token);
    const receiptsBefore = app.payme.state.receipts.length;
    const paysBefore = app.payme.state.pays;
    app.payme.state.mode = 'lose-answer';
    const lost = await pay(token, order.id, card.id);
    expect(lost.status).toBe(503);
    expect(lost.code).toBe('CARD_PROVIDER_UNAVAILABLE');
    const again = await pay(token, order.id, card.id);
    expect(again.json).toMatchObject({ isPaid: true });
    expect(app.payme.state.receipts.length - receiptsBefore).toBe(1);
    expect(app.payme.state.pays - paysBefore).toBe(1);
  });

  it('a call that died while paying holds the attempt until its lease runs out, then the next one pays it', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const order = await placeOrder(token);
    // Its receipts.pay never reached Payme: the receipt waits to be paid.
    app.payme.state.mode = 'lose-request';
    expect((await pay(token, order.id, card.id)).status).toBe(503);
    const [open] = await cardTransactions(order.id);
    expect(open!.data.payingUntil).toBeNull();
    // As a call that stopped with the attempt in hand (its process ended) leaves it.
    await app.server.db.payments.mergeData(open!.id, { payingUntil: app.clock.now() + PAYING_LEASE_MS });
    expect((await pay(token, order.id, card.id)).code).toBe('PAYMENT_IN_PROGRESS');
    app.clock.advance(PAYING_LEASE_MS / 1000 + 1);
    expect((await pay(token, order.id, card.id)).json).toMatchObject({ isPaid: true });
    expect((await cardTransactions(order.id)).map((tx) => tx.state)).toEqual(['PERFORMED']);
  });

  it('two payments of one order at once charge the card once', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const order = await placeOrder(token);
    const receiptsBefore = app.payme.state.receipts.length;
    const replies = await Promise.all([pay(token, order.id, card.id), pay(token, order.id, card.id)]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.map((r) => r.code).filter(Boolean)).toEqual([
      expect.stringMatching(/^(PAYMENT_IN_PROGRESS|ORDER_ALREADY_PAID)$/),
    ]);
    expect(app.payme.state.receipts.length - receiptsBefore).toBe(1);
    expect((await cardTransactions(order.id)).map((tx) => tx.state)).toEqual(['PERFORMED']);
  });

  it('signs receipts with the cash register key Payme’s ChangePassword last set', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const order = await placeOrder(token);
    const fixture = PaymentProvidersFile.parse({ payme: paymeCredentials }).payme!;
    await new PaymeKeyStore(app.server.db.kysely).change(
      MERCHANT,
      fixture,
      'key',
      'changed-key',
      app.clock.now(),
    );
    expect((await pay(token, order.id, card.id)).json).toMatchObject({ isPaid: true });
    expect(app.payme.state.keys.at(-1)).toBe('changed-key');
  });

  it('pays only CARD orders, and only where the merchant offers saved cards', async () => {
    const token = await customer();
    const card = await savedCard(token);
    const cash = await placeOrder(token, { ...cardOrder, paymentType: 'CASH' });
    expect((await pay(token, cash.id, card.id)).code).toBe('PAYMENT_NOT_CARD');
    const cafe = await app.server.db.createSessionForTest(CARDS_OFF, {}, app.clock.now());
    const cafeApi = app.api(CARDS_OFF);
    expect((await cafeApi('/payments/v1/cards', { token: cafe.token })).code).toBe('CARDS_NOT_OFFERED');
    const refused = await cafeApi('/orders/v1/orders', { token: cafe.token, body: cardOrder });
    expect(refused.code).toBe('PAYMENT_TYPE_NOT_ALLOWED');
  });
});
