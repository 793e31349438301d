/**
 * The development sandbox pages that play a payment provider (Click, Uzum): server-rendered HTML with
 * no script, no style sheet and no external resource, because the API's Content-Security-Policy
 * (`default-src 'none'`) refuses all of them; the buttons are a plain form POSTed back to the same
 * path (form-action is not restricted), whose handler drives the merchant callbacks and redirects.
 * Every text is escaped: the checkout address, and so everything shown, is the visitor's input.
 */
import type { Tenant } from '../../tenants/load-tenants.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/** The merchant's name as the provider's page would show it. */
export function merchantName(tenant: Tenant): string {
  const name = tenant.data.merchant.name;
  return name.ru ?? name.uz ?? name.eng ?? tenant.sub;
}

/** A sum in tiyin written in so'm, as a payment page shows it: 57 000.50 so'm. */
export function formatSum(tiyin: number): string {
  const som = Math.floor(tiyin / 100);
  const rest = tiyin % 100;
  const grouped = String(som).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${rest ? `.${String(rest).padStart(2, '0')}` : ''} so'm`;
}

/** One button of the page: the form's `outcome` field carries its value. */
export interface SandboxButton {
  outcome: string;
  label: string;
}

export interface SandboxPageInput {
  /** The provider played, e.g. "Click". */
  provider: string;
  /** Label and value of what the page shows (merchant, amount, order...). */
  facts: ReadonlyArray<readonly [string, string]>;
  /** Why the payment cannot go on, or what a callback answered that it should not have. */
  errors: readonly string[];
  /** The callbacks made and their answers, to read what happened. */
  log: readonly string[];
  /** The checkout address the page was opened with, posted back with the chosen button. */
  checkout: string;
  /** The buttons; none when the address itself is unusable. */
  buttons: readonly SandboxButton[];
  /** Where "Back to the store" leads, when known. */
  returnUrl: string | null;
}

export function sandboxPage(input: SandboxPageInput): string {
  const e = escapeHtml;
  const facts = input.facts.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('');
  const errors = input.errors.length
    ? `<section role="alert"><h2>Errors</h2><ul>${input.errors.map((m) => `<li>${e(m)}</li>`).join('')}</ul></section>`
    : '';
  const log = input.log.length
    ? `<section><h2>Callbacks</h2><ol>${input.log.map((m) => `<li><code>${e(m)}</code></li>`).join('')}</ol></section>`
    : '';
  const form = input.buttons.length
    ? `<form method="post"><input type="hidden" name="checkout" value="${e(input.checkout)}">${input.buttons
        .map((b) => `<button type="submit" name="outcome" value="${e(b.outcome)}">${e(b.label)}</button> `)
        .join('')}</form>`
    : '';
  const back = input.returnUrl ? `<p><a href="${e(input.returnUrl)}">Back to the store</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(input.provider)} sandbox</title></head>
<body>
<main>
<h1>${e(input.provider)} sandbox</h1>
<p>Development only: no money moves. The buttons call the merchant's callbacks as ${e(input.provider)} would.</p>
<dl>${facts}</dl>
${errors}${form}${log}${back}
</main>
</body>
</html>
`;
}

/** The page as an answer: never cached, never sniffed. */
export const htmlAnswer = (html: string, status = 200): Response =>
  new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Where the sandbox may send the customer back: an http(s) address only (never javascript: or data:). */
export function safeReturnUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
