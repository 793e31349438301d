import { describe, expect, it } from 'vitest';
import type { WaiterCall } from '../../contract/waiter-call.ts';
import { waiterButtonState } from './waiter-call-state.ts';

const call = (state: WaiterCall['state']): WaiterCall => ({
  id: 1,
  orderId: 2,
  state,
  calledAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-02T10:05:00.000Z',
  answeredAt: state === 'ANSWERED' ? '2026-03-02T10:01:00.000Z' : null,
});
const at = (time: string) => Date.parse(`2026-03-02T${time}.000Z`);

describe('waiterButtonState', () => {
  it('is idle without a call', () => {
    expect(waiterButtonState(null, at('10:00:00'))).toEqual({ kind: 'idle' });
  });

  it('stays called until the time-out, then turns expired without asking the server', () => {
    expect(waiterButtonState(call('CALLED'), at('10:04:00'))).toEqual({
      kind: 'called',
      expiresInMs: 60_000,
    });
    expect(waiterButtonState(call('CALLED'), at('10:05:00'))).toEqual({ kind: 'expired' });
    expect(waiterButtonState(call('EXPIRED'), at('10:01:00'))).toEqual({ kind: 'expired' });
  });

  it('is answered once the staff answered', () => {
    expect(waiterButtonState(call('ANSWERED'), at('10:02:00'))).toEqual({ kind: 'answered' });
  });
});
