import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { BannersPlaceholder } from './banners-placeholder.tsx';
import { bannersQuery } from './banners-query.ts';

/** Home banners (bannersActive). */
export default defineModule({
  id: 'banners',
  owns: ['bannersActive'],
  enabled: (s) => s.bannersActive,
  slots: { 'home.banners': () => import('./banner-carousel.tsx') },
  placeholders: { 'home.banners': BannersPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  prefetch: ({ queryClient, api, merchantId }) => queryClient.prefetchQuery(bannersQuery(api, merchantId)),
});
