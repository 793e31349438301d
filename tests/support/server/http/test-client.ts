/**
 * TEST ONLY: a small client for the API tests: JSON in and out, a merchant header by default, a
 * bearer token when given, a movable clock and a logger that keeps every line (to read SMS codes and
 * to prove that tokens never reach the log).
 */
import type { Hono } from 'hono';
import type { Logger } from '../../../../src/server/base/logger.ts';

export interface TestCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Merchant header; null sends none. Default: the client's merchant. */
  merchant?: number | null;
  token?: string;
  body?: unknown;
  /** Extra request headers (X-Forwarded-For, Idempotency-Key...). */
  headers?: Record<string, string>;
}

export interface TestReply {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when empty). */
  json: unknown;
  /** The body's `code` (ApiErrorBody), when there is one. */
  code: string | undefined;
}

/** Calls `/api<path>` on an app. */
export function apiCaller(app: Hono, merchant: number) {
  return async (path: string, options: TestCallOptions = {}): Promise<TestReply> => {
    const headers: Record<string, string> = { ...options.headers };
    const merchantHeader = options.merchant === undefined ? merchant : options.merchant;
    if (merchantHeader !== null) headers.merchant = String(merchantHeader);
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const json: unknown = text === '' ? undefined : JSON.parse(text);
    const code =
      typeof json === 'object' && json !== null && 'code' in json && typeof json.code === 'string'
        ? json.code
        : undefined;
    return { status: response.status, headers: response.headers, json, code };
  };
}

/** A logger that keeps every line, errors with their error objects written out. */
export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const describe = (error: unknown) =>
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : JSON.stringify(error);
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => lines.push(error === undefined ? message : `${message} ${describe(error)}`),
  };
}

/** The last code the log shows for a phone (`[sms] <phone>: <code>`). */
export function lastCode(lines: readonly string[], phone: string): string {
  const prefix = `[sms] ${phone}: `;
  const line = lines.findLast((entry) => entry.startsWith(prefix));
  if (!line) throw new Error(`no code was sent to ${phone}`);
  return line.slice(prefix.length);
}

/** A clock tests move by hand. */
export function testClock(start = Date.parse('2026-03-01T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/**
 * Limits for tests of features, not of limits: every per-client and per-merchant count is out of
 * reach (all test requests come from one "client"), while what a feature itself promises (the resend
 * pause, the 5 tries of a code) stays as deployed. The limits themselves are tested with the defaults.
 */
export const featureTestLimits = {
  codesPerPhonePerHour: 1_000,
  codesPerPhonePerDay: 1_000,
  codesPerClientPerHour: 100_000,
  codesPerMerchantPerMinute: 100_000,
  codesPerMerchantPerHour: 100_000,
  wrongCodesBeforeLock: 100_000,
  ordersPerCustomerPerMinute: 100_000,
  ordersPerClientPerMinute: 100_000,
  ordersPerMerchantPerMinute: 100_000,
  activeUnpaidOrdersPerCustomer: 100_000,
  promoChecksPerCustomerPerMinute: 100_000,
  uploadsPerCustomerPerHour: 100_000,
  cardCodesPerCustomerPerHour: 100_000,
  cardChecksPerCustomerPerHour: 100_000,
} as const;
