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
