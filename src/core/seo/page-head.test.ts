import { describe, expect, it } from 'vitest';
import { Messages } from '../i18n/messages.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { merchantTypeOf, type JsonLdNode } from './json-ld.ts';
import { pageHead, type PageHead } from './page-head.ts';
import { SEO_NAMESPACE } from './page-text.ts';
import { parseOrigin } from './page-urls.ts';
import { schemaEnumerations, vocabularyProblems } from './schema-org-vocabulary.ts';
import { resolveSeoPage, type SeoSite } from './seo-site.ts';
import type { SeoPage } from './seo-page.ts';
import { testBranchInput, testSite } from '../../../tests/support/core/seo/test-site.ts';

const t = (lang: 'ru' | 'en') => {
  const messages = new Messages(lang);
  messages.add(SEO_NAMESPACE, lang === 'ru' ? ru : en);
  return (id: string, values?: Record<string, string | number>) => messages.format(id, values);
};

const ORIGIN = 'https://grill.example.uz';
function head(
  site: SeoSite,
  page: SeoPage,
  {
    lang = 'ru',
    prefixed = false,
    origin = ORIGIN,
  }: { lang?: 'ru' | 'en'; prefixed?: boolean; origin?: string } = {},
): PageHead {
  return pageHead({
    site,
    page: resolveSeoPage(page, site),
    lang: lang as AppLanguage,
    prefixed,
    address: { origin, sub: site.merchant.sub },
    t: t(lang),
  });
}

const graphOf = (h: PageHead): JsonLdNode[] => h.jsonLd?.['@graph'] ?? [];
const nodeOf = (h: PageHead, type: string) => graphOf(h).find((n) => n['@type'] === type);

describe('page head', () => {
  const site = testSite();

  it('gives a public page its canonical address and an alternate per language the merchant has on', () => {
    const product = head(site, { kind: 'product', id: 100 }, { lang: 'en', prefixed: true });
    expect(product.canonical).toBe(`${ORIGIN}/en/product/100`);
    expect(product.alternates).toEqual([
      { hreflang: 'ru', href: `${ORIGIN}/ru/product/100` },
      { hreflang: 'uz', href: `${ORIGIN}/uz/product/100` },
      { hreflang: 'en', href: `${ORIGIN}/en/product/100` },
      { hreflang: 'x-default', href: `${ORIGIN}/product/100` },
    ]);
    expect(product.index).toBe(true);
    expect(product.lang).toBe('en');
    const plain = head(site, { kind: 'category', id: 10 });
    expect(plain.canonical).toBe(`${ORIGIN}/category?id=10`);
    expect(head(site, { kind: 'home' }, { lang: 'en', prefixed: true }).canonical).toBe(`${ORIGIN}/en/`);
  });

  it('names the merchant with ?vendor= on a service host, where the host does not', () => {
    const local = head(site, { kind: 'category', id: 10 }, { origin: 'http://localhost:4173' });
    expect(local.canonical).toBe('http://localhost:4173/category?id=10&vendor=grill');
    expect(local.alternates.map((a) => a.href)).toContain(
      'http://localhost:4173/uz/category?id=10&vendor=grill',
    );
    expect(local.og.url).toBe(local.canonical);
  });

  it('fills the link preview: title, description, page address, picture, locale, price', () => {
    const product = head(site, { kind: 'product', id: 100 }, { lang: 'en', prefixed: true });
    expect(product.title).toBe('Burger — Grill');
    expect(product.description).toBe('Beef and cheese');
    expect(product.og).toMatchObject({
      type: 'product',
      siteName: 'Grill',
      url: `${ORIGIN}/en/product/100`,
      locale: 'en_US',
      localeAlternates: ['ru_RU', 'uz_UZ'],
      price: { amount: 27000, currency: 'UZS' },
    });
    expect(product.og.image).toEqual({
      url: `${ORIGIN}/media/grill/burger.svg?w=1200&h=1200&q=85&format=jpeg`,
      width: 1200,
      height: 1200,
      alt: 'Burger',
    });
    // Home shows the first banner (wide), else the logo.
    const withBanner = testSite({
      banners: [
        { id: 2, image: 'grill/b2.svg', priority: 2 },
        { id: 1, image: 'grill/b1.svg', priority: 1, title: { ru: 'Скидки' } },
      ],
    });
    expect(head(withBanner, { kind: 'home' }).og.image).toMatchObject({
      url: `${ORIGIN}/media/grill/b1.svg?w=1200&h=640&q=85&format=jpeg`,
      width: 1200,
      height: 640,
      alt: 'Скидки',
    });
    expect(head(site, { kind: 'home' }).og).toMatchObject({
      type: 'website',
      image: { url: `${ORIGIN}/media/grill/logo.svg?w=512&h=512&q=100&format=png`, width: 512, height: 512 },
      price: null,
    });
  });

  it('gives every other page the merchant head, noindex, and no address of its own', () => {
    for (const page of [
      { kind: 'other' },
      { kind: 'product', id: 102 },
      { kind: 'product', id: 999 },
      { kind: 'category', id: 11 },
      { kind: 'policy', policy: 'privacy' },
    ] satisfies SeoPage[]) {
      const other = head(site, page);
      expect(other.index, JSON.stringify(page)).toBe(false);
      expect(other.canonical).toBeNull();
      expect(other.alternates).toEqual([]);
      expect(other.jsonLd).toBeNull();
      expect(other.title).toBe('Grill — лучшие бургеры');
      expect(other.og.url).toBe(`${ORIGIN}/`);
    }
    const off = testSite({ settings: { branchesActive: false } });
    expect(head(off, { kind: 'branches' }).index).toBe(false);
    const blocked = testSite({ merchant: { isActive: false } });
    expect(head(blocked, { kind: 'home' }).index).toBe(false);
  });
});

describe('JSON-LD', () => {
  const site = testSite();

  it('keeps to the schema.org vocabulary on every public page', () => {
    for (const page of [
      { kind: 'home' },
      { kind: 'category', id: 10 },
      { kind: 'product', id: 100 },
      { kind: 'branches' },
      { kind: 'policy', policy: 'about' },
    ] satisfies SeoPage[]) {
      const h = head(site, page);
      expect(h.jsonLd?.['@context']).toBe('https://schema.org');
      expect(vocabularyProblems(h.jsonLd), JSON.stringify(page)).toEqual([]);
    }
  });

  it('catches a node that leaves the vocabulary (the check itself)', () => {
    expect(vocabularyProblems({ '@type': 'Store', hasMenu: 'x' })).toEqual([
      '$.hasMenu: not a property of Store',
    ]);
    expect(vocabularyProblems({ '@type': 'Shop' })).toEqual(['$: unknown type Shop']);
    expect(vocabularyProblems({ '@type': 'Offer', availability: 'https://schema.org/Maybe' })).toEqual([
      '$.availability: https://schema.org/Maybe is not a member',
    ]);
    expect(vocabularyProblems({ '@type': 'Product', colour: 'red' })).toEqual([
      '$.colour: not a schema.org property this list knows',
    ]);
    expect(schemaEnumerations.dayOfWeek).toContain('Monday');
  });

  it('describes a restaurant with its main branch, its hours, its menu and each branch', () => {
    const merchant = nodeOf(head(site, { kind: 'home' }), 'Restaurant');
    expect(merchant).toMatchObject({
      '@id': `${ORIGIN}/#merchant`,
      name: 'Grill',
      url: `${ORIGIN}/`,
      hasMenu: `${ORIGIN}/`,
      telephone: '+998710000000',
      currenciesAccepted: 'UZS',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Street 1',
        addressLocality: 'Ташкент',
        addressCountry: 'UZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.3, longitude: 69.2 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '22:00' }],
    });
    expect(merchant?.department).toHaveLength(2);
  });

  it('makes a merchant whose products mostly carry barcodes a Store, without a menu', () => {
    const products = [1, 2, 3].map((i) => ({
      id: 200 + i,
      categoryId: 10,
      costPrice: 5000,
      name: { ru: `Молоко ${i}` },
      barcode: i < 3 ? `478000000000${i}` : null,
    }));
    const shop = testSite({
      products,
      merchant: { currency: 'KZT', country: 'KZ' },
      branches: [testBranchInput(1)],
    });
    expect(merchantTypeOf(shop.catalogue)).toBe('Store');
    expect(merchantTypeOf(site.catalogue)).toBe('Restaurant');
    const h = head(shop, { kind: 'product', id: 201 });
    const store = nodeOf(h, 'Store');
    expect(store).toBeDefined();
    expect(store?.hasMenu).toBeUndefined();
    expect(store?.department).toBeUndefined();
    expect(store?.address).toMatchObject({ addressCountry: 'KZ' });
    expect(nodeOf(h, 'Product')).toMatchObject({ gtin: '4780000000001', offers: { priceCurrency: 'KZT' } });
    expect(vocabularyProblems(h.jsonLd)).toEqual([]);
    // A merchant of Uzbekistan that offers Kazakh stays in so'm and Uzbekistan.
    const kazakhSpoken = head(
      testSite({ products, settings: { kz: true }, branches: [testBranchInput(1)] }),
      {
        kind: 'product',
        id: 201,
      },
    );
    expect(nodeOf(kazakhSpoken, 'Store')?.address).toMatchObject({ addressCountry: 'UZ' });
    expect(nodeOf(kazakhSpoken, 'Product')).toMatchObject({ offers: { priceCurrency: 'UZS' } });
  });

  it('offers a product at the menu price in the merchant currency, sold by the merchant', () => {
    const product = nodeOf(
      head(site, { kind: 'product', id: 100 }, { lang: 'en', prefixed: true }),
      'Product',
    );
    expect(product).toEqual({
      '@type': 'Product',
      '@id': `${ORIGIN}/en/product/100#product`,
      name: 'Burger',
      description: 'Beef and cheese',
      image: [`${ORIGIN}/media/grill/burger.svg?w=1200&h=1200&q=85&format=jpeg`],
      sku: '100',
      category: 'Burgers',
      url: `${ORIGIN}/en/product/100`,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/en/product/100`,
        price: 27000,
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        seller: { '@id': `${ORIGIN}/#merchant` },
      },
    });
  });

  it('says OutOfStock for a product counted down to zero', () => {
    const soldOut = testSite({
      products: [{ id: 100, categoryId: 10, costPrice: 1000, name: { ru: 'X' }, count: 0 }],
    });
    const offer = nodeOf(head(soldOut, { kind: 'product', id: 100 }), 'Product')?.offers;
    expect(offer).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('leaves out social links that are not web addresses', () => {
    const links = testSite({
      settings: {
        instagram: 'javascript:alert(1)',
        instagramActive: true,
        telegram: 'https://t.me/grill',
        telegramActive: true,
        facebook: 'https://facebook.com/grill',
        facebookActive: false,
      },
    });
    expect(nodeOf(head(links, { kind: 'home' }), 'Restaurant')?.sameAs).toEqual(['https://t.me/grill']);
  });
});

describe('parseOrigin', () => {
  it('keeps plain http(s) origins only', () => {
    expect(parseOrigin('https://Grill.Example.uz')).toBe('https://grill.example.uz');
    expect(parseOrigin('http://localhost:4173')).toBe('http://localhost:4173');
    expect(parseOrigin('http://a"b')).toBeNull();
    expect(parseOrigin('http://x/"><script>')).toBeNull();
    expect(parseOrigin('javascript://x')).toBeNull();
    expect(parseOrigin('http://user:pw@x')).toBeNull();
  });
});
