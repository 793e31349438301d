/**
 * The sandbox's page: what Payme's checkout would show (merchant, amount, order, language), the
 * buttons, and after a run the calls the sandbox made with their answers. Server-rendered HTML with no
 * script, no style and nothing loaded from anywhere: the answer carries the API's policy
 * (default-src 'none'), and a plain form posts the choice. Every text goes through hono/html's
 * escaping, the order and merchant names included (they come from fixtures and customers).
 */
import { html } from 'hono/html';
import type { SandboxCall } from './payme-sandbox-client.ts';

export interface SandboxView {
  /** Where the form posts (the sandbox path, without a query). */
  action: string;
  /** The checkout address as the storefront sent it, posted back with the choice. */
  checkout: string;
  merchantName: string;
  /** Tiyin. */
  amount: number;
  orderId: string;
  /** The order's number, when the order exists. */
  orderNumber: string | number | null;
  lang: 'ru' | 'uz' | 'en';
  returnUrl: string | undefined;
}

/** So'm with tiyin when there are any: 3 840 050 tiyin is "38,400.50 so'm". */
export function formatSum(tiyin: number): string {
  const sum = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
    tiyin / 100,
  );
  return `${sum} so'm`;
}

function calls(list: readonly SandboxCall[]) {
  if (list.length === 0) return '';
  return html`<h2>Calls to the merchant</h2>
    <ol>
      ${list.map((call) =>
        call.error
          ? html`<li>${call.method}: error ${call.error.code} ${call.error.text}</li>`
          : html`<li>${call.method}: ${JSON.stringify(call.result)}</li>`,
      )}
    </ol>`;
}

/** The page: the payment, an outcome (an error, or what was done) and the buttons. */
export async function sandboxPage(
  view: SandboxView,
  outcome: { error?: string; notice?: string; calls?: readonly SandboxCall[] } = {},
): Promise<string> {
  const order =
    view.orderNumber === null ? `id ${view.orderId} (unknown)` : `№ ${view.orderNumber} (id ${view.orderId})`;
  const page = await html`<!doctype html>
    <html lang="${view.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Payme sandbox</title>
      </head>
      <body>
        <h1>Payme sandbox</h1>
        <p>This page plays Payme's checkout for development: no money moves.</p>
        <dl>
          <dt>Merchant</dt>
          <dd>${view.merchantName}</dd>
          <dt>Amount</dt>
          <dd>${formatSum(view.amount)}</dd>
          <dt>Order</dt>
          <dd>${order}</dd>
          <dt>Language</dt>
          <dd>${view.lang}</dd>
          <dt>Return address</dt>
          <dd>${view.returnUrl ?? 'none'}</dd>
        </dl>
        ${outcome.error ? html`<p role="alert"><strong>${outcome.error}</strong></p>` : ''}
        ${outcome.notice ? html`<p role="status">${outcome.notice}</p>` : ''} ${calls(outcome.calls ?? [])}
        <form method="post" action="${view.action}">
          <input type="hidden" name="checkout" value="${view.checkout}" />
          <button type="submit" name="action" value="pay">Pay</button>
          <button type="submit" name="action" value="decline">Decline</button>
          <button type="submit" name="action" value="twice">Pay twice</button>
        </form>
      </body>
    </html>`;
  return String(page);
}

/** A page for an address the sandbox cannot read (no buttons: there is nothing to pay). */
export async function sandboxErrorPage(error: string): Promise<string> {
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Payme sandbox</title>
      </head>
      <body>
        <h1>Payme sandbox</h1>
        <p role="alert"><strong>${error}</strong></p>
      </body>
    </html>`;
  return String(page);
}
