import { describe, expect, it } from 'vitest';
import { orderBlocker, type BlockerFacts } from './order-blocker.ts';

const ready: BlockerFacts = {
  serviceType: 'DELIVERY',
  linesBlocked: false,
  serviceReady: true,
  hasAddress: true,
  timeMissing: false,
  paymentChosen: true,
  paymentStepMissing: false,
  promoBelowMinimum: false,
};

describe('orderBlocker', () => {
  it('names nothing when the order can go', () => {
    expect(orderBlocker(ready)).toBeNull();
  });

  it('asks a delivery for an address, then for one in a zone', () => {
    expect(orderBlocker({ ...ready, serviceReady: false, hasAddress: false })).toBe('address');
    expect(orderBlocker({ ...ready, serviceReady: false })).toBe('zone');
    expect(orderBlocker({ ...ready, serviceType: 'EXPRESS_24', serviceReady: false })).toBe('zone');
  });

  it('asks a pickup for a branch, and dine-in for its own choice', () => {
    expect(orderBlocker({ ...ready, serviceType: 'PICK_UP', serviceReady: false })).toBe('branch');
    expect(orderBlocker({ ...ready, serviceType: 'DINE_IN', serviceReady: false })).toBe('service');
  });

  it('names the first thing missing, top to bottom', () => {
    const nothing = {
      ...ready,
      serviceReady: false,
      hasAddress: false,
      timeMissing: true,
      paymentChosen: false,
      paymentStepMissing: true,
      promoBelowMinimum: true,
    };
    expect(orderBlocker({ ...nothing, linesBlocked: true })).toBe('lines');
    expect(orderBlocker(nothing)).toBe('address');
    expect(orderBlocker({ ...nothing, serviceReady: true })).toBe('time');
    expect(orderBlocker({ ...nothing, serviceReady: true, timeMissing: false })).toBe('payment');
    expect(orderBlocker({ ...nothing, serviceReady: true, timeMissing: false, paymentChosen: true })).toBe(
      'paymentStep',
    );
    expect(orderBlocker({ ...ready, promoBelowMinimum: true })).toBe('promo');
  });
});
