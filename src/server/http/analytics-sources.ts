/**
 * The hosts each analytics service a merchant can turn on needs in the page's Content-Security-Policy,
 * as the services document them. A merchant that turned a service off gets none of its hosts, so a
 * script injected on its pages cannot load or report there either.
 *
 * The storefront loads these services from its own code (a script element with the service's URL),
 * never through an inline snippet: the policy has no 'unsafe-inline' and no nonce. Features of a
 * service that need inline code or eval (Google Tag Manager's Custom HTML tags and Custom JavaScript
 * variables) stay blocked on purpose.
 */
import { analyticsCounters, type AnalyticsSettings } from '../../contract/analytics.ts';
import type { DirectiveSources } from './security-config.ts';

export type { AnalyticsSettings };

/** Yandex Metrica's documented address list ("Installing a tag on a site with CSP"). */
const metricaHosts = [
  'mc.yandex.ru',
  'mc.yandex.az',
  'mc.yandex.by',
  'mc.yandex.co.il',
  'mc.yandex.com',
  'mc.yandex.com.am',
  'mc.yandex.com.ge',
  'mc.yandex.com.tr',
  'mc.yandex.ee',
  'mc.yandex.fr',
  'mc.yandex.kg',
  'mc.yandex.kz',
  'mc.yandex.lt',
  'mc.yandex.lv',
  'mc.yandex.md',
  'mc.yandex.tj',
  'mc.yandex.tm',
  'mc.yandex.uz',
  'mc.webvisor.com',
  'mc.webvisor.org',
];
const metricaHttps = [...metricaHosts.map((host) => `https://${host}`), 'https://yastatic.net'];

/** Yandex Metrica: the counter script, its pixels, its beacons and web socket, Webvisor's frames. */
export const YANDEX_METRICA: DirectiveSources = {
  'script-src': metricaHttps,
  'img-src': metricaHttps,
  'connect-src': [...metricaHttps, ...metricaHosts.map((host) => `wss://${host}`)],
  'frame-src': metricaHttps,
};

/** Google Tag Manager, with the Google Analytics 4 hosts its usual tags report to. */
export const GOOGLE_TAG_MANAGER: DirectiveSources = {
  'script-src': ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** Meta Pixel: fbevents.js and the /tr endpoint it reports to. */
export const META_PIXEL: DirectiveSources = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com'],
};

/**
 * The sources of every analytics service that runs for the merchant, in a stable order: the same
 * decision the storefront takes before loading a counter (src/contract/analytics.ts: flag on, an id
 * of the service's shape, a Metrica counter not excluded), so the policy allows exactly what loads.
 */
export function analyticsSources(settings: AnalyticsSettings | null): DirectiveSources[] {
  if (!settings) return [];
  const counters = analyticsCounters(settings);
  return [
    counters.metrica ? YANDEX_METRICA : null,
    counters.tagManager ? GOOGLE_TAG_MANAGER : null,
    counters.metaPixel ? META_PIXEL : null,
  ].filter((sources): sources is DirectiveSources => sources !== null);
}
