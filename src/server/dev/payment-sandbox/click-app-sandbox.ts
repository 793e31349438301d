/**
 * Development only: the reference server plays Click's Merchant API for invoices, and the Click app
 * that shows them to the customer.
 *
 * - `factory` is the Merchant API of a merchant's credentials: invoice/create checks the body as Click
 *   would receive it (payments/click/click-merchant-api.ts `invoiceBody`: an Uzbek phone of 12 digits, a positive
 *   amount, the merchant's service) and keeps the invoice in memory under a fresh id. Click documents
 *   only that a failure is a negative error_code with an error_note; the sandbox answers -1 with a
 *   note that says what was wrong.
 * - `GET {base}/sandbox/click/invoice/{id}?return=<order page>` is the Click app opening that invoice:
 *   paying an invoice in Click runs the same payment as Click's pay page (prepare and complete with
 *   the invoice's merchant_trans_id), so it sends the customer (303) to the Click sandbox page with
 *   the pay link of the invoice's service, amount and order, whose Pay, Decline and Pay twice drive
 *   the merchant callbacks and then return to the order.
 *
 * Memory only, like Click's side of a demo: a restart forgets the invoices (the order's "send again"
 * makes a new one).
 */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { ClickCredentials } from '../../../contract/payment-providers.ts';
import { htmlAnswer, safeReturnUrl, sandboxPage } from './sandbox-html.ts';
import { clickPayLink } from '../../payments/click/click-checkout-url.ts';
import {
  ClickMerchantError,
  invoiceBody,
  type ClickMerchantApiFactory,
} from '../../payments/click/click-merchant-api.ts';

/** The sandbox's failure code: Click documents failures as negative, with the reason in the note. */
const FAILED = -1;

interface SandboxInvoice {
  credentials: ClickCredentials;
  /** Tiyin. */
  amount: number;
  orderId: number;
  phone: string;
}

export class ClickAppSandbox {
  readonly #invoices = new Map<string, SandboxInvoice>();

  readonly factory: ClickMerchantApiFactory = (credentials) => ({
    createInvoice: async (invoice) => {
      const body = invoiceBody(credentials, invoice);
      if (!/^998\d{9}$/.test(body.phone_number))
        throw new ClickMerchantError(FAILED, 'phone_number is not a Click account (998 and 9 digits)');
      if (!(body.amount > 0)) throw new ClickMerchantError(FAILED, 'amount must be positive');
      const id = String(randomInt(1_000_000_000, 9_999_999_999));
      this.#invoices.set(id, {
        credentials,
        amount: invoice.amount,
        orderId: invoice.orderId,
        phone: body.phone_number,
      });
      return { invoiceId: id };
    },
    // Click's side of a demo keeps no payments: a reversal of any payment of this service succeeds,
    // and is remembered for tests.
    reversePayment: async (paymentId) => {
      this.#reversed.push({ serviceId: credentials.serviceId, paymentId });
    },
  });

  readonly #reversed: { serviceId: number; paymentId: string }[] = [];

  /** The payments reversed so far (tests read them). */
  reversed(): readonly { serviceId: number; paymentId: string }[] {
    return this.#reversed;
  }

  /** The invoice as the sandbox keeps it (tests read it). */
  invoice(id: string): Readonly<SandboxInvoice> | undefined {
    return this.#invoices.get(id);
  }

  register(app: Hono, base: string): void {
    app.get(`${base}/sandbox/click/invoice/:id`, (c) => {
      const invoice = this.#invoices.get(c.req.param('id'));
      const returnUrl = safeReturnUrl(c.req.query('return') ?? null);
      if (!invoice || !returnUrl) {
        return htmlAnswer(
          sandboxPage({
            provider: 'Click',
            facts: [['Invoice', c.req.param('id')]],
            errors: [invoice ? 'No http(s) address to return to (return).' : 'Click knows no such invoice.'],
            log: [],
            checkout: '',
            buttons: [],
            returnUrl,
          }),
          404,
        );
      }
      const payLink = clickPayLink(invoice.credentials, {
        amount: invoice.amount,
        orderId: invoice.orderId,
        returnUrl,
      });
      return c.redirect(`${base}/sandbox/click?checkout=${encodeURIComponent(payLink)}`, 303);
    });
  }
}
