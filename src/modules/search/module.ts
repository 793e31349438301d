import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { IconButtonPlaceholder } from '../../ui/icon-button-placeholder.tsx';

/** Product search: a header button and the /search page. */
export default defineModule({
  id: 'search',
  owns: [],
  enabled: () => true,
  slots: { 'header.end': () => import('./search-button.tsx') },
  placeholders: { 'header.end': IconButtonPlaceholder },
  routes: [
    {
      name: 'search',
      path: '/search',
      layout: 'default',
      load: () => import('./search-page.tsx'),
      ssr: true,
      // A search with results: the first word of the first product's Russian (or any) name.
      preview: ({ catalogue }) => {
        const first = catalogue.categories[0]?.products[0];
        const word = first ? Object.values(first.name).find(Boolean)?.split(/\s+/)[0] : undefined;
        return word ? `/search?q=${encodeURIComponent(word)}` : '/search';
      },
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // The header button's label is the app's (header.*): the screens' texts come with the screens.
  messagesWithScreens: true,
  slotsWithoutTexts: ['header.end'],
});
