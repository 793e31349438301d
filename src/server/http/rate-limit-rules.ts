/**
 * Which rate limits an API call counts against, by endpoint. The dispatcher counts a call against
 * every rule before its handler runs (storage/rate-limits.ts keeps the counters in the database, so
 * all instances share them) and answers 429 with Retry-After and the spec's error body when one is
 * over. Keys name the merchant, so one merchant's traffic never uses up another's.
 */
import type { EndpointName } from '../../contract/index.ts';
import { isFreshlyConfirmed } from './fresh-confirmation.ts';
import { phoneFrom } from './phone-field.ts';
import type { Limits } from '../base/limits.ts';
import type { Session } from '../storage/db.ts';
import type { RateRule } from '../storage/rate-limits.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';

/** A rule with the error it answers when over. */
export interface LimitRule extends RateRule {
  error: (retryAfter: number) => ApiError;
}

/** What the rules may look at. */
export interface LimitInput {
  endpoint: EndpointName;
  tenant: Tenant | undefined;
  session: Session | undefined;
  body: unknown;
  /** The client's address (http/client-address.ts). */
  client: string;
  /** The server's clock, epoch milliseconds. */
  now: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

const retryHeaders = (seconds: number) => ({ 'retry-after': String(seconds) });

const tooMany = (retryAfter: number) =>
  new ApiError(429, 'RATE_LIMITED', messages.rateLimited(retryAfter), retryHeaders(retryAfter));

const rule = (key: string, limit: number, windowSeconds: number): LimitRule => ({
  key,
  limit,
  windowSeconds,
  error: tooMany,
});

/** The phone of a body, when it has a well-formed one (a bad one is the handler's 400 to give). */
function phoneOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('phone' in body) || typeof body.phone !== 'string') {
    return undefined;
  }
  try {
    return phoneFrom(body.phone);
  } catch {
    return undefined;
  }
}

/** Limits of a code sent to a phone: the resend pause, then per phone, client and merchant. */
function codeRules(merchant: number, phone: string, client: string, limits: Limits): LimitRule[] {
  return [
    {
      key: `code-resend:${merchant}:${phone}`,
      limit: 1,
      windowSeconds: limits.codeResendSeconds,
      error: (wait) =>
        new ApiError(429, 'RESEND_THROTTLED', messages.resendThrottled(wait), retryHeaders(wait)),
    },
    rule(`code-phone-hour:${merchant}:${phone}`, limits.codesPerPhonePerHour, HOUR),
    rule(`code-phone-day:${merchant}:${phone}`, limits.codesPerPhonePerDay, DAY),
    rule(`code-client-hour:${merchant}:${client}`, limits.codesPerClientPerHour, HOUR),
    rule(`code-merchant-minute:${merchant}`, limits.codesPerMerchantPerMinute, MINUTE),
    rule(`code-merchant-hour:${merchant}`, limits.codesPerMerchantPerHour, HOUR),
  ];
}

/** New image renditions (media cache misses) a client may ask for per minute. */
export function imageTransformRule(client: string, perMinute: number): LimitRule {
  return rule(`image-transform:${client}`, perMinute, MINUTE);
}

/** The rules an API call counts against (none for most reads). */
export function limitRulesFor(input: LimitInput, limits: Limits): LimitRule[] {
  const { tenant, session, client } = input;
  if (!tenant) return [];
  const merchant = tenant.id;
  switch (input.endpoint) {
    // A staff code counts like a customer's, whether or not the phone is staff: the same limits, and
    // no answer that tells the two apart (console/sign-in-handlers.ts).
    case 'authCode':
    case 'consoleAuthCode': {
      const phone = phoneOf(input.body);
      return phone ? codeRules(merchant, phone, client, limits) : [];
    }
    case 'phoneChange': {
      // Without a fresh confirmation the handler refuses before any code goes (403
      // CONFIRMATION_REQUIRED): counting that as a code to the new number would throttle the very
      // call the storefront repeats once the customer has confirmed.
      const phone = phoneOf(input.body);
      const sends = session !== undefined && isFreshlyConfirmed(session, input.now, limits);
      return phone && sends ? codeRules(merchant, phone, client, limits) : [];
    }
    case 'orderCreate':
    case 'orderCreateAtTime':
      return [
        ...(session
          ? [rule(`order-customer:${merchant}:${session.user.id}`, limits.ordersPerCustomerPerMinute, MINUTE)]
          : []),
        rule(`order-client:${merchant}:${client}`, limits.ordersPerClientPerMinute, MINUTE),
        rule(`order-merchant:${merchant}`, limits.ordersPerMerchantPerMinute, MINUTE),
      ];
    case 'promoCheck':
      return session
        ? [rule(`promo-check:${merchant}:${session.user.id}`, limits.promoChecksPerCustomerPerMinute, MINUTE)]
        : [];
    case 'userImage':
      return session
        ? [rule(`upload:${merchant}:${session.user.id}`, limits.uploadsPerCustomerPerHour, HOUR)]
        : [];
    case 'cardCreate':
    case 'cardCode':
      return session
        ? [rule(`card-code:${merchant}:${session.user.id}`, limits.cardCodesPerCustomerPerHour, HOUR)]
        : [];
    case 'cardVerify':
      return session
        ? [rule(`card-check:${merchant}:${session.user.id}`, limits.cardChecksPerCustomerPerHour, HOUR)]
        : [];
    case 'vacancyApply':
      return [rule(`vacancy-apply:${merchant}:${client}`, limits.jobApplicationsPerClientPerHour, HOUR)];
    case 'reverseGeocode':
    case 'placeSearch':
      return [
        rule(`geocode-client:${merchant}:${client}`, limits.geocodingPerClientPerMinute, MINUTE),
        rule(`geocode-merchant:${merchant}`, limits.geocodingPerMerchantPerMinute, MINUTE),
      ];
    default:
      return [];
  }
}
