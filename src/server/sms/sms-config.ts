/**
 * Where SMS go, from the environment (or createApp's `sms` option, which wins), checked at start like
 * the security settings: a bad value stops the server with the variable's name.
 *
 * - ESKIZ_API_URL: Eskiz's API base (default in production: https://notify.eskiz.uz/api).
 * - PLAY_MOBILE_API_URL: Play Mobile's broker API base (default in production:
 *   https://send.smsxabar.uz/broker-api).
 * - SMS_CALLBACK_URL: this server's public base URL (e.g. https://shop.example.com), which Eskiz
 *   calls back with delivery statuses; unset, no status is asked for.
 *
 * Outside production (`npm run dev`, tests) a gateway without an address is not called at all:
 * codes go to the development log and inbox only, as they always did, and nothing leaves the machine.
 * An address must be https, or http on this machine only (the demo gateways): a merchant's
 * credentials never travel in clear over a network.
 */
import { z } from 'zod';
import { DeploymentConfigError } from '../http/security-config.ts';
import { isLoopbackHost } from './sms-http.ts';
import type { SmsGatewayName } from './sms-gateway.ts';

export const ESKIZ_PRODUCTION_URL = 'https://notify.eskiz.uz/api';
export const PLAY_MOBILE_PRODUCTION_URL = 'https://send.smsxabar.uz/broker-api';

/** The SMS settings in force. */
export interface SmsConfig {
  /** Base URL per gateway; undefined: that gateway's merchants get no SMS (development only). */
  urls: Partial<Record<SmsGatewayName, string>>;
  /** This server's public base URL for Eskiz's delivery callbacks; undefined asks for none. */
  callbackUrl: string | undefined;
  /** Refuse every gateway address but this machine's (tests; the demo gateways are loopback anyway). */
  loopbackOnly: boolean;
}

/** What the caller may set; `urls` entries win one by one over the environment. */
export interface SmsConfigOverrides {
  urls?: Partial<Record<SmsGatewayName, string>>;
  callbackUrl?: string;
  loopbackOnly?: boolean;
}

/** An https base URL, or http on loopback; no user, query or fragment; without a trailing slash. */
const BaseUrl = z
  .string()
  .trim()
  .transform((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${text}" is not a URL` });
      return z.NEVER;
    }
    const plainOk = url.protocol === 'http:' && isLoopbackHost(url.hostname);
    if (!(url.protocol === 'https:' || plainOk) || url.username || url.password || url.search || url.hash) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text}": expected an https URL (http only on this machine) without user, query or fragment`,
      });
      return z.NEVER;
    }
    return url.toString().replace(/\/+$/, '');
  });

const SmsEnv = z.object({
  ESKIZ_API_URL: BaseUrl.optional(),
  PLAY_MOBILE_API_URL: BaseUrl.optional(),
  SMS_CALLBACK_URL: BaseUrl.optional(),
});

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

/**
 * The SMS settings: the overrides, then the environment, then (production only) the providers' own
 * addresses.
 * @throws DeploymentConfigError naming the variable and the problem
 */
export function resolveSmsConfig(
  overrides: SmsConfigOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): SmsConfig {
  const parsed = SmsEnv.safeParse({
    ESKIZ_API_URL: blankToUndefined(overrides.urls?.ESKIZ ?? env.ESKIZ_API_URL),
    PLAY_MOBILE_API_URL: blankToUndefined(overrides.urls?.PLAY_MOBILE ?? env.PLAY_MOBILE_API_URL),
    SMS_CALLBACK_URL: blankToUndefined(overrides.callbackUrl ?? env.SMS_CALLBACK_URL),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);
    throw new DeploymentConfigError(`Invalid SMS settings: ${problems.join('; ')}`);
  }
  const production = env.NODE_ENV === 'production';
  const urls: Partial<Record<SmsGatewayName, string>> = {
    ESKIZ: parsed.data.ESKIZ_API_URL ?? (production ? ESKIZ_PRODUCTION_URL : undefined),
    PLAY_MOBILE: parsed.data.PLAY_MOBILE_API_URL ?? (production ? PLAY_MOBILE_PRODUCTION_URL : undefined),
  };
  // Vitest sets VITEST: a test may reach the fakes on this machine and nothing else.
  const loopbackOnly = overrides.loopbackOnly ?? env.VITEST !== undefined;
  if (loopbackOnly) {
    for (const [name, url] of Object.entries(urls)) {
      if (url && !isLoopbackHost(new URL(url).hostname)) {
        throw new DeploymentConfigError(
          `Invalid SMS settings: ${name} at ${url} is not this machine (loopback only)`,
        );
      }
    }
  }
  return { urls, callbackUrl: parsed.data.SMS_CALLBACK_URL, loopbackOnly };
}
