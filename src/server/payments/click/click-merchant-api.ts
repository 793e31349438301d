/**
 * Click's Merchant API (docs.click.uz, "Merchant API"): the merchant's own calls to Click, at the
 * merchant's `click.merchantApiUrl` (https://api.click.uz/v2/merchant by default), JSON, with the
 * header `Auth: <merchant_user_id>:<sha1(timestamp + secret_key)>:<timestamp>` (timestamp: 10-digit
 * UNIX seconds). Every answer carries `error_code` (0 success, negative a failure, `error_note` says
 * why).
 *
 * Used for the Click mini app: the storefront runs inside the Click app, and an order paid with
 * CLICK_MINI_APP is paid by an invoice (`invoice/create`) that Click shows to the customer's Click
 * account (their phone). Paying it, Click calls the SHOP API's prepare and complete with the invoice's
 * merchant_trans_id (the order id), like any Click payment (click-callbacks.ts).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ClickCredentials } from '../../../contract/payment-providers.ts';

/** An invoice to send: what the order costs and whose Click account gets it. */
export interface NewClickInvoice {
  /** Tiyin (Click is sent so'm). */
  amount: number;
  /** The customer's phone in the contract's form (+998...). */
  phone: string;
  orderId: number;
}

export interface ClickMerchantApi {
  /** @returns Click's invoice id @throws ClickMerchantError, ClickTransportError */
  createInvoice(invoice: NewClickInvoice): Promise<{ invoiceId: string }>;
  /**
   * Cancels a payment Click made (`DELETE payment/reversal/{service_id}/{payment_id}`, the
   * payment's click_paydoc_id): the money goes back to the customer's card or account.
   * @throws ClickMerchantError, ClickTransportError
   */
  reversePayment(paymentId: string): Promise<void>;
}

/** The Merchant API of one merchant's credentials: the HTTP client, or the sandbox's. */
export type ClickMerchantApiFactory = (credentials: ClickCredentials) => ClickMerchantApi;

/** Click answered with a negative error_code. */
export class ClickMerchantError extends Error {
  constructor(
    readonly code: number,
    note: string,
  ) {
    super(`Click error ${code}: ${note}`);
    this.name = 'ClickMerchantError';
  }
}

/** Click could not be reached, or answered something that is not its documented answer. */
export class ClickTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClickTransportError';
  }
}

export const sha1Hex = (text: string): string => createHash('sha1').update(text).digest('hex');

/** The Auth header of a call made at `nowMs`. */
export function clickAuthHeader(credentials: ClickCredentials, nowMs: number): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  return `${credentials.merchantUserId}:${sha1Hex(timestamp + credentials.secretKey)}:${timestamp}`;
}

/** invoice/create's body, as Click documents it. */
export function invoiceBody(credentials: ClickCredentials, invoice: NewClickInvoice) {
  return {
    service_id: credentials.serviceId,
    // Click's "float" in so'm; tiyin are integers, so two decimals at most.
    amount: invoice.amount / 100,
    // Click's examples write the number as digits only (998901234567).
    phone_number: invoice.phone.replace(/\D/g, ''),
    merchant_trans_id: String(invoice.orderId),
  };
}

/** The invoice/create answer. Click's ids are bigint: read as digits, kept as a string. */
export const InvoiceCreated = z.looseObject({
  error_code: z.number().int(),
  error_note: z.string().nullish(),
  invoice_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,19}$/)]).nullish(),
});

/** payment/reversal's answer: error_code 0 when the payment is cancelled. */
export const PaymentReversed = z.looseObject({
  error_code: z.number().int(),
  error_note: z.string().nullish(),
});

// Every handler gets this service (http/api-types.ts ServerServices); createApp makes it.
declare module '../../base/domain-services.ts' {
  interface DomainServices {
    /**
     * Click's Merchant API of a merchant's credentials, for Click mini app invoices: the real HTTP
     * client, or with the payment sandbox on, the reference server's own (payments/click/).
     */
    clickMerchant: ClickMerchantApiFactory;
  }
}
