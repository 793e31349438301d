import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../contract/index.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { statusTone } from './status-tone.ts';

describe('status badges', () => {
  it('colours a status by its meaning: a new order waits, it is never cancelled-red', () => {
    const tones = Object.fromEntries(OrderStatus.options.map((status) => [status, statusTone(status)]));
    expect(tones).toEqual({
      OPEN: 'waiting',
      CREATED: 'waiting',
      AT_TIME: 'waiting',
      ACCEPTED: 'progress',
      COOKING: 'progress',
      ON_WAY: 'progress',
      ATTACHED: 'progress',
      DONE: 'done',
      DELIVERED: 'done',
      CLOSED: 'done',
      CANCELED: 'cancelled',
    });
    expect(OrderStatus.options.filter(awaitsConfirmation)).toEqual(['OPEN', 'CREATED', 'AT_TIME']);
  });
});
