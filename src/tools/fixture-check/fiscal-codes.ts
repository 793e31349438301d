/**
 * Payme fiscalises every payment it takes from the receipt detail the server gives it (the checkout's
 * CheckPerformTransaction and a saved card's receipts.create): each line's classifier code (MXIK/IKPU)
 * and package code. The server never invents one: an order with a line lacking a code cannot be paid
 * with Payme at all. So wherever Payme takes money (paymeActive or cardActive, with Payme credentials),
 * every product needs its codes, from the product itself (`mxicCode`, `packageCode`) or the merchant's
 * defaults (payment-providers.json, `payme.fiscal`); a service fee needs the defaults.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, settingsFiles, type TenantContext } from './tenant-context.ts';

/** Products listed one by one; past this, one finding says how many more lack the code. */
const LISTED = 5;

/** Whether any settings variant lets Payme take money (its checkout or saved cards). */
function paymeTakesMoney(ctx: TenantContext): boolean {
  return settingsFiles.some(({ key }) => ctx.data[key]?.paymeActive || ctx.data[key]?.cardActive);
}

export function checkFiscalCodes(ctx: TenantContext): Finding[] {
  const payme = ctx.data.paymentProviders?.payme;
  const products = ctx.data.catalogue?.products;
  if (!payme || !products || !paymeTakesMoney(ctx)) return [];
  const defaults = payme.fiscal;
  const providers = fileOf('paymentProviders');
  const catalogue = fileOf('catalogue');
  const findings: Finding[] = [];

  const fields = [
    { own: 'mxicCode', fallback: 'mxikCode', what: 'classifier code (MXIK/IKPU)' },
    { own: 'packageCode', fallback: 'packageCode', what: 'package code' },
  ] as const;
  for (const { own, fallback, what } of fields) {
    if (defaults?.[fallback]) continue;
    const lacking = products.flatMap((product, index) => (product[own] ? [] : [{ product, index }]));
    for (const { product, index } of lacking.slice(0, LISTED)) {
      findings.push(
        finding({
          code: 'fiscal-code-missing',
          file: catalogue,
          path: jsonPath(['products', index, own]),
          message: `product ${product.id} has no ${what}, and ${providers} sets no default: Payme cannot fiscalise it, so no order holding it can be paid with Payme`,
          expected: `"${own}" on the product, or "payme.fiscal.${fallback}" in ${providers}`,
          suggestion: `add the product's "${own}", or the merchant's default "${fallback}" under "payme.fiscal" in ${providers}`,
        }),
      );
    }
    if (lacking.length > LISTED) {
      findings.push(
        finding({
          code: 'fiscal-code-missing',
          file: catalogue,
          path: jsonPath(['products']),
          message: `${lacking.length - LISTED} more products have no ${what}`,
          expected: `"${own}" on every product, or "payme.fiscal.${fallback}" in ${providers}`,
        }),
      );
    }
  }

  const serviceFee = ctx.data.orderSettings?.isServiceFeeEnabled;
  if (serviceFee && !(defaults?.mxikCode && defaults.packageCode)) {
    findings.push(
      finding({
        code: 'fiscal-code-missing',
        file: providers,
        path: jsonPath(['payme', 'fiscal']),
        message:
          'the service fee is a receipt line of its own and takes the merchant’s default codes, which are not set',
        expected: '"mxikCode" and "packageCode" under "payme.fiscal"',
      }),
    );
  }
  return findings;
}
