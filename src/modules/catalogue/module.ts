import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * The menu: groups, categories and products with every view, scroll and navigation type of the spec.
 * Always on: a storefront without a menu is no storefront.
 */
export default defineModule({
  id: 'catalogue',
  owns: ['groupView', 'categoryView', 'isCategoryImageVisible'],
  enabled: () => true,
  slots: { 'home.menu': () => import('./menu.tsx') },
  routes: [
    {
      name: 'category',
      path: '/category',
      layout: 'default',
      load: () => import('./category-page.tsx'),
      ssr: true,
      preview: ({ catalogue }) =>
        catalogue.categories[0] ? `/category?id=${catalogue.categories[0].id}` : null,
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
