/**
 * PAYMENT_CALLBACK_ALLOW: the addresses each payment provider calls its callbacks from, as a
 * deployment knows them (from the environment, or createApp's `paymentCallbackAllow`), checked at
 * start like the other deployment settings: a typo stops the server with the variable, the provider
 * and the entry, instead of silently refusing every payment.
 *
 * A JSON object from provider (payme, click, uzum) to a list of IPv4 or IPv6 addresses or CIDR
 * ranges, e.g. `{"payme": ["185.234.113.0/28"], "click": ["203.0.113.7"]}`. A provider with a list
 * has its callbacks refused from any other address (callback-guard.ts); a provider left out is
 * answered from anywhere, as without the setting. The credentials and signatures stay the real
 * check: the list is defence in depth.
 */
import { z } from 'zod';
import { parseAddressRange, type AddressRange } from '../http/address-ranges.ts';
import { DeploymentConfigError } from '../http/security-config.ts';

export const CALLBACK_PROVIDERS = ['payme', 'click', 'uzum'] as const;
export type CallbackProvider = (typeof CALLBACK_PROVIDERS)[number];

/** The settings as written: provider to address or range texts. */
export type CallbackAllowSettings = Partial<Record<CallbackProvider, readonly string[]>>;

/** The settings in force: provider to parsed ranges; a provider absent is not filtered. */
export type CallbackAllowList = Partial<Record<CallbackProvider, readonly AddressRange[]>>;

export const CALLBACK_ALLOW_VARIABLE = 'PAYMENT_CALLBACK_ALLOW';

const Range = z
  .string({ error: 'expected an address or CIDR range, as a string' })
  .transform((text, ctx): AddressRange => {
    const parsed = parseAddressRange(text.trim());
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

// An empty list would refuse every callback of the provider: surely not what was meant.
const Ranges = z
  .array(Range, { error: 'expected a list of addresses or CIDR ranges' })
  .min(1, 'an empty list would refuse every callback; leave the provider out to accept any address');

const ByProvider = z.strictObject(
  { payme: Ranges.optional(), click: Ranges.optional(), uzum: Ranges.optional() },
  { error: `expected a JSON object keyed by ${CALLBACK_PROVIDERS.join(', ')}` },
);

/** provider[index] (or the key itself) of an issue, for the message. */
function where(path: readonly PropertyKey[]): string {
  const [provider, index] = path;
  if (provider === undefined) return '';
  return `${String(provider)}${index === undefined ? '' : `[${String(index)}]`}: `;
}

function problemsOf(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `"${key}"`).join(', ')} is no provider; expected ${CALLBACK_PROVIDERS.join(', ')}`
        : `${where(issue.path)}${issue.message}`,
    )
    .join('; ');
}

function fail(source: string, problems: string): never {
  throw new DeploymentConfigError(`Invalid payment callback settings: ${source}: ${problems}`);
}

/**
 * The allow-list from the environment, then the overrides (tests, embedding servers), each provider's
 * list replacing the environment's.
 * @throws DeploymentConfigError naming the variable, the provider and the entry
 */
export function resolveCallbackAllow(
  overrides: CallbackAllowSettings = {},
  env: NodeJS.ProcessEnv = process.env,
): CallbackAllowList {
  const text = env[CALLBACK_ALLOW_VARIABLE]?.trim();
  let fromEnv: CallbackAllowList = {};
  if (text) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      fail(CALLBACK_ALLOW_VARIABLE, `not JSON; expected an object such as {"payme": ["185.234.113.0/28"]}`);
    }
    const parsed = ByProvider.safeParse(json);
    if (!parsed.success) fail(CALLBACK_ALLOW_VARIABLE, problemsOf(parsed.error));
    fromEnv = parsed.data;
  }
  const given = ByProvider.safeParse(overrides);
  if (!given.success) fail('paymentCallbackAllow', problemsOf(given.error));
  const merged: CallbackAllowList = { ...fromEnv };
  for (const provider of CALLBACK_PROVIDERS) {
    const ranges = given.data[provider];
    if (ranges) merged[provider] = ranges;
  }
  return merged;
}
