/**
 * The files of a new, minimal but complete tenant (what `npm run fixture:new` writes): every required
 * fixture file plus Click app settings and an "about" page, one city, one pickup branch open every day,
 * one group, one category and two products named in Russian, Uzbek and English, Russian first. Ids are
 * derived from the merchant id, so they stay readable and never clash with another tenant's.
 */
import { WeekName } from '../../contract/index.ts';
import { compactJson } from './compact-json.ts';
import { schemaRefFor } from './schema-refs.ts';
import { fileOf } from './tenant-context.ts';

/** Sub-domain label rule for a new tenant: lower-case letters and digits, dashes inside. */
export const TENANT_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `name` cannot be a tenant name, or undefined when it can. */
export function tenantNameProblem(name: string): string | undefined {
  if (TENANT_NAME.test(name)) return undefined;
  return `"${name}" is not a valid tenant name: use lower-case letters, digits and dashes (not first or last), at most 63 characters, e.g. my-cafe`;
}

/** Tashkent centre: the spec's default merchant position. */
const CENTRE = { latitude: 41.311081, longitude: 69.240562 };
const COLOR = '#2A9D8F';

const title = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

/** A simple logo: the first letter on a coloured tile. */
export function logoSvg(name: string): string {
  const letter = name.charAt(0).toUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${COLOR}"/>` +
    `<text x="48" y="64" font-family="Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#FFFFFF">${letter}</text>` +
    '</svg>\n'
  );
}

/**
 * Contents of every file of the new tenant by path relative to its folder (JSON already formatted).
 * @param name tenant name, also its sub (see tenantNameProblem)
 * @param merchantId an id no other tenant uses
 * @param dir the folder the tenant will live in ("$schema" paths are relative to it)
 */
export function tenantTemplate(name: string, merchantId: number, dir: string): Map<string, string> {
  const base = merchantId * 10_000;
  const ids = {
    city: base + 1,
    branch: base + 11,
    group: base + 101,
    category: base + 201,
    product: base + 1001,
  };
  const label = title(name);
  const logo = `${name}/brand/logo.svg`;
  const text = (ru: string, uz: string, eng: string) => ({ ru, uz, eng });
  const doc = (key: Parameters<typeof fileOf>[0], body: Record<string, unknown>) =>
    [fileOf(key), compactJson({ $schema: schemaRefFor(dir, fileOf(key)), ...body })] as const;
  const settings = {
    merchantId,
    logo,
    brand: label,
    title: label,
    mainColor: COLOR,
    mainColorType: 'DARK',
    mainLanguage: 'ru',
    ru: true,
    uz: true,
    eng: true,
    pickupActive: true,
    branchesActive: true,
    aboutMerchantActive: true,
    groupView: 'TABS',
    categoryView: 'TABS',
  };
  const allWeek = Object.fromEntries(
    WeekName.options.map((day) => [day, { open: '10:00', close: '22:00', isDayOff: false }]),
  );
  const product = (offset: number, name: ReturnType<typeof text>, costPrice: number) => ({
    id: ids.product + offset,
    categoryId: ids.category,
    group: ids.group,
    name,
    costPrice,
    priority: offset + 1,
  });
  return new Map<string, string>([
    doc('merchant', {
      id: merchantId,
      name: text(label, label, label),
      logo,
      color: COLOR,
      sub: name,
      isActive: true,
      ...CENTRE,
      mainCityId: ids.city,
      domainUrl: name,
    }),
    doc('settingsWeb', settings),
    doc('settingsClickApp', settings),
    doc('catalogue', {
      groups: [{ id: ids.group, name: text('Меню', 'Menyu', 'Menu'), priority: 1 }],
      categories: [
        { id: ids.category, groupId: ids.group, name: text('Основное', 'Asosiy', 'Main'), priority: 1 },
      ],
      products: [
        product(0, text('Первый товар', 'Birinchi mahsulot', 'First product'), 25000),
        product(1, text('Второй товар', 'Ikkinchi mahsulot', 'Second product'), 30000),
      ],
    }),
    doc('cities', {
      items: [{ id: ids.city, name: text('Ташкент', 'Toshkent', 'Tashkent'), ...CENTRE, isMain: true }],
    }),
    doc('branches', {
      items: [
        {
          id: ids.branch,
          cityId: ids.city,
          merchantId,
          name: text(label, label, label),
          ...CENTRE,
          address: 'Toshkent',
          isActive: true,
          isMain: true,
          settings: { pickupEnabled: true, merchantId },
          workHours: [{ type: 'PICK_UP', hours: allWeek }],
        },
      ],
    }),
    doc('policies', {
      items: [
        {
          type: 'ABOUT_COMPANY',
          text: text(
            `<h2>${label}</h2><p>О компании.</p>`,
            `<h2>${label}</h2><p>Kompaniya haqida.</p>`,
            `<h2>${label}</h2><p>About us.</p>`,
          ),
        },
      ],
    }),
    ['media/brand/logo.svg', logoSvg(name)],
  ]);
}
