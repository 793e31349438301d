/**
 * A sign-in in progress: the phone the code went to, when another code may be asked for, until when
 * the code works, and where to go afterwards.
 *
 * Kept in local storage, per merchant (brands sign in separately), until the code expires: a customer
 * who closed the page while the SMS was on its way, and opens the storefront again, is offered the
 * code screen instead of asking for a code the server would refuse to send yet. A reload of the code
 * screen loses nothing either. Signing in, or the code's expiry, forgets it.
 */
import { z } from 'zod';
import type { ApiError } from '../../core/api/api-error.ts';
import { readStored, writeStored } from '../../core/tenant/storage.ts';
import { localStore } from '../../core/tenant/safe-storage.ts';
import { loadedStoredKind } from '../../core/tenant/stored-kind.ts';

/** An in-app path: starts with one slash (never "//host", which would leave the storefront). */
const IN_APP_PATH = /^\/(?!\/)/;

export const PendingLogin = z.object({
  phone: z.string(),
  /** Epoch milliseconds after which "send again" is allowed. */
  resendAt: z.number(),
  /** Epoch milliseconds after which the code no longer works (the entry is forgotten then). */
  expiresAt: z.number(),
  /** An in-app path to return to; never an absolute URL (no open redirect). */
  from: z.string().regex(IN_APP_PATH).default('/'),
});
export type PendingLogin = z.infer<typeof PendingLogin>;

const keyOf = (merchantId: number) => `pendingLogin:${merchantId}`;
/** The sign-in screens load this with zod: the schema is here at once. */
const pendingLogins = loadedStoredKind(PendingLogin);

/** The sign-in in progress at this merchant, unless its code has expired. */
export function readPendingLogin(merchantId: number, now = Date.now()): PendingLogin | null {
  const pending = readStored(keyOf(merchantId), pendingLogins) ?? null;
  if (pending && pending.expiresAt <= now) {
    clearPendingLogin(merchantId);
    return null;
  }
  return pending;
}

export const writePendingLogin = (merchantId: number, value: PendingLogin) =>
  writeStored(keyOf(merchantId), value, pendingLogins);

export function clearPendingLogin(merchantId: number): void {
  try {
    localStore().removeItem(keyOf(merchantId));
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Where a guest was sent from: only an in-app path counts, and never the sign-in screens. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && IN_APP_PATH.test(from) && !from.startsWith('/login') ? from : '/';
}

/** What the phone screen asked for: a phone and where to go after signing in. */
interface CodeRequest {
  phone: string;
  from: string;
  now: number;
}

/** A code went out: the code screen, counting down from the server's resend pause. */
export function pendingAfterSent(
  request: CodeRequest,
  sent: { resendIn: number; expiresIn: number },
): PendingLogin {
  return {
    phone: request.phone,
    from: request.from,
    resendAt: request.now + sent.resendIn * 1000,
    expiresAt: request.now + sent.expiresIn * 1000,
  };
}

/**
 * The server would not send another code yet (RESEND_THROTTLED): one went to this phone a moment
 * ago and still works, so the customer goes on to type it, with the countdown of the server's
 * Retry-After. Any other refusal keeps them on the phone screen (null).
 *
 * Until when that code works is known only when this device asked for it (`earlier`); otherwise the
 * end of the pause is taken as the least it lives (the server keeps codes longer than it pauses).
 */
export function pendingAfterRefusal(
  request: CodeRequest,
  error: ApiError,
  earlier: PendingLogin | null,
): PendingLogin | null {
  if (error.code !== 'RESEND_THROTTLED') return null;
  const same = earlier?.phone === request.phone ? earlier : null;
  const resendAt =
    error.retryAfter !== undefined ? request.now + error.retryAfter * 1000 : (same?.resendAt ?? request.now);
  return {
    phone: request.phone,
    from: request.from,
    resendAt,
    expiresAt: Math.max(same?.expiresAt ?? 0, resendAt),
  };
}
