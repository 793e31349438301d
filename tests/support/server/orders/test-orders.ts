/**
 * TEST ONLY: a tenant to place orders at, and order requests for it. Built on test-tenant.ts's tenant
 * (branches 1 pickup, 2 delivery, 3 inactive, 4 another city; one delivery zone), with a catalogue
 * whose products each break one rule.
 */
import { type StorefrontApp } from '../../../../src/server/app.ts';
import type { Limits } from '../../../../src/server/base/limits.ts';
import type { Logger } from '../../../../src/server/base/logger.ts';
import type { TelegramOptions } from '../../../../src/server/notifications/bot-delivery.ts';
import { apiCaller, testClock } from '../http/test-client.ts';
import { tenantFiles, writeTenant } from '../tenants/test-tenant.ts';
import { featureApp } from '../test-app.ts';

/** A point inside the tenant's one delivery zone, and one outside it (still in the city). */
export const INSIDE_ZONE = { latitude: 41.38, longitude: 69.22 };
export const OUTSIDE_ZONE = { latitude: 41.31, longitude: 69.29 };
export const ZONE_PRICE = 12_000;

const size = {
  id: 1,
  name: { ru: 'Размер', eng: 'Size' },
  minSelect: 1,
  maxSelect: 1,
  modifications: [
    { id: 11, name: { ru: 'Обычный' }, price: 0 },
    { id: 12, name: { ru: 'Большой' }, price: 5000 },
  ],
};
const extras = {
  id: 2,
  name: { ru: 'Добавки', eng: 'Extras' },
  minSelect: 0,
  maxSelect: 2,
  modifications: [
    { id: 21, name: { ru: 'Сыр' }, price: 3000 },
    { id: 22, name: { ru: 'Бекон' }, price: 4000 },
    { id: 23, name: { ru: 'Халапеньо' }, price: 2000 },
  ],
};

/** Products: 100 burger (10 % off, size required, up to 2 extras), 101 fries, then one broken rule each. */
export const orderCatalogue = {
  groups: [{ id: 1, name: { ru: 'Еда' } }],
  categories: [{ id: 10, groupId: 1, name: { ru: 'Бургеры' } }],
  products: [
    {
      id: 100,
      categoryId: 10,
      costPrice: 30000,
      discount: 10,
      name: { ru: 'Бургер', uz: 'Burger', eng: 'Burger' },
      type: 'MODIFICATION',
      modificationGroups: [size, extras],
    },
    { id: 101, categoryId: 10, costPrice: 15000, name: { ru: 'Картофель фри', eng: 'Fries' } },
    {
      id: 102,
      categoryId: 10,
      costPrice: 20000,
      name: { ru: 'Распродано', eng: 'Sold out' },
      isAvailable: false,
    },
    {
      id: 103,
      categoryId: 10,
      costPrice: 20000,
      name: { ru: 'Только бот', eng: 'Bot only' },
      systems: ['TG'],
    },
    {
      id: 104,
      categoryId: 10,
      costPrice: 20000,
      name: { ru: 'Только филиал 1', eng: 'Branch 1 only' },
      productBranch: [{ branchId: 1, isActive: true }],
    },
    {
      id: 105,
      categoryId: 10,
      costPrice: 20000,
      name: { ru: 'Не везём', eng: 'No delivery' },
      deliveryEnabled: false,
    },
  ],
};

export const orderSettingsWeb = {
  mainColor: '#FF0000',
  deliveryActive: true,
  pickupActive: true,
  dineInActive: false,
  cashActive: true,
  clickActive: true,
  paymeActive: false,
  promoActive: true,
  cashbackActive: true,
  shouldValidateDeliveryArea: true,
};

/** The test clock starts on 2026-03-01; SPRING runs through March, WINTER ended in February. */
const promos = {
  items: [
    {
      id: 1,
      code: 'SPRING',
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      minPrice: 20000,
      isActive: true,
      startDate: '2026-02-01T00:00:00Z',
      endDate: '2026-03-31T23:59:00Z',
    },
    {
      id: 2,
      code: 'WINTER',
      discountType: 'AMOUNT',
      productDiscount: 5000,
      isActive: true,
      startDate: '2025-12-01T00:00:00Z',
      endDate: '2026-02-28T23:59:00Z',
    },
    {
      id: 3,
      code: 'BIG',
      discountType: 'AMOUNT',
      productDiscount: 5000,
      minPrice: 1_000_000,
      isActive: true,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2026-12-31T23:59:00Z',
    },
  ],
};

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** The same hours on every day of the week ('00:00'-'00:00' is around the clock). */
export const everyDay = (open: string, close: string) =>
  Object.fromEntries(WEEK.map((day) => [day, { open, close }]));

/**
 * The test tenant's branches, open for pickup and delivery around the clock: tests about other rules
 * (and those on the real clock: the bench, the restart test) never meet closed hours. Tests of hours
 * give a branch its own.
 */
export function roundTheClockBranches(id: number, sub: string) {
  const { items } = tenantFiles(id, sub)['branches.json'] as { items: { id: number }[] };
  const hours = everyDay('00:00', '00:00');
  return {
    items: items.map((b) => ({
      ...b,
      workHours: [
        { type: 'PICK_UP', hours },
        { type: 'DELIVERY', hours },
      ],
    })),
  };
}

/** Writes the order tenant under root (its zone gets a price, its branches never close). */
export function writeOrderTenant(root: string, id: number, sub: string, files: Record<string, unknown> = {}) {
  return writeTenant(root, id, sub, {
    files: {
      'branches.json': roundTheClockBranches(id, sub),
      'settings-web.json': orderSettingsWeb,
      'catalogue.json': orderCatalogue,
      'promos.json': promos,
      'regions.json': {
        items: [
          {
            id: 1,
            price: ZONE_PRICE,
            polygon: [
              [41.3, 69.2],
              [41.4, 69.2],
              [41.4, 69.3],
              [41.3, 69.2],
            ],
          },
        ],
      },
      ...files,
    },
  });
}

/** A burger (size chosen) and two fries, picked up at branch 1 and paid in cash. */
export const pickupOrder = {
  serviceType: 'PICK_UP',
  orderDevice: 'CLIENT_WEB',
  paymentType: 'CASH',
  branchId: 1,
  cartItems: [
    { product: { id: 100, count: 1, costPrice: 30000 }, modifications: [{ id: 11 }] },
    { product: { id: 101, count: 2, costPrice: 15000 } },
  ],
};

/** The same basket delivered to a point inside the zone (no branch: the server picks the nearest). */
export const deliveryOrder = {
  serviceType: 'DELIVERY',
  orderDevice: 'CLIENT_WEB',
  paymentType: 'CASH',
  address: { ...INSIDE_ZONE, name: 'Home', streetName: 'Amir Temur' },
  cartItems: pickupOrder.cartItems,
};

/** An app over the order tenant with a movable clock. */
export async function orderApp(
  tenantDirs: string[],
  options: {
    devInbox?: boolean;
    limits?: Partial<Limits>;
    start?: number;
    log?: Logger;
    telegram?: TelegramOptions;
  } = {},
) {
  const clock = testClock(options.start);
  const server: StorefrontApp = await featureApp({
    tenantDirs,
    limits: options.limits,
    now: clock.now,
    devInbox: options.devInbox,
    ...(options.log ? { log: options.log } : {}),
    ...(options.telegram ? { telegram: options.telegram } : {}),
  });
  return { server, clock, api: (merchant: number) => apiCaller(server.app, merchant) };
}
