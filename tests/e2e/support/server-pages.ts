/**
 * The demo tenants of fixtures/ and the addresses of each one's server-rendered pages (one of every
 * page kind: home, categories, product, search, policies, branches, about, vacancies, extra pages),
 * read from the fixtures so the tests that walk every page follow them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const fixtures = path.resolve(import.meta.dirname, '../../../fixtures');

const Catalogue = z.object({
  categories: z.array(z.object({ id: z.number() })),
  products: z.array(z.object({ id: z.number() })),
});
const Vacancies = z.object({ items: z.array(z.object({ id: z.number() })) });

/** Sub-domains of every demo tenant folder (a folder with a merchant.json). */
export const demoTenantSubs = (): string[] =>
  fs
    .readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(fixtures, entry.name, 'merchant.json')))
    .map((entry) => entry.name);

/** The paths of one tenant's server-rendered pages, one of each kind the tenant's fixtures allow. */
export function serverPagesOf(sub: string): string[] {
  const folder = path.join(fixtures, sub);
  const catalogue = Catalogue.parse(JSON.parse(fs.readFileSync(path.join(folder, 'catalogue.json'), 'utf8')));
  const vacanciesFile = path.join(folder, 'vacancies.json');
  const vacancy = fs.existsSync(vacanciesFile)
    ? Vacancies.parse(JSON.parse(fs.readFileSync(vacanciesFile, 'utf8'))).items[0]
    : undefined;
  return [
    '/',
    '/category',
    ...(catalogue.categories[0] ? [`/category?id=${catalogue.categories[0].id}`] : []),
    ...(catalogue.products[0] ? [`/product/${catalogue.products[0].id}`] : []),
    '/search',
    '/about',
    '/offerta',
    '/privacy',
    '/branches',
    '/vacancy',
    ...(vacancy ? [`/vacancy/${vacancy.id}`] : []),
    '/extra',
    '/extra2',
    '/extr3',
  ];
}
