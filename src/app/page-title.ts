/**
 * The title of a page as the server words it (core/seo/page-text.ts): a product's, a category's,
 * the branches' or a policy page's, the merchant's own on every other page. Loaded with the first
 * change of page or language: the first download carries only document-title.tsx.
 */
import type { QueryClient } from '@tanstack/react-query';
import { catalogueQuery } from '../core/catalogue/catalogue-queries.ts';
import { pageTitle, type MenuLookup } from '../core/seo/page-text.ts';
import { seoPageOf } from '../core/seo/seo-page.ts';
import { ensureSeoTexts } from '../core/seo/seo-texts.ts';
import type { Storefront } from '../core/storefront.tsx';

export async function titleOfPage(
  pathname: string,
  search: string,
  storefront: Pick<Storefront, 'merchant' | 'settings' | 'lang' | 'messages' | 'api' | 'catalogueType'>,
  queryClient: QueryClient,
): Promise<string> {
  const { merchant, settings, lang, messages, api, catalogueType } = storefront;
  const page = seoPageOf(pathname, search);
  const needsMenu = page.kind === 'product' || page.kind === 'category';
  const needsTexts = page.kind !== 'home' && page.kind !== 'other';
  const [catalogue] = await Promise.all([
    // The start-up wave is fetching the menu already: this waits for that call, it makes no other.
    // A menu call cancelled (a refresh takes its place) or failed names the page without its product
    // or category, rather than leaving an unhandled CancelledError in the browser's console.
    needsMenu
      ? queryClient.ensureQueryData(catalogueQuery(api, merchant.id, catalogueType)).catch(() => undefined)
      : null,
    needsTexts ? ensureSeoTexts() : null,
  ]);
  const menu: MenuLookup = {
    product: (id) => catalogue?.products.find((p) => p.id === id && p.active),
    category: (id) => catalogue?.categories.find((c) => c.id === id),
  };
  return pageTitle({ merchant, settings }, page, menu, lang, (id, values) => messages.format(id, values));
}
