/**
 * Payme's Subscribe API (https://developer.help.paycom.uz/protokol-subscribe-api/), as the rest of the
 * server uses it: the card methods (cards.create, cards.get_verify_code, cards.verify, cards.check,
 * cards.remove) and the receipt methods (receipts.create, receipts.pay, receipts.check, receipts.cancel). JSON-RPC 2.0
 * over HTTPS; the card methods authenticate with `X-Auth: <cash register id>`, the receipt methods with
 * `X-Auth: <cash register id>:<key>`.
 *
 * Two implementations, one interface, chosen by configuration (createApp's `paymentSandbox`):
 * subscribe-http.ts talks to Payme at the tenant's `subscribeApiUrl`; subscribe-sandbox.ts plays Payme
 * in development with Payme's published test cards. Payme's answers are checked with zod here, so
 * both are held to the same shapes.
 */
import { z } from 'zod';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';

/** A card as Payme describes it (cards.create, cards.verify, cards.check). */
export const PaymeCard = z.looseObject({
  /** Masked: "860006******6311". */
  number: z.string(),
  /** "03/99". */
  expire: z.string(),
  token: z.string().min(1),
  recurrent: z.boolean(),
  verify: z.boolean(),
  type: z.union([z.string(), z.number()]).nullish(),
});
export type PaymeCard = z.infer<typeof PaymeCard>;

/** cards.get_verify_code: the code went to `phone` (masked); another may be asked for after `wait` ms. */
export const VerifyCodeSent = z.looseObject({
  sent: z.boolean(),
  phone: z.string(),
  wait: z.number().nonnegative(),
});
export type VerifyCodeSent = z.infer<typeof VerifyCodeSent>;

/**
 * Receipt states Payme documents: 0 created (awaiting payment), 1-3 and 5-30 on the way, 4 paid,
 * 50 cancelled.
 */
export const RECEIPT_CREATED = 0;
export const RECEIPT_PAID = 4;
export const RECEIPT_CANCELLED = 50;

/** A receipt as Payme describes it; only what this server reads is checked. */
export const PaymeReceipt = z.looseObject({
  _id: z.string().min(1),
  state: z.number().int(),
  amount: z.number(),
  create_time: z.number().nullish(),
  pay_time: z.number().nullish(),
});
export type PaymeReceipt = z.infer<typeof PaymeReceipt>;

/** One line of a receipt's fiscal detail (amounts in tiyin). */
export interface ReceiptItem {
  title: string;
  /** Price of one unit, tiyin. */
  price: number;
  count: number;
  /** Classifier code (MXIK/IKPU), 17 digits. */
  code: string;
  package_code: string;
  vat_percent: number;
  /** Discount of the whole line (every unit together), tiyin. */
  discount?: number;
}

/** receipts.create's `detail`: the fiscal receipt, whose lines add up to the amount. */
export interface ReceiptDetail {
  /** 0: a sale. */
  receipt_type: 0;
  shipping?: { title: string; price: number };
  items: ReceiptItem[];
}

export interface NewReceipt {
  /** Tiyin. */
  amount: number;
  /** The merchant's account fields Payme shows and reports back (e.g. { order_id: "42" }). */
  account: Record<string, string>;
  description?: string;
  detail: ReceiptDetail;
}

/** Payme answered with a JSON-RPC error. */
export class SubscribeError extends Error {
  constructor(
    /** Payme's error code, e.g. -31103 (wrong code). */
    readonly code: number,
    /** Payme's own text (in Russian, or per language), for the log; never the request. */
    readonly providerMessage: string,
  ) {
    super(`Payme Subscribe API error ${code}: ${providerMessage}`);
    this.name = 'SubscribeError';
  }
}

/** Payme could not be reached, or answered something that is not its protocol. */
export class SubscribeTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscribeTransportError';
  }
}

/**
 * The Subscribe API for one cash register (one merchant's Payme credentials). Every method either
 * resolves with Payme's result or rejects with SubscribeError / SubscribeTransportError.
 */
export interface SubscribeApi {
  /** cards.create with save: true (the token may pay again). The number travels here and nowhere else. */
  cardsCreate(card: { number: string; expire: string }): Promise<PaymeCard>;
  cardsGetVerifyCode(token: string): Promise<VerifyCodeSent>;
  cardsVerify(token: string, code: string): Promise<PaymeCard>;
  cardsCheck(token: string): Promise<PaymeCard>;
  cardsRemove(token: string): Promise<void>;
  receiptsCreate(receipt: NewReceipt): Promise<PaymeReceipt>;
  receiptsPay(receiptId: string, token: string): Promise<PaymeReceipt>;
  /** The receipt's state (receipts.check). */
  receiptsCheck(receiptId: string): Promise<number>;
  /**
   * receipts.cancel: a paid receipt's money goes back to the card (a refund), an unpaid one is
   * voided. Payme answers the receipt as it now is (state 50 once cancelled; 21 while the refund is
   * queued).
   */
  receiptsCancel(receiptId: string): Promise<PaymeReceipt>;
}

/** Builds the Subscribe API of a merchant's Payme credentials. */
export type SubscribeApiFactory = (credentials: PaymeCredentials) => SubscribeApi;

/** Payme's result envelopes. */
export const CardResult = z.looseObject({ card: PaymeCard });
export const ReceiptResult = z.looseObject({ receipt: PaymeReceipt });
export const RemoveResult = z.looseObject({ success: z.boolean() });
export const CheckReceiptResult = z.looseObject({ state: z.number().int() });

// Every handler gets this service (http/api-types.ts ServerServices); createApp makes it.
declare module '../../base/domain-services.ts' {
  interface DomainServices {
    /**
     * Payme's Subscribe API of a merchant's credentials, for saved cards: the real HTTP client, or with
     * the payment sandbox on, the reference server's own in-memory Payme (payments/cards/).
     */
    paymeSubscribe: SubscribeApiFactory;
  }
}
