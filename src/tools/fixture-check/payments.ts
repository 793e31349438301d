/**
 * Payment flags against payment-methods.json: a flag that is on but has no method of its type shows
 * an option the customer cannot complete.
 *
 * Decision for cardActive ("saved bank cards"): an order paid with a saved card has the payment type
 * CARD, but the card is saved with and charged through Payme (its Subscribe API), so cardActive needs
 * the merchant to take Payme: a PAYME method. CLICK_MINI_APP also satisfies clickActive: it is Click
 * inside the Click app.
 */
import type { PaymentType } from '../../contract/index.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, settingsFiles, type TenantContext } from './tenant-context.ts';

/** Each payment flag with the method types any one of which satisfies it. */
export const paymentFlagTypes = {
  cashActive: ['CASH'],
  terminalActive: ['TERMINAL'],
  paymeActive: ['PAYME'],
  clickActive: ['CLICK', 'CLICK_MINI_APP'],
  uzumActive: ['UZUM'],
  cardActive: ['PAYME'],
} as const satisfies Record<string, readonly PaymentType[]>;

type PaymentFlag = keyof typeof paymentFlagTypes;

/** Payment flags without a matching payment method. */
export function checkPayments(ctx: TenantContext): Finding[] {
  const methods = listOf(ctx, 'paymentMethods');
  if (!methods) return [];
  const types = new Set<PaymentType>(methods.map((m) => m.type));
  const methodsFile = fileOf('paymentMethods');
  const findings: Finding[] = [];
  for (const { key } of settingsFiles) {
    const settings = ctx.data[key];
    if (!settings) continue;
    for (const flag of Object.keys(paymentFlagTypes) as PaymentFlag[]) {
      const wanted: readonly PaymentType[] = paymentFlagTypes[flag];
      if (!settings[flag] || wanted.some((t) => types.has(t))) continue;
      const names = wanted.map((t) => `"${t}"`).join(' or ');
      findings.push(
        finding({
          code: 'payment-method-missing',
          file: fileOf(key),
          path: jsonPath([flag]),
          message: `"${flag}" is on, but ${methodsFile} has no payment method of type ${names}`,
          expected: `a payment method with "type": ${names} in ${methodsFile}`,
          suggestion: `add a payment method with "type": "${wanted[0]}" to ${methodsFile}, or set "${flag}": false`,
        }),
      );
    }
  }
  return findings;
}
