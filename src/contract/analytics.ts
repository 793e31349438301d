/**
 * Which analytics counters a merchant's settings turn on, decided once for the storefront (which
 * loads them) and the server (whose page policy allows exactly their hosts).
 *
 * A counter runs only when its flag is on and its id has the service's shape: the id goes into a
 * script address and into the service's calls, so anything else (a typo, a pasted snippet) turns the
 * counter off instead of loading a broken or foreign address.
 */
import type { Settings } from './settings.ts';

/**
 * Yandex Metrica counters the storefront never loads, whatever a merchant's settings say (spec
 * section 9: one Metrica id is excluded as a special case). The spec does not print the id; this
 * list is the one place to name it. The entry here is the counter id the demo and test merchants use
 * to check that an excluded counter stays off.
 */
export const EXCLUDED_METRICA_COUNTERS: readonly string[] = ['10000001'];

export type AnalyticsSettings = Pick<
  Settings,
  'yandexMetricsEnabled' | 'yandexMetricsId' | 'googleTagManager' | 'metaPixel'
>;

export interface AnalyticsCounters {
  /** Yandex Metrica counter id (digits). */
  metrica: string | null;
  /** Google Tag Manager container id (GTM-XXXX). */
  tagManager: string | null;
  /** Meta Pixel id (digits). */
  metaPixel: string | null;
}

const METRICA_ID = /^\d{1,12}$/;
const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/;
const PIXEL_ID = /^\d{1,20}$/;

/** The counters to run for these settings; null for each one that is off. */
export function analyticsCounters(settings: AnalyticsSettings): AnalyticsCounters {
  const metricaId = settings.yandexMetricsId?.trim() ?? '';
  const gtmId = settings.googleTagManager.id?.trim().toUpperCase() ?? '';
  const pixelId = settings.metaPixel.id?.trim() ?? '';
  return {
    metrica:
      settings.yandexMetricsEnabled &&
      METRICA_ID.test(metricaId) &&
      !EXCLUDED_METRICA_COUNTERS.includes(metricaId)
        ? metricaId
        : null,
    tagManager: settings.googleTagManager.active && GTM_ID.test(gtmId) ? gtmId : null,
    metaPixel: settings.metaPixel.active && PIXEL_ID.test(pixelId) ? pixelId : null,
  };
}

/** Whether any counter runs: the analytics module is on only then. */
export const anyAnalytics = (settings: AnalyticsSettings): boolean =>
  Object.values(analyticsCounters(settings)).some((id) => id !== null);
