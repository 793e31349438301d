import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { StoriesPlaceholder } from './stories-placeholder.tsx';
import { storiesQuery } from './stories-query.ts';

/** The stories strip on home and its viewer (storiesActive). */
export default defineModule({
  id: 'stories',
  owns: ['storiesActive'],
  enabled: (s) => s.storiesActive,
  slots: { 'home.stories': () => import('./stories-strip.tsx') },
  placeholders: { 'home.stories': StoriesPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  prefetch: ({ queryClient, api, merchantId }) => queryClient.prefetchQuery(storiesQuery(api, merchantId)),
});
