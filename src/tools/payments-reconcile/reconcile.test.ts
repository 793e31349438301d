import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../server/payments/payment-store.ts';
import { reconcile, type PaymeStatement, type ReconcileOrder, type StatementLine } from './reconcile.ts';

const M = 7;
const PRICE = 5_700_000;

const order = (id: number, fields: Partial<ReconcileOrder> = {}): ReconcileOrder => ({
  id,
  merchantId: M,
  paymentType: 'PAYME',
  isPaid: false,
  payable: PRICE,
  ...fields,
});

let nextId = 1;
const tx = (orderId: number, fields: Partial<PaymentTransaction> = {}): PaymentTransaction => {
  const id = nextId++;
  return {
    id,
    merchantId: M,
    orderId,
    provider: 'PAYME',
    providerTxId: `tx-${id}`,
    amount: PRICE,
    state: 'PERFORMED',
    reason: null,
    providerTime: 1_000,
    createdAt: 1_000,
    performedAt: 1_100,
    cancelledAt: null,
    data: {},
    ...fields,
  };
};

const kinds = (found: ReturnType<typeof reconcile>) => found.map((m) => m.kind);

describe('reconcile: stored transactions against the orders', () => {
  it('a clean period has no mismatch: paid with one payment of its amount, unpaid with none, free, cash', () => {
    const paidPayme = order(1, { isPaid: true });
    const paidClickApp = order(2, { paymentType: 'CLICK_MINI_APP', isPaid: true });
    const waiting = order(3, { paymentType: 'UZUM' });
    const covered = order(4, { isPaid: true, payable: 0 });
    const cash = order(5, { paymentType: 'CASH', isPaid: true });
    const refunded = order(6, { paymentType: 'CARD' });
    const transactions = [
      tx(1),
      tx(1, { state: 'CANCELLED' }),
      tx(2, { provider: 'CLICK' }),
      tx(3, { provider: 'UZUM', state: 'CREATED' }),
      tx(6, { provider: 'CARD', state: 'REFUNDED' }),
    ];
    expect(
      reconcile({ orders: [paidPayme, paidClickApp, waiting, covered, cash, refunded], transactions }),
    ).toEqual([]);
  });

  it('paid there, unpaid here: a PERFORMED transaction of an unpaid order, or of no order at all', () => {
    const paid = tx(10, { provider: 'CLICK', providerTxId: '8000000001' });
    const orphan = tx(99, { provider: 'UZUM', providerTxId: 'uzum-1' });
    const found = reconcile({ orders: [order(10, { paymentType: 'CLICK' })], transactions: [paid, orphan] });
    expect(found).toEqual([
      {
        kind: 'paid-there-unpaid-here',
        merchantId: M,
        provider: 'CLICK',
        orderId: 10,
        transactions: ['8000000001'],
        here: 'order unpaid',
        there: 'PERFORMED',
        amountHere: PRICE,
        amountThere: PRICE,
      },
      expect.objectContaining({
        kind: 'paid-there-unpaid-here',
        orderId: 99,
        here: 'no such order',
        amountHere: null,
      }),
    ]);
  });

  it("an order of another merchant is not the transaction's order", () => {
    const found = reconcile({
      orders: [order(11, { merchantId: M + 1, isPaid: true })],
      transactions: [tx(11)],
    });
    expect(kinds(found)).toEqual(['paid-there-unpaid-here', 'paid-here-not-there']);
    expect(found[0]).toMatchObject({ merchantId: M, here: 'no such order' });
    expect(found[1]).toMatchObject({ merchantId: M + 1, there: 'no transaction' });
  });

  it('paid here, no payment there: an online order marked paid without a PERFORMED transaction of its provider', () => {
    const found = reconcile({
      orders: [
        order(20, { isPaid: true }),
        order(21, { paymentType: 'UZUM', isPaid: true }),
        order(22, { paymentType: 'CLICK', isPaid: true }),
      ],
      transactions: [
        tx(21, { provider: 'UZUM', state: 'CANCELLED', providerTxId: 'u-21' }),
        tx(22, { provider: 'PAYME', state: 'PERFORMED', providerTxId: 'p-22' }),
      ],
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'paid-here-not-there',
        orderId: 20,
        provider: 'PAYME',
        transactions: [],
        there: 'no transaction',
        amountHere: PRICE,
        amountThere: null,
      }),
      expect.objectContaining({
        kind: 'paid-here-not-there',
        orderId: 21,
        provider: 'UZUM',
        transactions: ['u-21'],
        there: 'CANCELLED',
      }),
      // Paid, but by Payme: Click, whose order it is, has no payment.
      expect.objectContaining({
        kind: 'paid-here-not-there',
        orderId: 22,
        provider: 'CLICK',
        there: 'no transaction',
      }),
    ]);
  });

  it("amount differs: a PERFORMED transaction that is not the order's payable amount", () => {
    const found = reconcile({
      orders: [order(30, { isPaid: true, payable: 5_700_050 })],
      transactions: [tx(30, { amount: 5_700_000, providerTxId: 'p-30' })],
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'amount-differs',
        orderId: 30,
        transactions: ['p-30'],
        here: 'order paid',
        amountHere: 5_700_050,
        amountThere: 5_700_000,
      }),
    ]);
  });

  it('paid twice: more than one PERFORMED transaction of one order, whatever their providers', () => {
    const found = reconcile({
      orders: [order(40, { isPaid: true })],
      transactions: [tx(40, { providerTxId: 'p-40' }), tx(40, { provider: 'CARD', providerTxId: '40:1' })],
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'paid-twice',
        orderId: 40,
        provider: 'PAYME',
        transactions: ['p-40', '40:1'],
        there: 'PAYME PERFORMED, CARD PERFORMED',
        amountThere: 2 * PRICE,
      }),
    ]);
  });

  it('refunded, order still paid: a REFUNDED transaction and no other payment of the order', () => {
    const found = reconcile({
      orders: [order(50, { isPaid: true }), order(51, { isPaid: true })],
      transactions: [
        tx(50, { state: 'REFUNDED', providerTxId: 'p-50' }),
        // Refunded, then paid again: the order is rightly paid.
        tx(51, { state: 'REFUNDED' }),
        tx(51),
      ],
    });
    expect(kinds(found)).toEqual(['paid-here-not-there', 'refunded-still-paid']);
    expect(found[1]).toMatchObject({
      orderId: 50,
      transactions: ['p-50'],
      here: 'order paid',
      there: 'REFUNDED',
    });
  });

  it('lists by merchant, then order, then kind', () => {
    const found = reconcile({
      orders: [order(61, { merchantId: 9 }), order(60, { isPaid: true, payable: 1 })],
      transactions: [tx(61, { merchantId: 9 }), tx(60, { amount: 2 }), tx(60, { amount: 1 })],
    });
    expect(found.map((m) => [m.merchantId, m.orderId, m.kind])).toEqual([
      [M, 60, 'amount-differs'],
      [M, 60, 'paid-twice'],
      [9, 61, 'paid-there-unpaid-here'],
    ]);
  });
});

describe("reconcile: Payme's statement against the stored Payme transactions", () => {
  const line = (id: string, fields: Partial<StatementLine> = {}): StatementLine => ({
    id,
    time: 1_000,
    amount: PRICE,
    state: 2,
    orderId: 70,
    ...fields,
  });
  const statement = (lines: StatementLine[]): PaymeStatement => ({
    merchantId: M,
    from: 500,
    to: 2_000,
    lines,
  });

  it('agrees with what is stored: no mismatch', () => {
    const stored = [tx(70, { providerTxId: 'a' }), tx(70, { providerTxId: 'b', state: 'CANCELLED' })];
    const lines = [line('a'), line('b', { state: -1 })];
    expect(
      reconcile({
        orders: [order(70, { isPaid: true })],
        transactions: stored,
        paymeStatement: statement(lines),
      }),
    ).toEqual([]);
  });

  it('a transaction in the statement and not here', () => {
    const found = reconcile({
      orders: [order(71)],
      transactions: [],
      paymeStatement: statement([line('c', { orderId: 71 }), line('d', { orderId: undefined, state: 1 })]),
    });
    expect(found).toEqual([
      {
        kind: 'statement-not-stored',
        merchantId: M,
        provider: 'PAYME',
        orderId: 71,
        transactions: ['c'],
        here: 'not stored; order unpaid',
        there: '2 (PERFORMED)',
        amountHere: PRICE,
        amountThere: PRICE,
      },
      expect.objectContaining({
        kind: 'statement-not-stored',
        orderId: null,
        there: '1 (CREATED)',
        amountHere: null,
      }),
    ]);
  });

  it('states and amounts that differ', () => {
    const found = reconcile({
      orders: [order(72)],
      transactions: [tx(72, { providerTxId: 'e', state: 'CREATED', amount: PRICE })],
      paymeStatement: statement([line('e', { orderId: 72, state: 2, amount: PRICE + 100 })]),
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'statement-state-differs',
        orderId: 72,
        here: 'CREATED',
        there: '2 (PERFORMED)',
      }),
      expect.objectContaining({
        kind: 'statement-amount-differs',
        orderId: 72,
        amountHere: PRICE,
        amountThere: PRICE + 100,
      }),
    ]);
  });

  it("a stored transaction of the statement's period missing from it; outside the period it is not expected", () => {
    const found = reconcile({
      orders: [order(73, { isPaid: true }), order(74, { isPaid: true })],
      transactions: [
        tx(73, { providerTxId: 'f', providerTime: 1_500 }),
        tx(74, { providerTxId: 'g', providerTime: 2_500 }),
        // Another merchant's cash register: not in this statement either way.
        tx(75, { providerTxId: 'h', merchantId: M + 1, state: 'CANCELLED' }),
      ],
      paymeStatement: statement([]),
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'stored-not-in-statement',
        orderId: 73,
        transactions: ['f'],
        here: 'PERFORMED',
        there: 'not in the statement',
      }),
    ]);
  });
});

describe('reconcile: what is not a mismatch', () => {
  it('leaves out Payme test-environment payments: they never touch an order', () => {
    expect(reconcile({ orders: [order(90)], transactions: [tx(90, { provider: 'PAYME_TEST' })] })).toEqual(
      [],
    );
  });

  it('counts a saved card’s receipt once, though both of Payme’s APIs recorded it', () => {
    const card = order(91, { paymentType: 'CARD', isPaid: true });
    const receipt = tx(91, { provider: 'PAYME', providerTxId: 'receipt-91' });
    const attempt = tx(91, { provider: 'CARD', providerTxId: '91:1', data: { receiptId: 'receipt-91' } });
    expect(reconcile({ orders: [card], transactions: [attempt, receipt] })).toEqual([]);
    // The card flow's answer was lost: its attempt is still open, Payme's merchant API paid the order.
    const open = { ...attempt, state: 'CREATED' as const };
    expect(reconcile({ orders: [card], transactions: [open, receipt] })).toEqual([]);
    // A second receipt paid is a second payment.
    const another = tx(91, { provider: 'CARD', providerTxId: '91:2', data: { receiptId: 'receipt-91b' } });
    expect(kinds(reconcile({ orders: [card], transactions: [attempt, receipt, another] }))).toEqual([
      'paid-twice',
    ]);
  });
});
