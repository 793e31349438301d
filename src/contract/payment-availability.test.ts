import { describe, expect, it } from 'vitest';
import { PaymentAvailability } from './commerce.ts';
import { availableIn } from './payment-availability.ts';

const entry = (type: string, flags: Partial<Record<string, boolean>>) =>
  PaymentAvailability.parse({
    merchantId: 1,
    type,
    webEnabled: false,
    botEnabled: false,
    operatorEnabled: false,
    appEnabled: false,
    qrEnabled: false,
    isActive: true,
    ...flags,
  });

describe('payment availability', () => {
  const list = [
    entry('CASH', { webEnabled: true, botEnabled: true }),
    entry('PAYME', { webEnabled: true }),
    entry('CLICK', { webEnabled: true, botEnabled: true, isActive: false }),
  ];

  it('lets a type through only where its active entry is on for the channel', () => {
    expect(availableIn(list, 'CASH', 'TG')).toBe(true);
    expect(availableIn(list, 'PAYME', 'WEB')).toBe(true);
    expect(availableIn(list, 'PAYME', 'TG')).toBe(false);
    expect(availableIn(list, 'CLICK', 'WEB')).toBe(false);
    // Not listed: not offered.
    expect(availableIn(list, 'UZUM', 'WEB')).toBe(false);
  });

  it('without a list, leaves the decision to the settings flags', () => {
    expect(availableIn(null, 'UZUM', 'APP')).toBe(true);
  });
});
