/**
 * Uzum Bank's Merchant API (developer.uzumbank.uz, "Merchant API"), the merchant's side: Uzum Bank
 * calls five webhooks, POST with a JSON body, Basic auth with the login and password the merchant
 * gave Uzum, `serviceId` and `timestamp` (epoch ms) on every call, amounts in tiyin:
 *
 * - check   {serviceId, timestamp, params}            can this payment be made?   -> status OK
 * - create  {serviceId, timestamp, transId, params, amount}  a transaction begins -> CREATED, transTime
 * - confirm {serviceId, timestamp, transId, paymentSource, tariff, processingReferenceNumber, phone}
 *           the money was debited: provide the service                            -> CONFIRMED, confirmTime
 * - reverse {serviceId, timestamp, transId}             cancel it                  -> REVERSED, reverseTime
 * - status  {serviceId, timestamp, transId}             where does it stand? Uzum repeats it (up to
 *           10 times) after an error or a time-out until it reads CONFIRMED or FAILED.
 *
 * A refusal is HTTP 400 with {serviceId, timestamp, status: "FAILED", errorCode} (codes below).
 *
 * `params` carries what the customer entered in the Uzum Bank app; its field names are agreed with
 * Uzum when the service is set up. Ours is `orderId`: the order's id (a string or a number).
 */
import { z } from 'zod';

/** Uzum's error codes (its Merchant API error table), as the strings Uzum reads. */
export const UZUM_ERRORS = {
  /** Access denied: the Basic auth is missing or wrong. */
  ACCESS_DENIED: '10001',
  /** The body is not a JSON object. */
  JSON_PARSING_ERROR: '10002',
  /** Invalid operation: not one of the five webhooks, or not POST. */
  INVALID_OPERATION: '10003',
  /** A required parameter is missing (or is not of its type). */
  MISSING_PARAMETERS: '10005',
  /** The serviceId is not the one these credentials are for. */
  INVALID_SERVICE_ID: '10006',
  /** The payment's attribute (params.orderId) names no order payable with Uzum. */
  ATTRIBUTE_NOT_FOUND: '10007',
  /** The order is paid already. */
  ALREADY_PAID: '10008',
  /** The order was cancelled. */
  PAYMENT_CANCELLED: '10009',
  /** A transaction with this transId exists already, for another order or amount. */
  TRANS_ID_EXISTS: '10010',
  /** The amount is not the order's. */
  INCORRECT_AMOUNT: '10011',
  /** No transaction with this transId. */
  TRANSACTION_NOT_FOUND: '10014',
  /** The transaction was cancelled (reversed): it cannot be confirmed. */
  TRANSACTION_CANCELLED: '10015',
  /** The transaction was confirmed already: it cannot be created again. */
  TRANSACTION_ALREADY_CONFIRMED: '10016',
  /** The transaction cannot be reversed in the state it is in: it failed for good. */
  TRANSACTION_NOT_REVERSIBLE: '10017',
  /** Any other failure: data check error, the service is unavailable, try again later. */
  OTHER: '99999',
} as const;
export type UzumErrorCode = (typeof UZUM_ERRORS)[keyof typeof UZUM_ERRORS];

/** Why a webhook is refused: the error code Uzum reads. */
export class UzumRefusal extends Error {
  constructor(readonly code: UzumErrorCode) {
    super(code);
  }
}

export const UZUM_OPERATIONS = ['check', 'create', 'confirm', 'reverse', 'status'] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];
export const isUzumOperation = (value: string): value is UzumOperation =>
  (UZUM_OPERATIONS as readonly string[]).includes(value);

/** The field of `params` that names the order (agreed with Uzum when the service is set up). */
export const ORDER_PARAM = 'orderId';

const ServiceId = z.number().int().positive();
const Timestamp = z.number().int().nonnegative();
const TransId = z.string().min(1).max(255);
const Params = z.record(z.string(), z.unknown());

export const UzumCheckRequest = z.object({ serviceId: ServiceId, timestamp: Timestamp, params: Params });
export const UzumCreateRequest = z.object({
  serviceId: ServiceId,
  timestamp: Timestamp,
  transId: TransId,
  params: Params,
  amount: z.number().int().nonnegative(),
});
export const UzumConfirmRequest = z.object({
  serviceId: ServiceId,
  timestamp: Timestamp,
  transId: TransId,
  /** How the customer paid, Uzum's reference and the customer's phone: kept with the transaction. */
  paymentSource: z.string().max(255).optional(),
  tariff: z.string().max(255).nullish(),
  processingReferenceNumber: z.string().max(255).nullish(),
  phone: z.string().max(32).nullish(),
});
export const UzumTransRequest = z.object({ serviceId: ServiceId, timestamp: Timestamp, transId: TransId });

/** What a webhook's body must carry, by operation. */
export const uzumRequestSchemas = {
  check: UzumCheckRequest,
  create: UzumCreateRequest,
  confirm: UzumConfirmRequest,
  reverse: UzumTransRequest,
  status: UzumTransRequest,
} as const;

/** The order an answer is about, as the answer's `data` shows it (one entry per params field). */
const ReplyData = z.record(z.string(), z.object({ value: z.string() }));

export const UzumFailure = z.object({
  serviceId: z.number().nullable(),
  timestamp: z.number(),
  status: z.literal('FAILED'),
  errorCode: z.string(),
  transId: z.string().optional(),
});
export type UzumFailure = z.infer<typeof UzumFailure>;

export const UzumCheckReply = z.object({
  serviceId: z.number(),
  timestamp: z.number(),
  status: z.literal('OK'),
  data: ReplyData,
});
export const UzumCreateReply = z.object({
  serviceId: z.number(),
  transId: z.string(),
  status: z.literal('CREATED'),
  transTime: z.number(),
  data: ReplyData,
  amount: z.number(),
});
export const UzumConfirmReply = z.object({
  serviceId: z.number(),
  transId: z.string(),
  status: z.literal('CONFIRMED'),
  confirmTime: z.number(),
  data: ReplyData,
  amount: z.number(),
});
export const UzumReverseReply = z.object({
  serviceId: z.number(),
  transId: z.string(),
  status: z.literal('REVERSED'),
  reverseTime: z.number(),
  data: ReplyData,
  amount: z.number(),
});
export const UzumStatusReply = z.object({
  serviceId: z.number(),
  transId: z.string(),
  status: z.enum(['CREATED', 'CONFIRMED', 'REVERSED', 'FAILED']),
  transTime: z.number(),
  confirmTime: z.number().nullable(),
  reverseTime: z.number().nullable(),
  /** Only for FAILED: why the transaction failed. */
  errorCode: z.string().optional(),
  data: ReplyData,
  amount: z.number(),
});

export type UzumSuccess =
  | z.infer<typeof UzumCheckReply>
  | z.infer<typeof UzumCreateReply>
  | z.infer<typeof UzumConfirmReply>
  | z.infer<typeof UzumReverseReply>
  | z.infer<typeof UzumStatusReply>;

/** An answer: 200 with the operation's reply, or 400 with the failure. */
export type UzumAnswer = { status: 200; body: UzumSuccess } | { status: 400; body: UzumFailure };
