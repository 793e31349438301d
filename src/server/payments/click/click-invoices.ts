/**
 * POST /payments/v1/click/invoice/{id}: a Click mini app order (CLICK_MINI_APP) is paid by an
 * invoice that Click's Merchant API sends to the customer's Click account, the phone they signed in
 * with (click-merchant-api.ts). The customer pays it in the Click app; Click then calls prepare and
 * complete with the order id, and the order is marked paid there (click-callbacks.ts).
 *
 * - A press answers the invoice already sent when it is younger than RESEND_AFTER_MS and asks for
 *   the same amount: a double tap, a reload or a retry sends one invoice. After that, a press sends
 *   a new one (the customer dismissed it, or it never arrived).
 * - Each new invoice claims the order's next attempt before Click is called (click-invoice-store.ts);
 *   a press that loses the race answers the winner's invoice once it is sent (409 while it is not).
 *   Paying twice is impossible anyway: the callbacks refuse a second payment of a paid order (-4).
 * - Click refusing, or not answering, gives the claim back and says so (502): the next press retries.
 */
import { ApiError } from '../../base/api-error.ts';
import type { Handlers, ServerServices } from '../../http/api-types.ts';
import { idParam } from '../../http/path-params.ts';
import { sessionOf } from '../../accounts/handler-support.ts';
import { API_BASE } from '../../http/api-routes.ts';
import type { StorefrontDb } from '../../storage/db.ts';
import { assertPayable, customerOrder } from '../checkout-handler.ts';
import { payableTiyin } from '../payment-store.ts';
import { clickMessages } from './click-messages.ts';
import { ClickMerchantError, type ClickMerchantApi } from './click-merchant-api.ts';
import type { InvoiceOf, StoredClickInvoice } from './click-invoice-store.ts';

/** How long a sent invoice is answered again instead of sending another. */
export const RESEND_AFTER_MS = 60_000;

/** "+998901234567" → "+99890*****67": enough to recognise one's own number, not to read it. */
export const maskPhone = (phone: string): string =>
  phone.replace(
    /^(\+?\d{5})(\d+)(\d{2})$/,
    (_, head: string, middle: string, tail: string) => `${head}${'*'.repeat(middle.length)}${tail}`,
  );

interface InvoiceRequest {
  of: InvoiceOf;
  phone: string;
  amount: number;
  now: number;
}

async function sendInvoice(
  db: StorefrontDb,
  click: ClickMerchantApi,
  services: Pick<ServerServices, 'log'>,
  request: InvoiceRequest,
): Promise<StoredClickInvoice> {
  const { of, phone, amount, now } = request;
  const pending = () => new ApiError(409, 'CLICK_INVOICE_PENDING', clickMessages.invoicePending());
  const last = await db.clickInvoices.latest(of);
  if (last && last.amount === amount && last.phone === phone && now - last.createdAt < RESEND_AFTER_MS) {
    if (last.invoiceId) return last;
    throw pending();
  }
  const attempt = (last?.attempt ?? 0) + 1;
  const claimed = { attempt, phone, amount, createdAt: now };
  if (!(await db.clickInvoices.claim(of, claimed))) {
    const winner = await db.clickInvoices.find(of, attempt);
    if (winner?.invoiceId) return winner;
    throw pending();
  }
  try {
    const { invoiceId } = await click.createInvoice({ amount, phone, orderId: of.orderId });
    await db.clickInvoices.sent(of, attempt, invoiceId);
    return { ...claimed, invoiceId };
  } catch (error) {
    await db.clickInvoices.release(of, attempt);
    if (error instanceof ClickMerchantError) {
      services.log.warn(`[click] invoice/create for order ${of.orderId}: ${error.message}`);
      throw new ApiError(502, 'CLICK_INVOICE_REFUSED', clickMessages.invoiceRefused());
    }
    services.log.warn(
      `[click] invoice/create for order ${of.orderId}: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new ApiError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', clickMessages.clickUnavailable());
  }
}

export const clickInvoiceHandlers = {
  clickInvoice: async ({ tenant, params, session, db, origin, services }) => {
    const order = await customerOrder(tenant, session, db, idParam(params, 'id'));
    if (order.paymentType !== 'CLICK_MINI_APP')
      throw new ApiError(400, 'PAYMENT_NOT_INVOICED', clickMessages.notInvoiced(order.paymentType));
    assertPayable(order);
    const credentials = tenant.data.paymentProviders?.click;
    if (!credentials) throw new ApiError(400, 'PAYMENT_NOT_CONFIGURED', clickMessages.notConfigured());
    const now = services.now();
    const invoice = await sendInvoice(db, services.clickMerchant(credentials), services, {
      of: { merchantId: tenant.id, orderId: order.id },
      phone: sessionOf(session).user.phone,
      amount: payableTiyin(order),
      now,
    });
    const orderPage = `${origin}/profile/orders/${order.id}`;
    return {
      phone: maskPhone(invoice.phone),
      amount: invoice.amount / 100,
      resendIn: Math.max(0, Math.ceil((invoice.createdAt + RESEND_AFTER_MS - now) / 1000)),
      openUrl: services.paymentSandbox
        ? `${origin}${API_BASE}/payments/v1/sandbox/click/invoice/${invoice.invoiceId ?? ''}?return=${encodeURIComponent(orderPage)}`
        : null,
    };
  },
} satisfies Handlers;
