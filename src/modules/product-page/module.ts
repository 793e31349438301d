import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/** The product screen (/product/{id}) and the product sheet or pop-up over the menu. */
export default defineModule({
  id: 'product-page',
  owns: ['modificationViewType'],
  enabled: () => true,
  routes: [
    {
      name: 'product-id',
      path: '/product/:id',
      layout: 'default',
      load: () => import('./product-page.tsx'),
      ssr: true,
      // The richest product makes the best sample: the one with the most modification groups.
      preview: ({ catalogue }) => {
        const products = [...catalogue.productsById.values()];
        const best = products.sort((a, b) => b.modificationGroups.length - a.modificationGroups.length)[0];
        return best ? `/product/${best.id}` : null;
      },
    },
  ],
  slots: { 'overlay.main': () => import('./product-overlay.tsx') },
  // The overlay opens on a tap, never on arrival.
  clientOnlySlots: ['overlay.main'],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
