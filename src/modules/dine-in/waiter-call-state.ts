/**
 * What the waiter button shows for the order's latest call at a moment: a call still open toggles it
 * to "the waiter was called" until the staff answer it or it times out (contract/waiter-call.ts), read
 * on the storefront's server clock so the button flips back at the time-out without asking.
 */
import type { WaiterCall } from '../../contract/waiter-call.ts';

export type WaiterButtonState =
  { kind: 'idle' } | { kind: 'called'; expiresInMs: number } | { kind: 'answered' } | { kind: 'expired' };

export function waiterButtonState(call: WaiterCall | null | undefined, now: number): WaiterButtonState {
  if (!call) return { kind: 'idle' };
  if (call.state === 'ANSWERED') return { kind: 'answered' };
  const expiresInMs = Date.parse(call.expiresAt) - now;
  if (call.state === 'EXPIRED' || expiresInMs <= 0) return { kind: 'expired' };
  return { kind: 'called', expiresInMs };
}
