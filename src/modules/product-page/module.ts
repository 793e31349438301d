import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/** The product screen (/product/{id}) and the product sheet or pop-up over the menu. */
export default defineModule({
  id: 'product-page',
  owns: ['modificationViewType'],
  enabled: () => true,
  routes: [
    { name: 'product-id', path: '/product/:id', layout: 'default', load: () => import('./product-page.tsx') },
  ],
  slots: { 'overlay.main': () => import('./product-overlay.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
