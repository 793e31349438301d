import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Favourites (favouriteActive): a heart on menu cards and on the product screen, and the customer's
 * favourite products at /profile/favorites (the profile shows its entry once this route exists).
 * Favourites belong to a signed-in customer; a guest's hearts are kept on the device and go to the
 * account when they sign in.
 */
export default defineModule({
  id: 'favourites',
  owns: ['favouriteActive'],
  enabled: (s) => s.favouriteActive,
  routes: [
    {
      name: 'profile-favorites',
      path: '/profile/favorites',
      layout: 'default',
      load: () => import('./favourites-page.tsx'),
    },
  ],
  slots: {
    'product-card.badges': () => import('./card-heart.tsx'),
    'product.badges': () => import('./screen-heart.tsx'),
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
