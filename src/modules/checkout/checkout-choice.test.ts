import { describe, expect, it } from 'vitest';
import {
  channelDefaultServiceType,
  choosePaymentType,
  chooseServiceType,
  paymentChoices,
  servicesBranchesTake,
} from './checkout-choice.ts';
import { BranchSettings } from '../../contract/index.ts';

describe('checkout choices', () => {
  it("keeps the draft's service type while it is offered, else takes the first offered", () => {
    expect(chooseServiceType(['PICK_UP', 'DINE_IN'], 'DINE_IN')).toBe('DINE_IN');
    expect(chooseServiceType(['PICK_UP', 'DINE_IN'], 'DELIVERY')).toBe('PICK_UP');
    expect(chooseServiceType(['DINE_IN'], null)).toBe('DINE_IN');
    expect(chooseServiceType([], 'PICK_UP')).toBeNull();
  });

  it("preselects the channel's default service type when the draft has none that is offered", () => {
    const offered = ['DELIVERY', 'PICK_UP'] as const;
    expect(chooseServiceType(offered, null, 'PICK_UP')).toBe('PICK_UP');
    expect(chooseServiceType(offered, 'DELIVERY', 'PICK_UP')).toBe('DELIVERY');
    expect(chooseServiceType(offered, 'DINE_IN', 'PICK_UP')).toBe('PICK_UP');
    expect(chooseServiceType(offered, null, 'DINE_IN')).toBe('DELIVERY');
    expect(chooseServiceType(offered, null, null)).toBe('DELIVERY');
  });

  it("reads the order settings' default service type of the channel", () => {
    const settings = {
      defaultDeliveryTypeTelegram: 'DELIVERY',
      defaultDeliveryTypeWebsite: 'PICK_UP',
      defaultDeliveryTypeApplication: 'DINE_IN',
    } as const;
    expect(channelDefaultServiceType(settings, 'web')).toBe('PICK_UP');
    expect(channelDefaultServiceType(settings, 'telegram')).toBe('DELIVERY');
    expect(channelDefaultServiceType(settings, 'click')).toBe('DINE_IN');
    expect(channelDefaultServiceType({ ...settings, defaultDeliveryTypeWebsite: null }, 'web')).toBeNull();
    expect(channelDefaultServiceType(null, 'web')).toBeNull();
  });

  it("keeps the draft's payment type while it is offered, else takes the first (cash when offered)", () => {
    expect(choosePaymentType(['CASH', 'TERMINAL'], 'TERMINAL')).toBe('TERMINAL');
    expect(choosePaymentType(['CASH', 'TERMINAL'], 'PAYME')).toBe('CASH');
    expect(choosePaymentType(['TERMINAL'], null)).toBe('TERMINAL');
    expect(choosePaymentType([], 'CASH')).toBeNull();
  });

  it("offers what the settings allow, with the channel's own Click payment in Click's place (Click app)", () => {
    expect(paymentChoices(['CASH', 'TERMINAL'], 'CLICK_MINI_APP')).toEqual(['CASH', 'TERMINAL']);
    expect(paymentChoices(['CASH', 'CLICK', 'PAYME'], 'CLICK_MINI_APP')).toEqual([
      'CASH',
      'CLICK_MINI_APP',
      'PAYME',
    ]);
    expect(paymentChoices(['CASH', 'CLICK'], null)).toEqual(['CASH', 'CLICK']);
    expect(choosePaymentType(paymentChoices(['CASH', 'CLICK'], 'CLICK_MINI_APP'), 'CLICK')).toBe('CASH');
  });

  it('offers a service type only where an active branch takes it', () => {
    const branch = (settings: object, isActive = true, deleted = false) => ({
      isActive,
      deleted,
      settings: BranchSettings.parse(settings),
    });
    const offered = ['DELIVERY', 'EXPRESS_24', 'PICK_UP'] as const;
    const branches = [
      branch({ deliveryEnabled: true, pickupEnabled: true }),
      branch({ expressEnabled: true }, false),
      branch({ expressEnabled: true }, true, true),
    ];
    expect(servicesBranchesTake(offered, branches)).toEqual(['DELIVERY', 'PICK_UP']);
    expect(servicesBranchesTake(offered, [...branches, branch({ expressEnabled: true })])).toEqual(offered);
    // Branches not known (still loading, or failed): the modules' offer stands, the server decides.
    expect(servicesBranchesTake(offered, undefined)).toEqual(offered);
  });
});
