import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Analytics (Yandex Metrica, Google Tag Manager, Meta Pixel): the merchant's counters, loaded after
 * the first paint when the browser is idle, fed with the e-commerce events screens report through
 * src/core/analytics/commerce-events.ts. Its code downloads only when a counter is on; which ones
 * are on is src/contract/analytics.ts (shared with the server's page policy).
 */
export default defineModule({
  id: 'analytics',
  owns: ['yandexMetricsEnabled', 'yandexMetricsId', 'yandexMetricsKeys', 'metaPixel', 'googleTagManager'],
  // A cheap test here (this file is in the first download): the start component checks the ids and
  // the excluded counter (src/contract/analytics.ts) before loading anything.
  enabled: (s) => s.yandexMetricsEnabled || s.metaPixel.active || s.googleTagManager.active,
  slots: { 'app.head': () => import('./analytics-start.tsx') },
});
