/**
 * Every limit the server enforces, in one place, with its default. A deployment overrides any of them
 * with the environment variable STOREFRONT_LIMITS (a JSON object of the keys below, e.g.
 * `{"orderCreatePerClientPerMinute": 30}`) or createApp's `limits` option; unknown keys are refused
 * at start so a typo never silently leaves a default in force.
 *
 * Counters behind the rate limits live in the database, so every instance on one PostgreSQL shares
 * them (see storage/).
 */
import { z } from 'zod';

const count = z.number().int().positive();
const countOrNone = z.number().int().nonnegative();

/** The limits with their defaults; each key says what it limits and per what. */
export const Limits = z.strictObject({
  /** Largest request body in bytes (uploads have their own). */
  bodyBytes: count.default(1_000_000),
  /** Deepest nesting of arrays and objects accepted in a JSON body. */
  bodyDepth: count.default(32),

  // Sign-in codes: each request counts against the phone, the client (address) and the merchant, so
  // neither one number nor many numbers from one place nor a spread attack can pump SMS.
  /** One code per phone per this many seconds (sign-in and phone change together). */
  codeResendSeconds: count.default(60),
  codesPerPhonePerHour: count.default(5),
  codesPerPhonePerDay: count.default(10),
  codesPerClientPerHour: count.default(10),
  codesPerMerchantPerMinute: count.default(30),
  codesPerMerchantPerHour: count.default(500),
  /** Wrong codes (per phone, and per client) before the first lock; each further run doubles it. */
  wrongCodesBeforeLock: count.default(10),
  signInLockSeconds: count.default(300),
  signInLockMaxSeconds: count.default(86_400),

  // Sessions.
  sessionIdleDays: count.default(30),
  sessionMaxDays: count.default(180),
  /** Deleting the account or changing the phone needs a code proven this recently in the session. */
  confirmFreshMinutes: count.default(10),

  // Orders.
  ordersPerCustomerPerMinute: count.default(5),
  ordersPerClientPerMinute: count.default(20),
  ordersPerMerchantPerMinute: count.default(600),
  activeUnpaidOrdersPerCustomer: count.default(5),

  // Uploads (profile pictures) and geocoding (place search, reverse lookup).
  uploadsPerCustomerPerHour: count.default(20),
  geocodingPerClientPerMinute: count.default(60),
  geocodingPerMerchantPerMinute: count.default(1_200),
  /** Image renditions the media host makes (cache misses) per client. */
  imageTransformsPerClientPerMinute: count.default(120),

  // Media host (media/): resizing with sharp is the heaviest work the server does, so a burst of new
  // sizes must queue instead of slowing every API call down.
  /** Pictures resized at once, in the whole process; each takes about one core while it runs. */
  imageWorkConcurrent: count.default(2),
  /** Resizes waiting for a free slot; when they are all taken the media host answers 503 + Retry-After. */
  imageWorkQueued: countOrNone.default(32),
  /**
   * Threads libvips may use for one picture (sharp.concurrency). 1 keeps imageWorkConcurrent the cap
   * on cores; sharp's own default is one thread per core for every picture.
   */
  imageThreadsPerJob: count.default(1),
});

/** The limits in force. */
export type Limits = z.output<typeof Limits>;

/**
 * The limits from the defaults, then STOREFRONT_LIMITS, then the given overrides.
 * @throws Error naming the key and what was expected when a value is not a valid limit
 */
export function resolveLimits(overrides: Partial<Limits> = {}, env: NodeJS.ProcessEnv = process.env): Limits {
  let fromEnv: unknown = {};
  if (env.STOREFRONT_LIMITS) {
    try {
      fromEnv = JSON.parse(env.STOREFRONT_LIMITS);
    } catch {
      throw new Error('STOREFRONT_LIMITS must be a JSON object of limits, e.g. {"bodyDepth": 32}');
    }
  }
  const result = Limits.safeParse({ ...(fromEnv as object), ...overrides });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid server limits: ${problems.join('; ')}`);
  }
  return result.data;
}
