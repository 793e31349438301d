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
export const Limits = z
  .strictObject({
    /** Largest request body in bytes (uploads have their own). */
    bodyBytes: count.default(1_000_000),
    /** Deepest nesting of arrays and objects accepted in a JSON body. */
    bodyDepth: count.default(32),

    /** Most lines (a product with its chosen options) in one order: far above a real basket. */
    orderLines: count.default(100),
    /** Most items of one line, and most of one option on each item (a catering tray, not a warehouse). */
    orderLineQuantity: count.default(500),
    /** Most items in one order, every line together. */
    orderQuantity: count.default(1000),
    /** Furthest ahead a scheduled order (orders/at-time) may be set, in days. */
    orderScheduleDaysAhead: count.default(30),

    /**
     * Time a connection has to send a request's headers, in ms, from its first byte (or from connecting).
     * Browsers send them in one packet; only slow or hostile clients come near it. It does not run while
     * a kept-alive connection waits between requests, so it can be far below the keep-alive time.
     */
    headersTimeoutMs: count.default(20_000),
    /** Time a connection has to send a whole request, body included, in ms (at least headersTimeoutMs). */
    requestTimeoutMs: count.default(60_000),
    /**
     * Time a connection may stay silent, nothing read or written, while a request is open, in ms: a
     * client that stops reading its answer or stops mid-body is dropped. Kept-alive connections between
     * requests follow the keep-alive time (lifecycle/http-server.ts) instead.
     */
    socketIdleTimeoutMs: count.default(60_000),
    /**
     * Most open connections; more are closed on arrival. Keep it below the process's open-file limit
     * (ulimit -n), which the database and media files share.
     */
    maxConnections: count.default(1000),
    /**
     * Longest wait on shutdown (SIGTERM) for requests in flight to be answered, in ms; connections still
     * open then are cut. Keep it below the time the process manager waits before kill -9.
     */
    drainTimeoutMs: count.default(10_000),

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
    /** Promo code checks per customer per minute: enough to fix a typo, too few to guess codes. */
    promoChecksPerCustomerPerMinute: count.default(10),
    activeUnpaidOrdersPerCustomer: count.default(5),

    // Saved cards: every card added and every code re-sent is an SMS Payme sends, and guessing numbers
    // or codes must stay slow.
    /** Cards added plus confirmation codes asked for again, per customer per hour. */
    cardCodesPerCustomerPerHour: count.default(10),
    /** Confirmation codes entered, per customer per hour (Payme also locks a code after a few misses). */
    cardChecksPerCustomerPerHour: count.default(30),

    // Uploads (profile pictures) and geocoding (place search, reverse lookup).
    uploadsPerCustomerPerHour: count.default(20),
    geocodingPerClientPerMinute: count.default(60),
    geocodingPerMerchantPerMinute: count.default(1_200),
    /** Vacancy applications per client per hour: guests may apply, so the client is what is counted. */
    jobApplicationsPerClientPerHour: count.default(5),
    /**
     * Image renditions the media host makes (cache misses) per client: a coarse ceiling on one
     * address's share of the image work, far above a browsing customer's (a first visit after a deploy
     * asks for a few hundred new renditions; many customers may share one carrier's address). Beyond
     * it the client gets the nearest kept rendition or the original instead (media/media-fallback.ts).
     */
    imageTransformsPerClientPerMinute: count.default(1_200),

    // Media host (media/): resizing with sharp is the heaviest work the server does, so a burst of new
    // sizes must queue instead of slowing every API call down.
    /** Pictures resized at once, in the whole process; each takes about one core while it runs. */
    imageWorkConcurrent: count.default(2),
    /** Resizes waiting for a free slot; beyond them a rendition is answered with a kept one or the original. */
    imageWorkQueued: countOrNone.default(32),
    /**
     * Threads libvips may use for one picture (sharp.concurrency). 1 keeps imageWorkConcurrent the cap
     * on cores; sharp's own default is one thread per core for every picture.
     */
    imageThreadsPerJob: count.default(1),
  })
  .refine((limits) => limits.headersTimeoutMs <= limits.requestTimeoutMs, {
    message:
      'headersTimeoutMs must not be longer than requestTimeoutMs (the headers are part of the request)',
    path: ['headersTimeoutMs'],
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
