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
  findings.push(...testEnvironmentFindings(ctx));
  return findings;
}

/**
 * Payme's test environment (checkout.test.paycom.uz) calls back signed with the test key, which the
 * server answers only in test mode: addresses there with test mode off mean every payment fails.
 */
function testEnvironmentFindings(ctx: TenantContext): Finding[] {
  const payme = ctx.data.paymentProviders?.payme;
  if (!payme || payme.testMode) return [];
  const file = fileOf('paymentProviders');
  return (['checkoutUrl', 'subscribeApiUrl'] as const)
    .filter((field) => new URL(payme[field]).hostname.includes('.test.'))
    .map((field) =>
      finding({
        code: 'payme-test-environment-off',
        file,
        path: jsonPath(['payme', field]),
        message: `"${field}" is Payme's test environment, which signs with the test key, but "testMode" is off: its calls are refused`,
        expected: '"testMode": true while testing, and Payme’s production addresses afterwards',
        received: payme[field],
      }),
    );
}
