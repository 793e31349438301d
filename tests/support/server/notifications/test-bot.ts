/**
 * TEST ONLY: waiting for the bot relay without sleeping, and timers that fire only when a test says
 * so (an HTTP client that stays on this machine is telegram/test-loopback.ts).
 */
import type { OrderStatus } from '../../../../src/contract/index.ts';
import type { RelayOutcome } from '../../../../src/server/notifications/bot-outbox.ts';
import type { Scheduler } from '../../../../src/server/notifications/bot-sender.ts';

/**
 * Collects the relay's outcomes (createApp's `telegram.onRelayed`); `handled` resolves once the
 * order's event with that status was handled, on this app, however it came out.
 */
export function relayWatch() {
  const seen: RelayOutcome[] = [];
  const waiters: { orderId: number; status: OrderStatus; resolve: (outcome: RelayOutcome) => void }[] = [];
  return {
    seen,
    onRelayed: (outcome: RelayOutcome) => {
      seen.push(outcome);
      for (const waiter of waiters.filter(
        (w) => w.orderId === outcome.orderId && w.status === outcome.status,
      )) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(outcome);
      }
    },
    handled: (orderId: number, status: OrderStatus): Promise<RelayOutcome> => {
      const done = seen.find((o) => o.orderId === orderId && o.status === status);
      return done
        ? Promise.resolve(done)
        : new Promise((resolve) => waiters.push({ orderId, status, resolve }));
    },
  };
}

/** Timers that never fire by themselves: a test moves its clock and wakes the sender instead. */
export function manualScheduler(): Scheduler & { delays: number[] } {
  const delays: number[] = [];
  const schedule = (delayMs: number) => {
    delays.push(delayMs);
    return () => undefined;
  };
  return Object.assign(schedule, { delays });
}
