import { describe, expect, it } from 'vitest';
import { BranchSettings } from './branch.ts';
import { costPriceFor, isDeliveryService } from './pricing.ts';
import { branchTakes, productServes } from './service-types.ts';

const branch = (settings: object) => ({ settings: BranchSettings.parse(settings) });

describe('service types', () => {
  it('a branch takes a service type only with its flag on', () => {
    const both = branch({ deliveryEnabled: true, expressEnabled: true });
    expect(branchTakes(both, 'DELIVERY')).toBe(true);
    expect(branchTakes(both, 'EXPRESS_24')).toBe(true);
    expect(branchTakes(both, 'PICK_UP')).toBe(false);
    expect(branchTakes(branch({ pickupEnabled: true }), 'PICK_UP')).toBe(true);
    expect(branchTakes(branch({ dineinEnabled: true }), 'DINE_IN')).toBe(true);
    expect(branchTakes(branch({ deliveryEnabled: true }), 'EXPRESS_24')).toBe(false);
    // No flag for orders that come from an outside service.
    expect(branchTakes(branch({ yandexEnabled: true }), 'YANDEX_EATS')).toBe(false);
  });

  it('delivery and express go to an address; pickup and dine-in do not', () => {
    expect(
      ['DELIVERY', 'EXPRESS_24', 'PICK_UP', 'DINE_IN'].map((t) => isDeliveryService(t as never)),
    ).toEqual([true, true, false, false]);
  });

  it('express takes only express products, any delivery only delivered ones', () => {
    const express = { deliveryEnabled: true, enabledExpress: true };
    const plain = { deliveryEnabled: true, enabledExpress: false };
    const inShop = { deliveryEnabled: false, enabledExpress: true };
    expect(productServes(express, 'EXPRESS_24')).toBe(true);
    expect(productServes(plain, 'EXPRESS_24')).toBe(false);
    expect(productServes(plain, 'DELIVERY')).toBe(true);
    expect(productServes(inShop, 'DELIVERY')).toBe(false);
    expect(productServes(inShop, 'EXPRESS_24')).toBe(false);
    expect(productServes(inShop, 'PICK_UP')).toBe(true);
  });

  it('an express order pays the express price, where the product has one', () => {
    expect(costPriceFor({ costPrice: 20_000, expressPrice: 23_000 }, 'EXPRESS_24')).toBe(23_000);
    expect(costPriceFor({ costPrice: 20_000, expressPrice: null }, 'EXPRESS_24')).toBe(20_000);
    expect(costPriceFor({ costPrice: 20_000, expressPrice: 23_000 }, 'DELIVERY')).toBe(20_000);
  });
});
