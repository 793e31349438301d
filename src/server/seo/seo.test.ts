/**
 * What search engines and link previews read from the server: robots.txt, sitemap.xml and the head of
 * each page, for a restaurant, a shop in Kazakhstan and a blocked merchant, with merchant texts that
 * try to break out of the page (quotes, </script>, replacement patterns).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaTypes, vocabularyProblems } from '../../core/seo/schema-org-vocabulary.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';
import {
  makeTempDir,
  removeDir,
  testBranch,
  tenantFiles,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { sitemapDocuments } from './sitemap.ts';
import { seoSiteOf } from './seo-site.ts';

/** jsdom (a dev dependency without types): a browser's HTML parser and a strict XML parser. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html?: string) => { window: Window & typeof globalThis };
};

const evil = `Grill "Best" 'quoted' </script><script>alert(1)</script><!-- $& $' & Co`;
const evilProduct = `Burger </script><img src=x onerror=alert(1)> "big"`;
const indexHtml =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Menu</title>' +
  '<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

let root: string;
let server: StorefrontApp;
let proxied: StorefrontApp;

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
  const grill = writeTenant(root, 7, 'grill', {
    files: {
      'settings-web.json': {
        brand: evil,
        title: `${evil} — title`,
        mainLanguage: 'ru',
        ru: true,
        uz: true,
        eng: true,
        branchesActive: true,
        aboutMerchantActive: true,
        termsOfUseActive: true,
        privacyActive: false,
        phone: '+998710000000',
        phoneActive: true,
      },
      'catalogue.json': {
        groups: [{ id: 1, name: { ru: 'Еда' } }],
        categories: [
          { id: 10, groupId: 1, name: { ru: 'Бургеры', eng: 'Burgers' } },
          { id: 11, groupId: 1, name: { ru: 'Пустая' } },
        ],
        products: [
          {
            id: 100,
            categoryId: 10,
            costPrice: 30000,
            name: { ru: evilProduct, eng: evilProduct },
            description: { ru: `Сочный </script> "бургер"` },
            image: 'grill/burger.svg',
          },
          { id: 101, categoryId: 10, costPrice: 20000, name: { ru: 'Только бот' }, systems: ['TG'] },
          { id: 102, categoryId: 10, costPrice: 25000, name: { ru: 'Снят с продажи' }, active: false },
          { id: 103, categoryId: 10, costPrice: 15000, name: { ru: 'Картофель' } },
        ],
      },
    },
  });
  const shop = writeTenant(root, 8, 'shop', {
    files: {
      'merchant.json': {
        ...(tenantFiles(8, 'shop')['merchant.json'] as object),
        currency: 'KZT',
        country: 'KZ',
      },
      'settings-web.json': { brand: 'Дүкен', mainLanguage: 'kz', ru: true, kz: true, branchesActive: false },
      'catalogue.json': {
        groups: [{ id: 1, name: { ru: 'Сүт' } }],
        categories: [{ id: 20, groupId: 1, name: { ru: 'Молоко', kz: 'Сүт' } }],
        products: [
          {
            id: 200,
            categoryId: 20,
            costPrice: 650,
            name: { ru: 'Молоко', kz: 'Сүт' },
            barcode: '4870001000011',
          },
          {
            id: 201,
            categoryId: 20,
            costPrice: 900,
            name: { ru: 'Кефир' },
            barcode: '4870001000028',
            count: 0,
          },
        ],
      },
      'branches.json': { items: [testBranch(1, 1, 8, 51.13, 71.43, { isMain: true })] },
    },
  });
  const closed = writeTenant(root, 9, 'closed', {
    files: {
      'merchant.json': { id: 9, sub: 'closed', name: { ru: 'Закрыто' }, isActive: false },
    },
  });
  const tenantDirs = [grill, shop, closed];
  server = await createApp({ tenantDirs, database: await testDatabase(), distDir: dist, log: silentLogger });
  proxied = await createApp({
    tenants: server.tenants.all,
    db: server.db,
    distDir: dist,
    log: silentLogger,
    trustProxy: true,
  });
});

afterAll(async () => {
  await proxied?.close();
  await server?.close();
  removeDir(root);
});

const get = (url: string, headers: Record<string, string> = {}, app = server) =>
  app.app.request(url, { headers });
const text = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).text();

/** RFC 9309: the longest matching rule wins, Allow on a tie; `*` is any run of characters, `$` the end. */
function robotsAllows(robots: string, path: string): boolean {
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/.exec(line);
    if (!match || !match[2]) continue;
    const pattern = match[2];
    const regex = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')
        .replace(/\\\$$/, '$')}`,
    );
    if (!regex.test(path)) continue;
    const allow = match[1] === 'Allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { allow, length: pattern.length };
    }
  }
  return best.allow;
}

const parseXml = (xml: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
  return doc;
};

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * The sitemap schema's rules (sitemaps.org 0.9 XSD, with the xhtml:link extension): a urlset of url
 * elements, each with exactly one loc, an absolute URL of at most 2,048 characters, then only the
 * optional lastmod, changefreq, priority and xhtml:link; each link an alternate with hreflang and href.
 */
function sitemapUrls(xml: string): { loc: string; alternates: Map<string, string> }[] {
  const doc = parseXml(xml);
  const urlset = doc.documentElement;
  expect([urlset.namespaceURI, urlset.localName]).toEqual([SITEMAP_NS, 'urlset']);
  const urls = [...urlset.children];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  return urls.map((url) => {
    expect([url.namespaceURI, url.localName]).toEqual([SITEMAP_NS, 'url']);
    const locs = [...url.children].filter((c) => c.namespaceURI === SITEMAP_NS && c.localName === 'loc');
    expect(locs).toHaveLength(1);
    const loc = locs[0]?.textContent ?? '';
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(new URL(loc).href).toBe(loc);
    const alternates = new Map<string, string>();
    for (const child of url.children) {
      if (child.namespaceURI === SITEMAP_NS) {
        expect(['loc', 'lastmod', 'changefreq', 'priority']).toContain(child.localName);
        continue;
      }
      expect([child.namespaceURI, child.localName]).toEqual([XHTML_NS, 'link']);
      expect(child.getAttribute('rel')).toBe('alternate');
      const hreflang = child.getAttribute('hreflang') ?? '';
      expect(hreflang).toMatch(/^([a-z]{2}|x-default)$/);
      alternates.set(hreflang, child.getAttribute('href') ?? '');
    }
    return { loc, alternates };
  });
}

/** What a crawler reads in a page's head. */
function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as unknown,
  );
  return {
    document,
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    og: (property: string) => attr(`meta[property="${property}"]`, 'content'),
    jsonLd,
    scripts: document.querySelectorAll('script').length,
  };
}

type Node = Record<string, unknown>;
const graph = (jsonLd: unknown[]): Node[] =>
  jsonLd.flatMap((doc) => ((doc as { '@graph'?: Node[] })['@graph'] ?? []) as Node[]);

describe('robots.txt', () => {
  it('closes personal pages and the API, keeps public pages and reads open, and names the sitemap', async () => {
    const response = await get('http://grill.localhost/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain('\nSitemap: http://grill.localhost/sitemap.xml\n');
    for (const closed of [
      '/profile',
      '/profile/orders/5',
      '/profile/cards',
      '/uz/profile/address',
      '/basket',
      '/en/basket',
      '/1/basket',
      '/ru/2/checkout',
      '/checkout',
      '/login/confirm',
      '/choose-address',
      '/address/delivery',
      '/search',
      '/api/users/v1/users/me',
      '/api/orders/v1/orders/user/5/active',
      '/api/payments/v1/cards',
    ]) {
      expect(robotsAllows(robots, closed), closed).toBe(false);
    }
    for (const open of [
      '/',
      '/en/',
      '/product/100',
      '/uz/product/100',
      '/category?id=10',
      '/branches',
      '/about',
      '/api/products/v1/overalls?type=WEB',
      '/api/users/v1/merchants/sub/grill',
      '/api/support/v1/company/policies?policies=TERMS',
    ]) {
      expect(robotsAllows(robots, open), open).toBe(true);
    }
  });

  it('closes everything of a blocked merchant, and names no sitemap without a merchant', async () => {
    const closed = await text('http://closed.localhost/robots.txt');
    expect(closed).toBe('User-agent: *\nDisallow: /\n');
    const none = await text('http://localhost/robots.txt');
    expect(none).not.toContain('Sitemap');
    expect(robotsAllows(none, '/basket')).toBe(false);
    expect(robotsAllows(none, '/product/1')).toBe(true);
  });

  it("names the merchant's sitemap on a service host with ?vendor=, as its pages do", async () => {
    expect(await text('http://localhost:4173/robots.txt?vendor=grill')).toContain(
      'Sitemap: http://localhost:4173/sitemap.xml?vendor=grill\n',
    );
  });
});

describe('sitemap.xml', () => {
  it("lists every public page of the merchant's web menu in each language and x-default, with alternates", async () => {
    const response = await get('http://grill.localhost/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const urls = sitemapUrls(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);

    const pages = ['/', '/category?id=10', '/product/100', '/product/103', '/branches', '/about', '/offerta'];
    const expected = pages.flatMap((page) =>
      ['ru', 'uz', 'en', null].map(
        (lang) => new URL(lang ? `/${lang}${page}` : page, 'http://grill.localhost').href,
      ),
    );
    expect([...locs].sort()).toEqual([...expected].sort());
    const robots = await text('http://grill.localhost/robots.txt');
    for (const { loc, alternates } of urls) {
      const url = new URL(loc);
      expect(url.origin).toBe('http://grill.localhost');
      expect(robotsAllows(robots, `${url.pathname}${url.search}`), loc).toBe(true);
      // Every language version, itself among them.
      expect([...alternates.keys()]).toEqual(['ru', 'uz', 'en', 'x-default']);
      expect([...alternates.values()]).toContain(loc);
    }
    // Not on the web menu (a bot-only product, one taken off, an empty category), switched off
    // (privacy), personal: left out.
    for (const absent of [
      '/product/101',
      '/product/102',
      'id=11',
      '/privacy',
      '/basket',
      '/profile',
      '/search',
    ]) {
      expect(
        locs.filter((loc) => loc.includes(absent)),
        absent,
      ).toEqual([]);
    }
  });

  it('follows the languages the merchant has on, and the service host vendor parameter', async () => {
    const shop = sitemapUrls(await text('http://localhost/sitemap.xml?vendor=shop'));
    expect(shop.map((u) => u.loc)).toContain('http://localhost/kk/product/200?vendor=shop');
    expect([...(shop[0]?.alternates.keys() ?? [])]).toEqual(['ru', 'kk', 'x-default']);
    expect(shop.every((u) => new URL(u.loc).searchParams.get('vendor') === 'shop')).toBe(true);
    expect(shop.some((u) => u.loc.includes('/branches'))).toBe(false);
  });

  it('is not there for a blocked merchant, a request naming no merchant, or a part that does not exist', async () => {
    expect((await get('http://closed.localhost/sitemap.xml')).status).toBe(404);
    expect((await get('http://localhost/sitemap.xml')).status).toBe(404);
    expect((await get('http://grill.localhost/sitemap-1.xml')).status).toBe(404);
  });

  it('answers 304 when the crawler has it', async () => {
    const first = await get('http://grill.localhost/sitemap.xml');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('http://grill.localhost/sitemap.xml', { 'if-none-match': etag })).status).toBe(304);
  });

  it('becomes an index of parts when one file would hold too many addresses', () => {
    const tenant = server.tenants.bySub('grill');
    if (!tenant) throw new Error('no grill');
    const address = { origin: 'https://grill.example.uz', sub: 'grill' };
    const documents = sitemapDocuments(seoSiteOf(tenant), address, 10);
    expect(documents?.parts).toHaveLength(3);
    const index = parseXml(documents?.main ?? '');
    expect([index.documentElement.namespaceURI, index.documentElement.localName]).toEqual([
      SITEMAP_NS,
      'sitemapindex',
    ]);
    const parts = [...index.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent);
    expect(parts).toEqual([1, 2, 3].map((n) => `https://grill.example.uz/sitemap-${n}.xml`));
    const all = (documents?.parts ?? []).flatMap((part) => sitemapUrls(part));
    expect(all).toHaveLength(28);
  });
});

describe('page heads', () => {
  it('gives a product page its title, description, addresses, preview and structured data', async () => {
    const page = headOf(await text('http://grill.localhost/en/product/100'));
    expect(page.lang).toBe('en');
    expect(page.dir).toBe('ltr');
    expect(page.title).toBe(`${evilProduct} — ${evil}`);
    expect(page.description).toBe('Сочный </script> "бургер"');
    expect(page.robots).toBeNull();
    expect(page.canonical).toBe('http://grill.localhost/en/product/100');
    expect(page.alternates).toEqual({
      ru: 'http://grill.localhost/ru/product/100',
      uz: 'http://grill.localhost/uz/product/100',
      en: 'http://grill.localhost/en/product/100',
      'x-default': 'http://grill.localhost/product/100',
    });
    expect(page.og('og:title')).toBe(page.title);
    expect(page.og('og:description')).toBe(page.description);
    expect(page.og('og:url')).toBe(page.canonical);
    expect(page.og('og:type')).toBe('product');
    expect(page.og('og:locale')).toBe('en_US');
    expect(page.og('og:image')).toBe(
      'http://grill.localhost/media/grill/burger.svg?w=1200&h=1200&q=85&format=jpeg',
    );
    expect(page.og('product:price:amount')).toBe('30000');
    expect(page.og('product:price:currency')).toBe('UZS');
  });

  it('writes JSON-LD a parser reads back: a Restaurant, and the Product with an Offer', async () => {
    const page = headOf(await text('http://grill.localhost/product/100'));
    expect(page.jsonLd).toHaveLength(1);
    const [doc] = page.jsonLd as Node[];
    expect(doc?.['@context']).toBe('https://schema.org');
    expect(vocabularyProblems(doc)).toEqual([]);
    const nodes = graph(page.jsonLd);
    for (const node of nodes) expect(Object.keys(schemaTypes)).toContain(node['@type']);
    const restaurant = nodes.find((n) => n['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({
      name: evil,
      url: 'http://grill.localhost/',
      telephone: '+998710000000',
    });
    for (const key of ['address', 'geo', 'openingHoursSpecification', 'hasMenu'])
      expect(restaurant).toHaveProperty(key);
    const product = nodes.find((n) => n['@type'] === 'Product');
    expect(product).toMatchObject({
      name: evilProduct,
      offers: {
        '@type': 'Offer',
        price: 30000,
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('lets no merchant text out of its element: one title, no extra script, "$&" kept as written', async () => {
    const html = await text('http://grill.localhost/product/100');
    const page = headOf(html);
    // The module script, the boot data and the JSON-LD: nothing a merchant wrote became an element.
    expect(page.scripts).toBe(3);
    expect(page.document.querySelectorAll('img, title')).toHaveLength(1);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const boot = JSON.parse(
      page.document.querySelector('#boot-data, script[type="application/json"]')?.textContent ?? '{}',
    );
    expect(JSON.stringify(boot)).toContain("$& $' & Co");
  });

  it('gives a Kazakh shop a Store in tenge, in its main language without a prefix', async () => {
    const page = headOf(await text('http://shop.localhost/product/201'));
    expect(page.lang).toBe('kk');
    expect(page.title).toBe('Молоко — Дүкен'.replace('Молоко', 'Кефир'));
    expect(page.canonical).toBe('http://shop.localhost/product/201');
    const nodes = graph(page.jsonLd);
    expect(nodes.map((n) => n['@type'])).toEqual(['Store', 'Product']);
    expect(nodes[1]).toMatchObject({
      gtin: '4870001000028',
      offers: { priceCurrency: 'KZT', availability: 'https://schema.org/OutOfStock' },
    });
    expect(vocabularyProblems(page.jsonLd)).toEqual([]);
    // A prefix in a language the shop does not offer: its main language, and the address without it.
    const uz = headOf(await text('http://shop.localhost/uz/product/200'));
    expect([uz.lang, uz.canonical]).toEqual(['kk', 'http://shop.localhost/product/200']);
  });

  it("opens in a returning customer's language (their cookie), a crawler's in the main one", async () => {
    const english = headOf(await text('http://grill.localhost/category?id=10', { cookie: 'lang=en' }));
    expect([english.lang, english.title]).toEqual(['en', `Burgers — ${evil}`]);
    // No prefix: the address stays the one without it, whatever the cookie said.
    expect(english.canonical).toBe('http://grill.localhost/category?id=10');
    const chinese = headOf(await text('http://grill.localhost/category?id=10', { cookie: 'lang=zh' }));
    expect(chinese.lang).toBe('ru');
    const prefixed = headOf(await text('http://grill.localhost/uz/category?id=10', { cookie: 'lang=en' }));
    expect(prefixed.lang).toBe('uz');
  });

  it('gives personal and unknown pages the merchant head with noindex, one cached page for all', async () => {
    const pages = [
      '/basket',
      '/profile/orders/3',
      '/product/999',
      '/product/101',
      '/category?id=11',
      '/privacy',
    ];
    const etags = new Set<string>();
    for (const p of pages) {
      const response = await get(`http://grill.localhost${p}`);
      etags.add(response.headers.get('etag') ?? '');
      const page = headOf(await response.text());
      expect(page.robots, p).toBe('noindex');
      expect(page.canonical, p).toBeNull();
      expect(page.alternates, p).toEqual({});
      expect(page.jsonLd, p).toEqual([]);
      expect(page.title, p).toBe(`${evil} — title`);
    }
    expect(etags.size).toBe(1);
  });

  it('marks every page of a blocked merchant noindex', async () => {
    expect(headOf(await text('http://closed.localhost/')).robots).toBe('noindex');
  });

  it('puts the addresses on the origin the request came through, a proxy only when trusted', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'grill.example.uz' };
    const trusted = headOf(
      await (await get('http://grill.localhost/category?id=10', forwarded, proxied)).text(),
    );
    expect(trusted.canonical).toBe('https://grill.example.uz/category?id=10');
    const untrusted = headOf(await text('http://grill.localhost/category?id=10', forwarded));
    expect(untrusted.canonical).toBe('http://grill.localhost/category?id=10');
    const vendor = headOf(await text('http://127.0.0.1:4173/category?id=10&vendor=grill&utm_source=x'));
    expect(vendor.canonical).toBe('http://127.0.0.1:4173/category?id=10&vendor=grill');
  });

  it('keeps the page policy strict: JSON-LD needs no inline script permission', async () => {
    const response = await get('http://grill.localhost/product/100');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/sha256|nonce/);
  });
});
