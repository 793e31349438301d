/**
 * The Payme Merchant API on the wire (developer.help.paycom.uz, "Merchant API"): JSON-RPC 2.0 over
 * POST, amounts in tiyin, times in UTC epoch milliseconds, transaction states 1, 2, -1, -2 and the
 * cancel reasons. Requests are parsed here with zod; what the merchant answers is built in
 * payme-methods.ts from these views.
 */
import { z } from 'zod';
import type { PaymentState, PaymentTransaction } from '../payment-store.ts';

/**
 * A transaction Payme created and did not perform within 12 hours is void: Payme itself no longer
 * performs it, and the merchant cancels it with reason 4 when asked to perform it.
 */
export const PAYME_TIMEOUT_MS = 43_200_000;

/** Payme's transaction states, by the store's. */
export const PAYME_STATE: Record<PaymentState, 1 | 2 | -1 | -2> = {
  CREATED: 1,
  PERFORMED: 2,
  CANCELLED: -1,
  REFUNDED: -2,
};

/**
 * Cancel reasons: 1 a receiver not found or inactive, 2 the debit failed at the processing centre,
 * 3 the transaction failed, 4 the time-out, 5 a refund, 10 unknown.
 */
export const PAYME_REASONS = [1, 2, 3, 4, 5, 10] as const;
export const REASON_TIMEOUT = 4;
export const REASON_FAILED = 3;

/** True when a transaction still waiting was created longer than the time-out ago. */
export const timedOut = (transaction: PaymentTransaction, now: number): boolean =>
  transaction.state === 'CREATED' && now - transaction.createdAt > PAYME_TIMEOUT_MS;

/** The JSON-RPC envelope. Payme numbers its requests; a string id is answered as given. */
export const PaymeRequest = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]).nullish(),
  method: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
});
export type PaymeRequest = z.infer<typeof PaymeRequest>;

/** The JSON-RPC id of a parsed body, when it has a usable one (errors echo it). */
export function requestIdOf(body: unknown): number | string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const { id } = body;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** Payme's transaction id: 24 hexadecimal characters in practice; any short string is taken. */
const PaymeId = z.string().min(1).max(64);
/** Positive integer of tiyin. */
const Amount = z.number().int().positive();
/** UTC epoch milliseconds (13 digits). */
const Timestamp = z.number().int().nonnegative();
/** The account object: the cabinet's fields, here `order_id` (read by accountOrderId). */
const Account = z.record(z.string(), z.unknown());

export const CheckPerformParams = z.object({ amount: Amount, account: Account });
export const CreateParams = z.object({ id: PaymeId, time: Timestamp, amount: Amount, account: Account });
export const TransactionIdParams = z.object({ id: PaymeId });
export const CancelParams = z.object({
  id: PaymeId,
  reason: z
    .number()
    .int()
    .refine((reason) => (PAYME_REASONS as readonly number[]).includes(reason), {
      message: `expected one of ${PAYME_REASONS.join(', ')}`,
    }),
});
export const StatementParams = z.object({ from: Timestamp, to: Timestamp });
export const ChangePasswordParams = z.object({ password: z.string().trim().min(1).max(256) });

/** What the fiscal module reports for a receipt (SetFiscalData); kept as sent, unknown keys dropped. */
export const FiscalData = z.object({
  receipt_id: z.union([z.number(), z.string()]).nullish(),
  status_code: z.number().nullish(),
  message: z.string().nullish(),
  terminal_id: z.string().nullish(),
  fiscal_sign: z.string().nullish(),
  qr_code_url: z.string().nullish(),
  date: z.string().nullish(),
});
export const SetFiscalDataParams = z.object({
  id: PaymeId,
  type: z.enum(['PERFORM', 'CANCEL']),
  fiscal_data: FiscalData,
});

/** Order ids are 32-bit integers in the database: a larger one names no order. */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * The order id of an account: a positive integer, sent as a number or as a string of digits.
 * undefined for anything else (answered as "order not found", naming the field).
 */
export function accountOrderId(account: Record<string, unknown>): number | undefined {
  const raw = account.order_id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ORDER_ID ? id : undefined;
}

/** What the stored transaction keeps of Payme's create: the account as Payme sent it. */
export const StoredPaymeData = z.looseObject({
  account: z.record(z.string(), z.unknown()).optional(),
});

/** The merchant's transaction id as Payme reads it (a string). */
export const merchantTransactionId = (transaction: PaymentTransaction): string => String(transaction.id);

/** CheckTransaction's answer, and each line of GetStatement: times are 0 until they happen. */
export function transactionDetails(transaction: PaymentTransaction) {
  return {
    create_time: transaction.createdAt,
    perform_time: transaction.performedAt ?? 0,
    cancel_time: transaction.cancelledAt ?? 0,
    transaction: merchantTransactionId(transaction),
    state: PAYME_STATE[transaction.state],
    reason: transaction.reason,
  };
}

/** A line of GetStatement: Payme's own fields first, then the merchant's. */
export function statementLine(transaction: PaymentTransaction) {
  const stored = StoredPaymeData.safeParse(transaction.data);
  return {
    id: transaction.providerTxId,
    time: transaction.providerTime ?? transaction.createdAt,
    amount: transaction.amount,
    account: (stored.success ? stored.data.account : undefined) ?? { order_id: String(transaction.orderId) },
    ...transactionDetails(transaction),
  };
}
