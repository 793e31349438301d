/**
 * The comparison behind `npm run payments:reconcile`: a period's orders against the payment
 * transactions the providers' callbacks stored (and, for Payme, against Payme's own statement), as
 * plain data in and a list of mismatches out. No database, no file, no clock: run.ts gathers the
 * data, format-text.ts prints the result.
 *
 * What counts as a mismatch (amounts in tiyin):
 * - paid-there-unpaid-here: a PERFORMED transaction (the provider took the money) whose order is not
 *   paid here, or does not exist;
 * - paid-here-not-there: an order marked paid, with an online payment type and something to pay,
 *   whose provider has no PERFORMED transaction for it;
 * - amount-differs: a PERFORMED transaction whose amount is not the order's payable amount;
 * - paid-twice: an order with more than one PERFORMED transaction;
 * - refunded-still-paid: a REFUNDED transaction whose order still shows paid, with no other payment;
 * - with Payme's statement: statement-not-stored (Payme has a transaction this server does not),
 *   stored-not-in-statement (the other way round, for the period the statement covers),
 *   statement-state-differs and statement-amount-differs.
 */
import type { PaymentType } from '../../contract/index.ts';
import { PAYME_STATE } from '../../server/payments/payme/payme-protocol.ts';
import {
  sameReceipt,
  TEST_PROVIDERS,
  type PaymentProvider,
  type PaymentState,
  type PaymentTransaction,
} from '../../server/payments/payment-store.ts';

/** An order as the comparison needs it. */
export interface ReconcileOrder {
  id: number;
  merchantId: number;
  paymentType: string;
  isPaid: boolean;
  /** What the customer pays online, in tiyin (payableTiyin). */
  payable: number;
}

export type PaymeState = 1 | 2 | -1 | -2;

/** A transaction of Payme's GetStatement answer (payme-statement.ts reads the file). */
export interface StatementLine {
  /** Payme's transaction id. */
  id: string;
  /** Payme's time of the transaction, epoch ms. */
  time: number;
  /** Tiyin. */
  amount: number;
  state: PaymeState;
  /** The order its account names, when it names one. */
  orderId: number | undefined;
}

/** Payme's statement of one merchant's cash register, for the period [from, to]. */
export interface PaymeStatement {
  merchantId: number;
  from: number;
  to: number;
  lines: readonly StatementLine[];
}

export interface ReconcileInput {
  orders: readonly ReconcileOrder[];
  /** The stored transactions of those orders (any time), and of the period. */
  transactions: readonly PaymentTransaction[];
  paymeStatement?: PaymeStatement;
}

export const MISMATCH_KINDS = [
  'paid-there-unpaid-here',
  'paid-here-not-there',
  'amount-differs',
  'paid-twice',
  'refunded-still-paid',
  'statement-not-stored',
  'stored-not-in-statement',
  'statement-state-differs',
  'statement-amount-differs',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export interface Mismatch {
  kind: MismatchKind;
  merchantId: number;
  provider: PaymentProvider;
  /** The order concerned; null when none is known. */
  orderId: number | null;
  /** The provider's transaction ids concerned (none for an order paid without one). */
  transactions: string[];
  /** This server's side: the order's paid flag, or the stored transaction's state. */
  here: string;
  /** The provider's side: its transaction's state, as stored from its callbacks or in its statement. */
  there: string;
  /** What this server expects, in tiyin (the order's payable amount, or the stored amount). */
  amountHere: number | null;
  /** What the provider holds, in tiyin. */
  amountThere: number | null;
}

/** The provider that collects each online payment type (Click also in its mini app; CARD: Payme's saved cards). */
const PROVIDER_OF: Partial<Record<PaymentType, PaymentProvider>> = {
  PAYME: 'PAYME',
  CLICK: 'CLICK',
  CLICK_MINI_APP: 'CLICK',
  UZUM: 'UZUM',
  CARD: 'CARD',
};

export const providerOf = (paymentType: string): PaymentProvider | undefined =>
  PROVIDER_OF[paymentType as PaymentType];

const STATE_OF_PAYME: Record<PaymeState, PaymentState> = {
  1: 'CREATED',
  2: 'PERFORMED',
  [-1]: 'CANCELLED',
  [-2]: 'REFUNDED',
};

/** A Payme state as the report shows it: "2 (PERFORMED)". */
export const paymeStateText = (state: PaymeState) => `${state} (${STATE_OF_PAYME[state]})`;

const orderText = (order: ReconcileOrder | undefined) =>
  !order ? 'no such order' : order.isPaid ? 'order paid' : 'order unpaid';

/** The time a statement counts a stored transaction at (payment-store.ts `statement`). */
const statementTime = (tx: PaymentTransaction) => tx.providerTime ?? tx.createdAt;

function byOrder(transactions: readonly PaymentTransaction[]): Map<number, PaymentTransaction[]> {
  const map = new Map<number, PaymentTransaction[]>();
  for (const tx of transactions) map.set(tx.orderId, [...(map.get(tx.orderId) ?? []), tx]);
  return map;
}

/** Stored transactions against the orders. */
function storedMismatches(input: ReconcileInput): Mismatch[] {
  const orders = new Map(input.orders.map((order) => [order.id, order]));
  const found: Mismatch[] = [];
  // An order of another merchant is no order of this transaction's.
  const orderOf = (tx: PaymentTransaction) => {
    const order = orders.get(tx.orderId);
    return order?.merchantId === tx.merchantId ? order : undefined;
  };
  const base = (tx: PaymentTransaction, order: ReconcileOrder | undefined) => ({
    merchantId: tx.merchantId,
    provider: tx.provider,
    orderId: tx.orderId,
    transactions: [tx.providerTxId],
    here: orderText(order),
    there: tx.state,
    amountHere: order ? order.payable : null,
    amountThere: tx.amount,
  });

  for (const tx of input.transactions) {
    const order = orderOf(tx);
    if (tx.state === 'PERFORMED' && !order?.isPaid)
      found.push({ kind: 'paid-there-unpaid-here', ...base(tx, order) });
    if (tx.state === 'PERFORMED' && order && tx.amount !== order.payable)
      found.push({ kind: 'amount-differs', ...base(tx, order) });
  }

  const transactionsOf = byOrder(input.transactions);
  for (const order of input.orders) {
    const mine = (transactionsOf.get(order.id) ?? []).filter((tx) => tx.merchantId === order.merchantId);
    // A saved card's receipt is seen by both of Payme's APIs (a CARD attempt and the merchant API's
    // PAYME transaction of the receipt): one payment, counted once, as the card's.
    const cardReceipt = (tx: PaymentTransaction, among: readonly PaymentTransaction[]) =>
      tx.provider === 'PAYME' && among.some((card) => card !== tx && sameReceipt(card, tx));
    const receiptOfCard = (tx: PaymentTransaction) => cardReceipt(tx, mine);
    const performed = mine.filter((tx) => tx.state === 'PERFORMED');
    const payments = performed.filter((tx) => !cardReceipt(tx, performed));
    const collects = (tx: PaymentTransaction) =>
      tx.provider === provider || (provider === 'CARD' && receiptOfCard(tx));
    const provider = providerOf(order.paymentType);
    const common = { merchantId: order.merchantId, orderId: order.id, here: orderText(order) };
    if (payments.length > 1)
      found.push({
        kind: 'paid-twice',
        ...common,
        provider: provider ?? payments[0]?.provider ?? 'PAYME',
        transactions: payments.map((tx) => tx.providerTxId),
        there: payments.map((tx) => `${tx.provider} PERFORMED`).join(', '),
        amountHere: order.payable,
        amountThere: payments.reduce((sum, tx) => sum + tx.amount, 0),
      });
    // A total covered by promo and cashback is stored paid with nothing to collect.
    if (order.isPaid && provider && order.payable > 0 && !performed.some(collects)) {
      const ownTransactions = mine.filter((tx) => tx.provider === provider);
      found.push({
        kind: 'paid-here-not-there',
        ...common,
        provider,
        transactions: ownTransactions.map((tx) => tx.providerTxId),
        there:
          ownTransactions.length === 0 ? 'no transaction' : ownTransactions.map((tx) => tx.state).join(', '),
        amountHere: order.payable,
        amountThere: null,
      });
    }
    if (order.isPaid && performed.length === 0)
      for (const tx of mine.filter((t) => t.state === 'REFUNDED'))
        found.push({ kind: 'refunded-still-paid', ...base(tx, order) });
  }
  return found;
}

/** Payme's statement against the stored Payme transactions of its merchant. */
function statementMismatches(input: ReconcileInput, statement: PaymeStatement): Mismatch[] {
  const orders = new Map(input.orders.map((order) => [order.id, order]));
  const stored = new Map(
    input.transactions
      .filter((tx) => tx.provider === 'PAYME' && tx.merchantId === statement.merchantId)
      .map((tx) => [tx.providerTxId, tx]),
  );
  const found: Mismatch[] = [];
  const listed = new Set<string>();
  for (const line of statement.lines) {
    listed.add(line.id);
    const tx = stored.get(line.id);
    const base = {
      merchantId: statement.merchantId,
      provider: 'PAYME' as const,
      transactions: [line.id],
      there: paymeStateText(line.state),
      amountThere: line.amount,
    };
    if (!tx) {
      const order = line.orderId === undefined ? undefined : orders.get(line.orderId);
      found.push({
        kind: 'statement-not-stored',
        ...base,
        orderId: line.orderId ?? null,
        here: `not stored; ${orderText(order?.merchantId === statement.merchantId ? order : undefined)}`,
        amountHere: order?.merchantId === statement.merchantId ? order.payable : null,
      });
      continue;
    }
    const here = { orderId: tx.orderId, here: tx.state, amountHere: tx.amount };
    if (PAYME_STATE[tx.state] !== line.state)
      found.push({ kind: 'statement-state-differs', ...base, ...here });
    if (tx.amount !== line.amount) found.push({ kind: 'statement-amount-differs', ...base, ...here });
  }
  for (const tx of stored.values()) {
    const time = statementTime(tx);
    if (listed.has(tx.providerTxId) || time < statement.from || time > statement.to) continue;
    found.push({
      kind: 'stored-not-in-statement',
      merchantId: statement.merchantId,
      provider: 'PAYME',
      orderId: tx.orderId,
      transactions: [tx.providerTxId],
      here: tx.state,
      there: 'not in the statement',
      amountHere: tx.amount,
      amountThere: null,
    });
  }
  return found;
}

/** Every mismatch, by merchant, then order, then kind. */
export function reconcile(everything: ReconcileInput): Mismatch[] {
  // Payments in Payme's test environment (test mode) never touch an order: nothing to reconcile.
  const input = {
    ...everything,
    transactions: everything.transactions.filter((tx) => !TEST_PROVIDERS.has(tx.provider)),
  };
  const found = [
    ...storedMismatches(input),
    ...(input.paymeStatement ? statementMismatches(input, input.paymeStatement) : []),
  ];
  const rank = (kind: MismatchKind) => MISMATCH_KINDS.indexOf(kind);
  return found.sort(
    (a, b) =>
      a.merchantId - b.merchantId ||
      (a.orderId ?? Number.MAX_SAFE_INTEGER) - (b.orderId ?? Number.MAX_SAFE_INTEGER) ||
      rank(a.kind) - rank(b.kind) ||
      (a.transactions[0] ?? '').localeCompare(b.transactions[0] ?? ''),
  );
}
