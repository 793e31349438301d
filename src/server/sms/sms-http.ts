/**
 * One HTTP call to an SMS gateway, the part both adapters share: a time-out, no redirects (a
 * redirected request would carry the credentials somewhere else), a bounded answer, and the
 * failures every provider means the same way turned into SmsTransientError:
 *
 * - no answer (refused, reset, time-out) and 5xx: the provider is down or overloaded;
 * - 429: it asks us to slow down (its Retry-After is kept for the backoff).
 *
 * Every other status goes back to the adapter, which knows what its provider means by it.
 *
 * `loopbackOnly` (tests, and the demo gateways) refuses any address but this machine's before a
 * byte is sent: a test can never reach a real provider, whatever a fixture or variable says.
 */
import { SmsTransientError, providerWords, type SmsGatewayName } from './sms-gateway.ts';

/** How gateway calls are made. */
export interface GatewayHttpOptions {
  /** Milliseconds one call may take, answer included. */
  timeoutMs: number;
  /** Refuse every host but loopback (127.0.0.0/8, ::1, localhost). */
  loopbackOnly: boolean;
}

/** A provider's answer, read whole. */
export interface GatewayAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Answers longer than this are cut: no gateway answer we read is anywhere near it. */
const MAX_ANSWER_CHARS = 64 * 1024;

/** 127.0.0.0/8, ::1 and localhost: this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A gateway's printable name in log lines. */
export const gatewayTitle: Record<SmsGatewayName, string> = { ESKIZ: 'Eskiz', PLAY_MOBILE: 'Play Mobile' };

/** Retry-After in seconds or as a date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Makes the call.
 * @throws SmsTransientError on no answer, 5xx and 429
 * @throws Error when the address is not loopback while `loopbackOnly` (a programming or set-up error)
 */
export async function callGateway(
  gateway: SmsGatewayName,
  url: URL,
  init: RequestInit,
  options: GatewayHttpOptions,
): Promise<GatewayAnswer> {
  const title = gatewayTitle[gateway];
  if (options.loopbackOnly && !isLoopbackHost(url.hostname)) {
    throw new Error(`${title}: ${url.host} is not this machine, and only loopback may be called here`);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsTransientError(
      timedOut
        ? `${title} did not answer within ${options.timeoutMs} ms (${url.pathname})`
        : `${title} cannot be reached (${url.pathname})`,
    );
  }
  const text = (await response.text().catch(() => '')).slice(0, MAX_ANSWER_CHARS);
  if (response.status === 429) {
    throw new SmsTransientError(
      `${title} asks to slow down (429 on ${url.pathname})`,
      retryAfterMs(response.headers),
    );
  }
  if (response.status >= 500) {
    const words = providerWords(text);
    throw new SmsTransientError(
      `${title} failed (${response.status} on ${url.pathname}${words ? `: ${words}` : ''})`,
      retryAfterMs(response.headers),
    );
  }
  return { status: response.status, headers: response.headers, text };
}

/** The answer as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: GatewayAnswer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}
