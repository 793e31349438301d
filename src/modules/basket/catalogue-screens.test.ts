import { describe, expect, it } from 'vitest';
import { isCatalogueScreen } from './catalogue-screens.ts';

describe("the menu screens that carry the basket on Telegram's Main button", () => {
  it('are the home page, categories, products and search', () => {
    for (const path of ['/', '/category', '/product/101001', '/search'])
      expect(isCatalogueScreen(path)).toBe(true);
  });
  it('are not the basket, the checkout, the profile or look-alike paths', () => {
    for (const path of [
      '/basket',
      '/checkout',
      '/profile/orders/5',
      '/profile/favorites',
      '/categoryx',
      '/product',
    ])
      expect(isCatalogueScreen(path)).toBe(false);
  });
});
