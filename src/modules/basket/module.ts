import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { IconButtonPlaceholder } from '../../ui/icon-button-placeholder.tsx';

/**
 * The basket: its page (cartPageActive) or, without one, a sheet; the basket button in the header
 * (basketPosition NAVIGATION_BAR) or floating over the menu (FLOATING_OVER_PRODUCT); the + and
 * stepper on menu cards (cartInMainActive) and the add button on the product screen.
 * The basket itself (lines per brand, pricing) lives in src/core/basket: checkout reads it too.
 */
export default defineModule({
  id: 'basket',
  owns: ['cartPageActive', 'cartInMainActive', 'basketPosition'],
  enabled: () => true,
  routes: [
    {
      name: 'basket',
      path: '/basket',
      layout: 'default',
      load: () => import('./basket-page.tsx'),
      enabled: (s) => s.cartPageActive,
    },
  ],
  slots: {
    'header.end': () => import('./basket-button.tsx'),
    'overlay.basket': () => import('./floating-basket.tsx'),
    'overlay.main': () => import('./basket-sheet.tsx'),
    'product-card.actions': () => import('./card-control.tsx'),
    'product.actions': () => import('./product-control.tsx'),
    // Inside Telegram: the basket and its total on Telegram's Main button, on the menu's screens.
    'channel.main-button': () => import('./basket-main-button.tsx'),
  },
  slotEnabled: {
    'header.end': (s) => s.basketPosition === 'NAVIGATION_BAR',
    'overlay.basket': (s) => s.basketPosition === 'FLOATING_OVER_PRODUCT',
    'overlay.main': (s) => !s.cartPageActive,
    'product-card.actions': (s) => s.cartInMainActive,
  },
  placeholders: { 'header.end': IconButtonPlaceholder },
  // The floating basket, the sheet and Telegram's button are the customer's basket and nothing else.
  clientOnlySlots: ['overlay.basket', 'overlay.main', 'channel.main-button'],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
