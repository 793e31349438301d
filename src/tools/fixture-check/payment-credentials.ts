/**
 * Online payment flags against payment-providers.json: a customer offered Payme, Click or Uzum must
 * be able to pay there, and the server can build the provider's page and check its callbacks only
 * with the merchant's credentials. A flag on without them shows an option whose payment always fails.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, settingsFiles, type TenantContext } from './tenant-context.ts';

/** Each online payment flag with the provider entry of payment-providers.json it needs. */
const providerOfFlag = { paymeActive: 'payme', clickActive: 'click', uzumActive: 'uzum' } as const;

export function checkPaymentCredentials(ctx: TenantContext): Finding[] {
  const providers = ctx.data.paymentProviders;
  const file = fileOf('paymentProviders');
  const findings: Finding[] = [];
  for (const { key } of settingsFiles) {
    const settings = ctx.data[key];
    if (!settings) continue;
    for (const [flag, provider] of Object.entries(providerOfFlag) as [
      keyof typeof providerOfFlag,
      string,
    ][]) {
      if (!settings[flag] || providers?.[providerOfFlag[flag]]) continue;
      findings.push(
        finding({
          code: 'payment-credentials-missing',
          file: fileOf(key),
          path: jsonPath([flag]),
          message: `"${flag}" is on, but ${file} has no "${provider}" credentials: every such payment would fail`,
          expected: `"${provider}" in ${file}`,
          suggestion: `add the merchant's ${provider} credentials to ${file}, or set "${flag}": false`,
        }),
      );
    }
  }
  return findings;
}
