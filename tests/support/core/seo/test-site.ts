/**
 * TEST ONLY: a small merchant's site data (SeoSite), every part read through the contract, with
 * overrides for the case a test is about.
 */
import { Banner, Branch, Catalogue, City, Merchant, Policy } from '../../../../src/contract/index.ts';
import { parseSettings } from '../../../../src/contract/settings-parse.ts';
import { assembleCatalogue } from '../../../../src/core/catalogue/assemble.ts';
import type { SeoSite } from '../../../../src/core/seo/seo-site.ts';

const week = (open: string, close: string) =>
  Object.fromEntries(
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => [
      day,
      { open, close },
    ]),
  );

export const testBranchInput = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  cityId: 1,
  merchantId: 7,
  name: { ru: `Филиал ${id}`, eng: `Branch ${id}` },
  latitude: 41.3,
  longitude: 69.2,
  address: `Street ${id}`,
  phone: `+99871000000${id}`,
  isActive: true,
  isMain: id === 1,
  settings: { pickupEnabled: true },
  workHours: [{ type: 'PICK_UP', hours: week('10:00', '22:00') }],
  ...extra,
});

export interface TestSiteInput {
  merchant?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  products?: Record<string, unknown>[];
  branches?: Record<string, unknown>[];
  policies?: Record<string, unknown>[];
  banners?: Record<string, unknown>[];
}

export function testSite(input: TestSiteInput = {}): SeoSite {
  const settings = parseSettings(
    {
      brand: 'Grill',
      title: 'Grill — лучшие бургеры',
      mainLanguage: 'ru',
      ru: true,
      uz: true,
      eng: true,
      branchesActive: true,
      aboutMerchantActive: true,
      termsOfUseActive: true,
      phone: '+998710000000',
      phoneActive: true,
      ...input.settings,
    },
    'web',
  ).settings;
  return {
    merchant: Merchant.parse({
      id: 7,
      name: { ru: 'Гриль' },
      sub: 'grill',
      isActive: true,
      logo: 'grill/logo.svg',
      ...input.merchant,
    }),
    settings,
    catalogue: assembleCatalogue(
      Catalogue.parse({
        groups: [{ id: 1, name: { ru: 'Еда' } }],
        categories: [
          { id: 10, groupId: 1, name: { ru: 'Бургеры', eng: 'Burgers' }, image: 'grill/burgers.svg' },
          { id: 11, groupId: 1, name: { ru: 'Пусто' } },
        ],
        products: input.products ?? [
          {
            id: 100,
            categoryId: 10,
            costPrice: 30000,
            discount: 10,
            name: { ru: 'Бургер', eng: 'Burger' },
            description: { ru: 'Говядина и сыр', eng: 'Beef and cheese' },
            image: 'grill/burger.svg',
          },
          { id: 101, categoryId: 10, costPrice: 20000, name: { ru: 'Картофель' } },
          { id: 102, categoryId: 10, costPrice: 20000, name: { ru: 'Снят' }, active: false },
        ],
      }),
    ),
    branches: (input.branches ?? [testBranchInput(1), testBranchInput(2)]).map((b) => Branch.parse(b)),
    cities: [
      City.parse({ id: 1, name: { ru: 'Ташкент', eng: 'Tashkent' }, latitude: 41.3, longitude: 69.2 }),
    ],
    policies: (
      input.policies ?? [
        { type: 'ABOUT_COMPANY', text: { ru: '<h2>О нас</h2><p>Гриль — бургерная в Ташкенте.</p>' } },
        { type: 'TERMS', text: { ru: '<p>Условия заказа.</p>' } },
      ]
    ).map((p) => Policy.parse(p)),
    banners: (input.banners ?? []).map((b) => Banner.parse(b)),
  };
}
