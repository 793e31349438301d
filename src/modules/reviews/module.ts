import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Reviews (spec: "reviews and comments", the product's grade): a customer rates a done order, 1 to 5
 * with a comment, and its products (order page, slot order.review); the product page lists the
 * product's reviews, page by page (slot product.reviews). The grade and count on menu cards come
 * with the catalogue (core/catalogue: one grade call per catalogue, once the catalogue is in). Owns
 * no settings key: the spec has no flag for reviews, so every merchant's customers may rate orders.
 */
export default defineModule({
  id: 'reviews',
  owns: [],
  enabled: () => true,
  slots: {
    'order.review': () => import('./order-review.tsx'),
    'product.reviews': () => import('./product-reviews.tsx'),
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text is inside those two slots: none of it downloads with the home page.
  messagesWithScreens: true,
});
