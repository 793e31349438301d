import { describe, expect, it } from 'vitest';
import { PaymentType } from '../contract/index.ts';
import { CHECKOUT_PAYMENT_TYPES, paymentSlotName } from '../core/checkout/checkout-slots.tsx';
import { modules } from './modules.ts';

/** Whether some module of the storefront fills the payment type's checkout slot. */
const hasModule = (type: PaymentType) =>
  modules.some((module) => Object.keys(module.slots ?? {}).includes(paymentSlotName(type)));

describe('payment types of the checkout', () => {
  it('lists only the types a payment module offers: a listed type without one could never be chosen', () => {
    expect(CHECKOUT_PAYMENT_TYPES.filter((type) => !hasModule(type))).toEqual([]);
  });

  it('leaves out exactly the types with no module and the Click app channel type', () => {
    const left = PaymentType.options.filter(
      (type) => !(CHECKOUT_PAYMENT_TYPES as readonly string[]).includes(type),
    );
    expect(left.sort()).toEqual(['CLICK_MINI_APP', 'OTHER', 'PAYNET', 'RAHMAT']);
  });
});
