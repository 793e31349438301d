/**
 * A sign-in in progress: the phone the code went to, when another code may be asked for, and where to
 * go afterwards. Kept in session storage so a reload of the code screen loses nothing.
 */
import { z } from 'zod';
import { sessionStore } from '../../core/tenant/safe-storage.ts';
import { readStored, writeStored } from '../../core/tenant/storage.ts';

export const PendingLogin = z.object({
  phone: z.string(),
  /** Epoch milliseconds after which "send again" is allowed. */
  resendAt: z.number(),
  /** An in-app path to return to; never an absolute URL (no open redirect). */
  from: z
    .string()
    .regex(/^\/(?!\/)/)
    .default('/'),
});
export type PendingLogin = z.infer<typeof PendingLogin>;

const KEY = 'pendingLogin';

export const readPendingLogin = () => readStored(KEY, PendingLogin, sessionStore());
export const writePendingLogin = (value: PendingLogin) => writeStored(KEY, value, sessionStore());
export const clearPendingLogin = () => sessionStore().removeItem(KEY);

/** Where a guest was sent from: only an in-app path counts. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?!\/)/.test(from) && !from.startsWith('/login') ? from : '/';
}
