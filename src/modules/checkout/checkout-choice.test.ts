import { describe, expect, it } from 'vitest';
import { choosePaymentType, chooseServiceType, paymentChoices } from './checkout-choice.ts';

describe('checkout choices', () => {
  it("keeps the draft's service type while it is offered, else takes the first offered", () => {
    expect(chooseServiceType(['PICK_UP', 'DINE_IN'], 'DINE_IN')).toBe('DINE_IN');
    expect(chooseServiceType(['PICK_UP', 'DINE_IN'], 'DELIVERY')).toBe('PICK_UP');
    expect(chooseServiceType(['DINE_IN'], null)).toBe('DINE_IN');
    expect(chooseServiceType([], 'PICK_UP')).toBeNull();
  });

  it("keeps the draft's payment type while it is offered, else takes the first (cash when offered)", () => {
    expect(choosePaymentType(['CASH', 'TERMINAL'], 'TERMINAL')).toBe('TERMINAL');
    expect(choosePaymentType(['CASH', 'TERMINAL'], 'PAYME')).toBe('CASH');
    expect(choosePaymentType(['TERMINAL'], null)).toBe('TERMINAL');
    expect(choosePaymentType([], 'CASH')).toBeNull();
  });

  it("offers only the channel's own payment type when it has one (Click mini app)", () => {
    expect(paymentChoices(['CASH', 'TERMINAL'], 'CLICK_MINI_APP')).toEqual(['CLICK_MINI_APP']);
    expect(paymentChoices(['CASH', 'TERMINAL'], null)).toEqual(['CASH', 'TERMINAL']);
    expect(choosePaymentType(paymentChoices(['CASH'], 'CLICK_MINI_APP'), 'CASH')).toBe('CLICK_MINI_APP');
  });
});
