/**
 * Every message catalogue folder of the storefront: src/app/i18n, the shared pieces' in
 * src/core/<folder>/i18n, each module's i18n/ and a screen's own in src/modules/<id>/<folder>/i18n.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const srcFolder = join(import.meta.dirname, '../../../src');

export const catalogueFolders: readonly string[] = [
  join(srcFolder, 'app/i18n'),
  ...readdirSync(join(srcFolder, 'core')).map((c) => join(srcFolder, 'core', c, 'i18n')),
  ...readdirSync(join(srcFolder, 'modules')).map((m) => join(srcFolder, 'modules', m, 'i18n')),
  // A screen's own catalogue inside its module (src/modules/orders/tracking/i18n).
  ...readdirSync(join(srcFolder, 'modules'), { withFileTypes: true })
    .filter((m) => m.isDirectory())
    .flatMap((m) =>
      readdirSync(join(srcFolder, 'modules', m.name), { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'i18n')
        .map((d) => join(srcFolder, 'modules', m.name, d.name, 'i18n')),
    ),
].filter(existsSync);

export const readCatalogue = (folder: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8')) as Record<string, string>;

/** Realistic values for the messages' variables. */
export const samples = {
  count: 3,
  name: 'Burger Lab',
  // Page titles and descriptions (src/core/seo/i18n).
  page: 'Классик бургер',
  merchant: 'Burger Lab',
  category: 'Бургеры',
  product: 'Классик бургер',
  products: 'Классик бургер, Чизбургер',
  price: "32 000 so'm",
  path: '/x',
  grade: '4.5',
  number: 2,
  shown: 60,
  query: 'milk',
  value: 250,
  min: 10,
  max: 15,
  groups: 'Размер',
  amount: '500',
  phone: '+998901234567',
  seconds: 42,
  time: '14:30',
  date: '09.06',
  weekday: 'вт',
  day: 'Завтра, 09.06',
  // The two ends of a "later" window.
  from: '14:30',
  to: '15:30',
  code: 'LAB10',
  percent: 10,
  provider: 'Payme',
  brand: 'Uzcard',
  last4: '6311',
  expire: '03/99',
  card: 'Uzcard 6311',
  reason: 'Недостаточно средств на карте.',
  status: 'Готовится',
  // Refusals worded from their details (src/core/forms/error-text.ts).
  triesLeft: 2,
  minutes: 2,
  minPrice: "40 000 so'm",
  balance: "5 000 so'm",
  days: 3,
  maxMb: 5,
};
