/**
 * Everything a page's head says to search engines and link previews, as data: a function of the
 * merchant (its site data), the page, the language and the address it is reached at. The server
 * writes it into the HTML (src/server/seo/head-html.ts); server rendering will reuse it as it is.
 *
 * - Public pages (home, categories, products, branches, policies) carry a canonical address, hreflang
 *   alternates for every language the merchant has on (and x-default), Open Graph tags and JSON-LD.
 * - Every other page (search, basket, profile, a product that is not on the menu...) gets the
 *   merchant's title and description and `noindex`, without canonical or alternates: one head for all
 *   of them, which is also what keeps the server's page cache bounded.
 */
import { mediaUrl, type MediaOptions } from '../media.ts';
import { orderBanners } from '../banner-image.ts';
import { activeLanguages } from '../i18n/active-languages.ts';
import { directionOf, type AppLanguage } from '../i18n/languages.ts';
import { localize } from '../i18n/localize.ts';
import { currencyOf } from '../i18n/currency.ts';
import { unitPrice } from '../../contract/pricing.ts';
import { merchantNode, productNode, type JsonLdNode } from './json-ld.ts';
import { pageDescription, pageTitle, type MenuLookup, type Translate } from './page-text.ts';
import { alternateUrls, pageUrl, type SiteAddress } from './page-urls.ts';
import { seoPathOf, type SeoPage } from './seo-page.ts';
import type { SeoSite } from './seo-site.ts';
import { siteName } from './site-title.ts';

export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  lang: AppLanguage;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** False for pages search engines should leave out (`<meta name="robots" content="noindex">`). */
  index: boolean;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  og: {
    type: 'website' | 'product';
    siteName: string;
    url: string;
    image: HeadImage | null;
    /** og:locale (ru_RU) and the other languages' (og:locale:alternate). */
    locale: string;
    localeAlternates: string[];
    /** A product's price (product:price:amount and product:price:currency). */
    price: { amount: number; currency: string } | null;
  };
  /** One JSON-LD document: { "@context": "https://schema.org", "@graph": [...] }, or null. */
  jsonLd: { '@context': 'https://schema.org'; '@graph': JsonLdNode[] } | null;
}

export interface HeadInput {
  site: SeoSite;
  /** The page as the merchant has it (resolveSeoPage). */
  page: SeoPage;
  /** The language of the head. */
  lang: AppLanguage;
  /** Whether the address carried the language's prefix (/en/...): the canonical address keeps it. */
  prefixed: boolean;
  address: SiteAddress;
  t: Translate;
}

/** Open Graph locales: language_TERRITORY, the territory the storefront serves each language in. */
export const ogLocales: Record<AppLanguage, string> = {
  ru: 'ru_RU',
  uz: 'uz_UZ',
  en: 'en_US',
  kk: 'kk_KZ',
  ar: 'ar_AR',
  tr: 'tr_TR',
  zh: 'zh_CN',
};

/** Link preview pictures: wide for the banner, square for products, categories and the logo. */
const WIDE: MediaOptions = { width: 1200, height: 630, quality: 85, format: 'jpeg' };
const SQUARE: MediaOptions = { width: 1200, height: 1200, quality: 85, format: 'jpeg' };
const LOGO: MediaOptions = { width: 512, height: 512, format: 'png' };

/** A media path as an absolute address of the size asked (the host snaps it to its fixed set). */
function mediaImage(
  address: SiteAddress,
  path: string | null | undefined,
  options: MediaOptions,
  alt: string,
): HeadImage | null {
  if (!path?.trim()) return null;
  const relative = mediaUrl(path, options);
  const url = new URL(relative, address.origin);
  // An absolute picture of the merchant's own is used as it is, its size unknown to us.
  const sized = /^https?:\/\//i.test(path);
  const width = Number(url.searchParams.get('w')) || 0;
  const height = Number(url.searchParams.get('h')) || 0;
  return { url: url.href, width: sized ? 0 : width, height: sized ? 0 : height, alt };
}

export function pageHead({ site, page, lang, prefixed, address, t }: HeadInput): PageHead {
  const languages = activeLanguages(site.settings);
  const name = siteName(site, lang);
  const menu: MenuLookup = {
    product: (id) => site.catalogue.productsById.get(id),
    category: (id) => site.catalogue.categories.find((c) => c.id === id),
  };
  const title = pageTitle(site, page, menu, lang, t);
  const description = pageDescription(site, page, lang, t);
  const path = seoPathOf(page);
  const homeUrl = pageUrl(address, '/', prefixed ? lang : null);
  const canonical = path === null ? null : pageUrl(address, path, prefixed ? lang : null);
  const product = page.kind === 'product' ? site.catalogue.productsById.get(page.id) : undefined;
  const category =
    page.kind === 'category'
      ? site.catalogue.categories.find((c) => c.id === page.id)
      : product && site.catalogue.categories.find((c) => c.id === product.categoryId);

  const logoPath = site.settings.logo ?? site.merchant.logo;
  const logo = mediaImage(address, logoPath, LOGO, name);
  const banner = orderBanners(site.banners)[0];
  const siteImage = mediaImage(address, banner?.image, WIDE, localize(banner?.title, lang) || name) ?? logo;
  const image =
    (product && mediaImage(address, product.image, SQUARE, localize(product.name, lang))) ||
    (page.kind === 'category' &&
      category &&
      mediaImage(address, category.image, SQUARE, localize(category.name, lang))) ||
    siteImage;

  const merchantId = `${pageUrl(address, '/', null)}#merchant`;
  const graph: JsonLdNode[] = [];
  if (canonical) {
    graph.push(
      merchantNode({
        site,
        lang,
        id: merchantId,
        homeUrl,
        logoUrl: logo?.url ?? null,
        imageUrl: siteImage?.url ?? null,
      }),
    );
    if (product) {
      graph.push(
        productNode({
          site,
          lang,
          product,
          category,
          url: canonical,
          imageUrl: image?.url ?? null,
          sellerId: merchantId,
        }),
      );
    }
  }

  return {
    lang,
    dir: directionOf(lang),
    title,
    description,
    index: canonical !== null,
    canonical,
    alternates: path === null ? [] : alternateUrls(address, path, languages),
    og: {
      type: product ? 'product' : 'website',
      siteName: name,
      url: canonical ?? homeUrl,
      image,
      locale: ogLocales[lang],
      localeAlternates: languages.filter((l) => l !== lang).map((l) => ogLocales[l]),
      price: product
        ? { amount: unitPrice(product.costPrice, product.discount), currency: currencyOf(site.merchant) }
        : null,
    },
    jsonLd: graph.length ? { '@context': 'https://schema.org', '@graph': graph } : null,
  };
}
