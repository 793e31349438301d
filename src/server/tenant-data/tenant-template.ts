/**
 * The files of a new, minimal but complete tenant: every required fixture file plus Click app
 * settings and an "about" page, one city, one pickup branch open every day, one group, one category
 * and two sample products, a logo (the brand's first letter on its colour) and, when given, its owner
 * as staff. What `npm run fixture:new` writes (tools/fixture-check/tenant-template.ts) and what a
 * tenant started in the console is (console/onboarding-handlers.ts). Ids are derived from the
 * merchant id, so they stay readable and never clash with another tenant's.
 */
import { fixtureFiles, type FixtureKey } from '../../contract/fixtures.ts';
import { WeekName } from '../../contract/index.ts';

/** Sub-domain label rule for a new tenant: lower-case letters and digits, dashes inside. */
export const TENANT_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Tashkent centre: the spec's default merchant position. */
const CENTRE = { latitude: 41.311081, longitude: 69.240562 };
export const TEMPLATE_COLOR = '#2A9D8F';
/** The languages a template tenant speaks when none are chosen, its main one first. */
const TEMPLATE_LANGUAGES = ['ru', 'uz', 'eng'] as const;

type Texts = Partial<Record<string, string>>;

export interface TenantTemplateOptions {
  /** The brand's name by language; the sub in title case when left out. */
  brand?: Texts;
  /** Settings language keys (ru, uz, eng, kz, ...), the main one first. */
  languages?: readonly string[];
  /** The brand colour, #RRGGBB. */
  color?: string;
  owner?: { phone: string; name: string };
}

const titleOf = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple logo: the first letter on a coloured tile. */
export function logoSvg(name: string, color = TEMPLATE_COLOR): string {
  const letter = escapeXml(name.charAt(0).toUpperCase());
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" font-family="Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#FFFFFF">${letter}</text>` +
    '</svg>\n'
  );
}

/** A dark colour takes white text and icons: the settings' mainColorType. */
function colourType(color: string): 'DARK' | 'LIGHT' {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance < 0.6 ? 'DARK' : 'LIGHT';
}

/**
 * Every file of the new tenant by its name in the folder (JSON as objects, without "$schema"), and
 * its media by path under media/.
 * @param name tenant name, also its sub (TENANT_NAME)
 * @param merchantId an id no other tenant uses
 */
export function tenantTemplateFiles(
  name: string,
  merchantId: number,
  options: TenantTemplateOptions = {},
): { files: Map<string, Record<string, unknown>>; media: Map<string, string> } {
  const base = merchantId * 10_000;
  const ids = {
    city: base + 1,
    branch: base + 11,
    group: base + 101,
    category: base + 201,
    product: base + 1001,
  };
  const languages = options.languages?.length ? options.languages : TEMPLATE_LANGUAGES;
  const color = options.color ?? TEMPLATE_COLOR;
  const label = options.brand?.[languages[0] ?? 'ru'] || titleOf(name);
  const brand: Texts = options.brand ?? { ru: label, uz: label, eng: label };
  const logo = `${name}/brand/logo.svg`;
  const text = (ru: string, uz: string, eng: string): Texts => ({ ru, uz, eng });
  const settings = {
    merchantId,
    logo,
    brand: label,
    title: label,
    mainColor: color,
    mainColorType: colourType(color),
    mainLanguage: languages[0],
    ...Object.fromEntries(languages.map((lang) => [lang, true])),
    pickupActive: true,
    branchesActive: true,
    aboutMerchantActive: true,
    groupView: 'TABS',
    categoryView: 'TABS',
  };
  const allWeek = Object.fromEntries(
    WeekName.options.map((day) => [day, { open: '10:00', close: '22:00', isDayOff: false }]),
  );
  const product = (offset: number, productName: Texts, costPrice: number) => ({
    id: ids.product + offset,
    categoryId: ids.category,
    group: ids.group,
    name: productName,
    costPrice,
    priority: offset + 1,
  });
  const files = new Map<FixtureKey, Record<string, unknown>>([
    [
      'merchant',
      {
        id: merchantId,
        name: brand,
        logo,
        color,
        sub: name,
        isActive: true,
        ...CENTRE,
        mainCityId: ids.city,
        domainUrl: name,
      },
    ],
    ['settingsWeb', settings],
    ['settingsClickApp', settings],
    [
      'catalogue',
      {
        groups: [{ id: ids.group, name: text('Меню', 'Menyu', 'Menu'), priority: 1 }],
        categories: [
          { id: ids.category, groupId: ids.group, name: text('Основное', 'Asosiy', 'Main'), priority: 1 },
        ],
        products: [
          product(0, text('Первый товар', 'Birinchi mahsulot', 'First product'), 25000),
          product(1, text('Второй товар', 'Ikkinchi mahsulot', 'Second product'), 30000),
        ],
      },
    ],
    [
      'cities',
      { items: [{ id: ids.city, name: text('Ташкент', 'Toshkent', 'Tashkent'), ...CENTRE, isMain: true }] },
    ],
    [
      'branches',
      {
        items: [
          {
            id: ids.branch,
            cityId: ids.city,
            merchantId,
            name: brand,
            ...CENTRE,
            address: 'Toshkent',
            isActive: true,
            isMain: true,
            settings: { pickupEnabled: true, merchantId },
            workHours: [{ type: 'PICK_UP', hours: allWeek }],
          },
        ],
      },
    ],
    [
      'policies',
      {
        items: [
          {
            type: 'ABOUT_COMPANY',
            text: text(
              `<h2>${escapeXml(label)}</h2><p>О компании.</p>`,
              `<h2>${escapeXml(label)}</h2><p>Kompaniya haqida.</p>`,
              `<h2>${escapeXml(label)}</h2><p>About us.</p>`,
            ),
          },
        ],
      },
    ],
  ]);
  if (options.owner) files.set('staff', { items: [{ ...options.owner, role: 'OWNER' }] });
  return {
    files: new Map([...files].map(([key, body]) => [fixtureFiles[key].file, body])),
    media: new Map([['brand/logo.svg', logoSvg(label, color)]]),
  };
}
