import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { analyticsCounters, anyAnalytics } from '../../contract/analytics.ts';
import type { Catalogue } from '../../contract/index.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { localize } from '../../core/i18n/localize.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { afterFirstPaintIdle } from './after-first-paint.ts';
import { analyticsAllowed } from './analytics-switch.ts';
import type { ProductFacts } from './commerce-payloads.ts';

/**
 * Starts the merchant's counters once, after the page has painted and the browser is idle: the
 * services' code is never in the way of the first paint. Renders nothing.
 */
export default function AnalyticsStart() {
  const { settings, api, merchant, catalogueType, currency, lang } = useStorefront();
  const queryClient = useQueryClient();
  const counters = analyticsCounters(settings);
  const key = `${counters.metrica}|${counters.tagManager}|${counters.metaPixel}`;
  useEffect(() => {
    if (
      !anyAnalytics(settings) ||
      !analyticsAllowed(window.location.search, window.location.hostname, navigator.webdriver)
    )
      return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Names and prices come from the catalogue the menu already loaded (events carry ids only).
    const productFacts = (productId: number): ProductFacts | null => {
      const catalogue = queryClient.getQueryData<Catalogue>(
        catalogueQuery(api, merchant.id, catalogueType).queryKey,
      );
      const product = catalogue?.products.find((p) => p.id === productId);
      if (!product) return null;
      return {
        name: localize(product.name, lang),
        price: Math.round(product.costPrice * (1 - product.discount / 100)),
      };
    };
    const cancelWait = afterFirstPaintIdle(() => {
      void import('./start-counters.ts').then(({ startCounters }) => {
        if (cancelled) return;
        stop = startCounters({ counters, goals: settings.yandexMetricsKeys, currency, productFacts });
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
    // The counters start again only when their ids change (a live settings preview).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
