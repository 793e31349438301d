/**
 * A page's title and description, in the language of the page, from the merchant's own data:
 * "Классик бургер — Burger Lab" for a product, the product's description, the first paragraph of
 * the merchant's "about" text for the home page. The few words the data does not carry (page names,
 * the description templates) are messages of the core.seo catalogue (./i18n), so the server and the
 * browser word them alike.
 */
import type { Category, Product } from '../../contract/index.ts';
import { unitPrice } from '../../contract/pricing.ts';
import { currencyOf } from '../i18n/currency.ts';
import { formatPrice } from '../i18n/format.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import { localize } from '../i18n/localize.ts';
import type { MessageValues } from '../i18n/messages.ts';
import { policyPages, type SeoPage } from './seo-page.ts';
import type { SeoSite } from './seo-site.ts';
import { homeTitle, siteName, type SiteIdentity } from './site-title.ts';

/** Namespace of the catalogue in ./i18n: `t('core.seo.title.page', ...)`. */
export const SEO_NAMESPACE = 'core.seo';

/** Formats a message of the app's catalogues (Messages#format). */
export type Translate = (id: string, values?: MessageValues) => string;

/** Finds the menu's products and categories (the assembled catalogue, or the raw one in the browser). */
export interface MenuLookup {
  product(id: number): Pick<Product, 'name'> | undefined;
  category(id: number): Pick<Category, 'name'> | undefined;
}

/** Longest description kept: what search result snippets show, give or take. */
export const DESCRIPTION_MAX = 160;

/** The page's own name (a product's, a category's, "Branches"), or null for home and other pages. */
export function pageName(page: SeoPage, menu: MenuLookup, lang: AppLanguage, t: Translate): string | null {
  switch (page.kind) {
    case 'product':
      return localize(menu.product(page.id)?.name, lang) || null;
    case 'category':
      return localize(menu.category(page.id)?.name, lang) || null;
    case 'branches':
      return t(`${SEO_NAMESPACE}.page.branches`);
    case 'policy':
      return t(`${SEO_NAMESPACE}.page.${page.policy}`);
    default:
      return null;
  }
}

/** "{page} — {merchant}", or the home title when the page has no name of its own. */
export function pageTitle(
  identity: SiteIdentity,
  page: SeoPage,
  menu: MenuLookup,
  lang: AppLanguage,
  t: Translate,
): string {
  const name = pageName(page, menu, lang, t);
  return name
    ? t(`${SEO_NAMESPACE}.title.page`, { page: name, merchant: siteName(identity, lang) })
    : homeTitle(identity, lang);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text (a product's description is text, not HTML) on one line. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text of a piece of merchant HTML: tags dropped, the common entities read, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph's text of merchant HTML (a heading is not a description), else all of it. */
export function leadText(html: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p\s*>/i.exec(html)?.[1];
  return (paragraph !== undefined && plainText(paragraph)) || plainText(html);
}

/** At most `max` characters, cut at a word and marked with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** How many product names a category's description lists. */
const LISTED_PRODUCTS = 5;

/** The page's description: the merchant's own words where it has some, else a template. */
export function pageDescription(site: SeoSite, page: SeoPage, lang: AppLanguage, t: Translate): string {
  const merchant = siteName(site, lang);
  const policyText = (type: string) => localize(site.policies.find((p) => p.type === type)?.text, lang);
  switch (page.kind) {
    case 'product': {
      const product = site.catalogue.productsById.get(page.id);
      if (!product) break;
      const own = oneLine(localize(product.description, lang));
      if (own) return clip(own);
      const price = formatPrice(
        unitPrice(product.costPrice, product.discount),
        currencyOf(site.merchant),
        lang,
      );
      return clip(
        t(`${SEO_NAMESPACE}.description.product`, { product: localize(product.name, lang), price, merchant }),
      );
    }
    case 'category': {
      const category = site.catalogue.categories.find((c) => c.id === page.id);
      if (!category) break;
      const products = category.products
        .slice(0, LISTED_PRODUCTS)
        .map((p) => localize(p.name, lang))
        .filter(Boolean)
        .join(', ');
      return clip(
        t(`${SEO_NAMESPACE}.description.category`, {
          category: localize(category.name, lang),
          products,
          merchant,
        }),
      );
    }
    case 'branches':
      return clip(t(`${SEO_NAMESPACE}.description.branches`, { merchant }));
    case 'policy': {
      const own = leadText(policyText(policyPages[page.policy].type));
      if (own) return clip(own);
      const name = t(`${SEO_NAMESPACE}.page.${page.policy}`);
      return clip(t(`${SEO_NAMESPACE}.description.policy`, { page: name, merchant }));
    }
    default:
      break;
  }
  // Home, and every page without words of its own: what the merchant says about itself.
  const about = leadText(policyText(policyPages.about.type));
  return clip(about || t(`${SEO_NAMESPACE}.description.home`, { merchant }));
}
