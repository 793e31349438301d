import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../contract/index.ts';
import { defineModule } from '../registry/define-module.ts';
import { Registry } from '../registry/registry.ts';
import { offeredPaymentTypes, offeredServiceTypes } from './checkout-slots.tsx';

const load = () => Promise.resolve({ default: () => null });

const registry = new Registry([
  defineModule({
    id: 'dine-in',
    owns: ['dineInActive'],
    enabled: (s) => s.dineInActive,
    slots: { 'checkout.service.DINE_IN': load },
  }),
  defineModule({
    id: 'pickup',
    owns: ['pickupActive'],
    enabled: (s) => s.pickupActive,
    slots: { 'checkout.service.PICK_UP': load },
  }),
  defineModule({
    id: 'payment-terminal',
    owns: ['terminalActive'],
    enabled: (s) => s.terminalActive,
    slots: { 'checkout.payment.TERMINAL': load },
  }),
  defineModule({
    id: 'payment-cash',
    owns: ['cashActive'],
    enabled: (s) => s.cashActive,
    slots: { 'checkout.payment.CASH': load },
  }),
]);

describe('checkout slots', () => {
  it('offers what the enabled modules fill, in the checkout order, not the registry order', () => {
    const all = {
      ...defaultSettings(),
      pickupActive: true,
      dineInActive: true,
      cashActive: true,
      terminalActive: true,
    };
    expect(offeredServiceTypes(registry, all)).toEqual(['PICK_UP', 'DINE_IN']);
    expect(offeredPaymentTypes(registry, all)).toEqual(['CASH', 'TERMINAL']);
  });

  it('drops a service or payment type whose module is off, and offers nothing with everything off', () => {
    const some = { ...defaultSettings(), pickupActive: true, terminalActive: true };
    expect(offeredServiceTypes(registry, some)).toEqual(['PICK_UP']);
    expect(offeredPaymentTypes(registry, some)).toEqual(['TERMINAL']);
    expect(offeredServiceTypes(registry, defaultSettings())).toEqual([]);
    expect(offeredPaymentTypes(registry, defaultSettings())).toEqual([]);
  });
});
