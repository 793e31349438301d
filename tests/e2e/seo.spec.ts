/**
 * What a search engine or a link preview reads on a page, in real Chromium against the real server:
 * the title, description, canonical address, hreflang alternates, Open Graph tags and JSON-LD of the
 * home page, a category and a product, for a restaurant in Uzbekistan (burger) and one in Kazakhstan
 * (dastarkhan), with JavaScript (the page as the app leaves it) and without (the page as the server
 * sends it). Then the title as a customer moves around, and robots.txt and sitemap.xml as a crawler
 * fetches them.
 */
import { expect, test, type Page } from '@playwright/test';
import { activeLanguages } from '../../src/core/i18n/active-languages.ts';
import { appLanguageOf, type AppLanguage } from '../../src/core/i18n/languages.ts';
import { localize } from '../../src/core/i18n/localize.ts';
import { ogLocales } from '../../src/core/seo/page-head.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants, firstProduct, type DemoTenant } from './support/demo-tenants.ts';
import { tenantUrl, testPort, vendorUrl } from './support/urls.ts';

const tenant = (sub: string): DemoTenant => {
  const found = activeDemoTenants().find((t) => t.sub === sub);
  if (!found) throw new Error(`demo tenant ${sub} is missing`);
  return found;
};

/** Every head tag a crawler reads, from the document as it is now. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"], meta[property^="product:"]')]
          .filter((m) => m.getAttribute('property') !== 'og:locale:alternate')
          .map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) =>
          JSON.parse(s.textContent ?? 'null') as { '@context': string; '@graph': Record<string, unknown>[] },
      ),
    };
  });
}

/** The address of a page path, in a language (or without prefix). */
const at = (sub: string, path: string, lang: AppLanguage | null = null) =>
  tenantUrl(sub, lang ? `/${lang}${path}` : path);

function expectAlternates(head: Awaited<ReturnType<typeof readHead>>, t: DemoTenant, path: string) {
  expect(head.alternates).toEqual([
    ...activeLanguages(t.settings).map((lang) => [lang, at(t.sub, path, lang)]),
    ['x-default', at(t.sub, path)],
  ]);
}

for (const sub of ['burger', 'dastarkhan']) {
  const t = tenant(sub);
  const { product, category } = firstProduct(t);
  const main = appLanguageOf(t.settings.mainLanguage);
  const other = activeLanguages(t.settings).find((lang) => lang !== main) ?? main;
  const currency = sub === 'dastarkhan' ? 'KZT' : 'UZS';

  for (const javaScript of [true, false]) {
    test.describe(`${sub}, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test('home, a category and a product carry their title, addresses, preview and structured data', async ({
        page,
      }) => {
        // Home, as a first visit gets it: the merchant's main language, the settings' title.
        await page.goto(at(sub, '/'));
        if (javaScript) await expect(page.locator('.pcard, .ccards__tile').first()).toBeVisible();
        let head = await readHead(page);
        expect(head.title).toBe(t.settings.title || t.name);
        expect(head.description?.length).toBeGreaterThan(20);
        expect(head.robots).toBeNull();
        expect(head.canonical).toBe(at(sub, '/'));
        expectAlternates(head, t, '/');
        expect(head.og).toMatchObject({
          'og:type': 'website',
          'og:title': head.title,
          'og:description': head.description,
          'og:url': at(sub, '/'),
          'og:site_name': t.name,
        });
        expect(head.og['og:image']).toMatch(new RegExp(`^${tenantUrl(sub, '/media/')}`));
        const merchant = head.jsonLd[0]?.['@graph'][0];
        expect(head.jsonLd[0]?.['@context']).toBe('https://schema.org');
        expect(merchant).toMatchObject({ '@type': 'Restaurant', name: t.name, hasMenu: at(sub, '/') });
        expect(merchant).toHaveProperty('address.streetAddress');
        expect(merchant).toHaveProperty('openingHoursSpecification');

        // A category, in the merchant's main language.
        const categoryName = localize(category.name, main);
        await page.goto(at(sub, `/category?id=${category.id}`));
        if (javaScript) await expect(page.getByText(categoryName).first()).toBeVisible();
        head = await readHead(page);
        expect(head.title).toBe(`${categoryName} — ${t.name}`);
        expect(head.description).toContain(localize(product.name, main));
        expect(head.canonical).toBe(at(sub, `/category?id=${category.id}`));
        expectAlternates(head, t, `/category?id=${category.id}`);
        expect(head.og['og:url']).toBe(head.canonical);

        // A product behind another language's link: the page and its canonical address in that language.
        const name = localize(product.name, other);
        await page.goto(at(sub, `/product/${product.id}`, other));
        if (javaScript) {
          await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
          await expect(page).toHaveTitle(`${name} — ${t.name}`);
        }
        head = await readHead(page);
        expect(head.title).toBe(`${name} — ${t.name}`);
        expect(head.canonical).toBe(at(sub, `/product/${product.id}`, other));
        expectAlternates(head, t, `/product/${product.id}`);
        expect(head.og).toMatchObject({
          'og:type': 'product',
          'og:url': head.canonical,
          'og:locale': ogLocales[other],
          'product:price:currency': currency,
        });
        const productNode = head.jsonLd[0]?.['@graph'].find((n) => n['@type'] === 'Product');
        expect(productNode).toMatchObject({
          name,
          url: head.canonical,
          offers: { '@type': 'Offer', priceCurrency: currency, availability: 'https://schema.org/InStock' },
        });
        expect(Number((productNode?.offers as { price: number }).price)).toBeGreaterThan(0);
        if (javaScript) expect(describeViolations(await seriousViolations(page))).toBe('');
      });
    });
  }
}

test('the title follows the customer from page to page, and personal pages are not indexed', async ({
  page,
}) => {
  const burger = tenant('burger');
  const { product, name } = firstProduct(burger);
  await page.goto(tenantUrl('burger'));
  await expect(page).toHaveTitle(burger.settings.title ?? '');
  await page.locator('.pcard__link').first().click();
  await expect(page).toHaveURL(tenantUrl('burger', `/product/${product.id}`));
  await expect(page).toHaveTitle(`${name} — ${burger.name}`);
  await page.goBack();
  await expect(page).toHaveTitle(burger.settings.title ?? '');

  // Another language: the title follows it.
  await page.goto(tenantUrl('burger', `/uz/product/${product.id}`));
  await expect(page).toHaveTitle(`${localize(product.name, 'uz')} — ${burger.name}`);

  // A personal page: the merchant's title, and noindex.
  await page.goto(tenantUrl('burger', '/basket'));
  const head = await readHead(page);
  expect(head.robots).toBe('noindex');
  expect(head.canonical).toBeNull();
});

test('a crawler finds the sitemap in robots.txt and every public page in it', async ({ request }) => {
  // The request client resolves no *.localhost name: the service host names the merchant instead.
  const robots = await (await request.get(vendorUrl('grocery', '/robots.txt'))).text();
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toContain('Disallow: /*/basket');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toBe(vendorUrl('grocery', '/sitemap.xml'));
  const response = await request.get(sitemapUrl ?? '');
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replace(/&amp;/g, '&') ?? '');
  const grocery = tenant('grocery');
  const versions = activeLanguages(grocery.settings).length + 1;
  const pages = grocery.catalogue.productCount + grocery.catalogue.categories.length + 1;
  expect(locs.length).toBeGreaterThanOrEqual(pages * versions);
  expect(
    locs.every((loc) => loc.startsWith(`http://localhost:${testPort}/`) && loc.endsWith('vendor=grocery')),
  ).toBe(true);
  // A page the sitemap names opens with its own head.
  const productUrl = locs.find((loc) => loc.includes('/ru/product/')) ?? '';
  const page = await (await request.get(productUrl)).text();
  expect(page).toContain(`<link rel="canonical" href="${productUrl.replace(/&/g, '&amp;')}">`);
  expect(page).toContain('"@type":"Store"');
});
