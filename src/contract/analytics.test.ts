import { describe, expect, it } from 'vitest';
import { analyticsCounters, anyAnalytics, EXCLUDED_METRICA_COUNTERS } from './analytics.ts';
import { parseSettings } from './settings-parse.ts';

const settings = (raw: Record<string, unknown>) => parseSettings(raw, 'web').settings;

describe('analyticsCounters', () => {
  it('runs a counter only with its flag on and an id of its service', () => {
    expect(
      analyticsCounters(
        settings({
          yandexMetricsEnabled: true,
          yandexMetricsId: ' 98765432 ',
          googleTagManager: { active: true, id: 'gtm-ab12' },
          metaPixel: { active: true, id: '1234567890' },
        }),
      ),
    ).toEqual({ metrica: '98765432', tagManager: 'GTM-AB12', metaPixel: '1234567890' });
    expect(
      analyticsCounters(
        settings({
          yandexMetricsEnabled: false,
          yandexMetricsId: '98765432',
          googleTagManager: { active: false, id: 'GTM-AB12' },
          metaPixel: { active: false, id: '1' },
        }),
      ),
    ).toEqual({ metrica: null, tagManager: null, metaPixel: null });
  });

  it('refuses ids that are not the service shape (they would go into a script address)', () => {
    const counters = analyticsCounters(
      settings({
        yandexMetricsEnabled: true,
        yandexMetricsId: '123"><script>',
        googleTagManager: { active: true, id: 'GTM-X&id=../evil' },
        metaPixel: { active: true, id: 'abc' },
      }),
    );
    expect(counters).toEqual({ metrica: null, tagManager: null, metaPixel: null });
  });

  it('never runs the excluded Metrica counter (spec section 9)', () => {
    const excluded = EXCLUDED_METRICA_COUNTERS[0] ?? '';
    expect(excluded).toMatch(/^\d+$/);
    const s = settings({ yandexMetricsEnabled: true, yandexMetricsId: excluded });
    expect(analyticsCounters(s).metrica).toBeNull();
    expect(anyAnalytics(s)).toBe(false);
    expect(anyAnalytics(settings({ yandexMetricsEnabled: true, yandexMetricsId: '42' }))).toBe(true);
  });
});
