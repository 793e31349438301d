/**
 * Loads the merchant's counters and feeds them the e-commerce events. Each service is started the
 * way it documents, but without its inline snippet (the page policy allows no inline script): the
 * queue function the snippet would define is defined here, then the service's script is added from
 * its own host, which the page policy allows for exactly the services that run.
 */
import type { AnalyticsCounters } from '../../contract/analytics.ts';
import { listenToCommerceEvents } from '../../core/analytics/commerce-events.ts';
import { metricaPayload, pixelPayload, tagManagerPayload, type FactsOf } from './commerce-payloads.ts';

type Queue = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number; queue?: unknown[] };

interface CounterWindow {
  dataLayer?: unknown[];
  ymDataLayer?: unknown[];
  ym?: Queue;
  fbq?: Queue & {
    callMethod?: (...args: unknown[]) => void;
    push?: Queue;
    loaded?: boolean;
    version?: string;
  };
  _fbq?: unknown;
}

export const METRICA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export interface CounterStart {
  counters: AnalyticsCounters;
  /** Metrica goals the merchant listed (yandexMetricsKeys). */
  goals: readonly string[];
  currency: string;
  productFacts: FactsOf;
}

/** Starts every counter that runs and returns the way to stop feeding them events. */
export function startCounters({ counters, goals, currency, productFacts }: CounterStart): () => void {
  const win = window as unknown as Window & CounterWindow;

  if (counters.tagManager) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(counters.tagManager)}`);
  }

  if (counters.metrica) {
    win.ymDataLayer = win.ymDataLayer ?? [];
    if (!win.ym) {
      const ym: Queue = (...args: unknown[]) => void (ym.a = ym.a ?? []).push(args);
      ym.l = Date.now();
      win.ym = ym;
    }
    win.ym(Number(counters.metrica), 'init', {
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      ecommerce: 'ymDataLayer',
    });
    addScript(METRICA_SCRIPT);
  }

  if (counters.metaPixel) {
    if (!win.fbq) {
      // Meta's queue: calls wait in `queue` until fbevents.js replaces callMethod.
      const fbq: NonNullable<CounterWindow['fbq']> = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else (fbq.queue = fbq.queue ?? []).push(args);
      };
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.queue = [];
      win.fbq = fbq;
      win._fbq = fbq;
    }
    win.fbq('init', counters.metaPixel);
    win.fbq('track', 'PageView');
    addScript(PIXEL_SCRIPT);
  }

  return listenToCommerceEvents((event) => {
    if (counters.tagManager) {
      win.dataLayer?.push({ ecommerce: null });
      win.dataLayer?.push(tagManagerPayload(event, productFacts, currency));
    }
    if (counters.metrica) {
      const payload = metricaPayload(event, productFacts, currency);
      if (payload) win.ymDataLayer?.push(payload);
      if (goals.includes(event.name)) win.ym?.(Number(counters.metrica), 'reachGoal', event.name);
    }
    if (counters.metaPixel) {
      const { name, parameters } = pixelPayload(event, productFacts, currency);
      win.fbq?.('track', name, parameters);
    }
  });
}
