import { describe, expect, it } from 'vitest';
import { EXCLUDED_METRICA_COUNTERS } from '../../contract/analytics.ts';
import { parseSettings } from '../../contract/index.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  PICTURE_CONTENT_SECURITY_POLICY,
} from './content-security-policy.ts';
import { directivesOf } from '../../../tests/support/server/http/test-policy.ts';

const settings = (raw: Record<string, unknown>) => parseSettings(raw, 'web').settings;
const page = (analytics: Record<string, unknown> | null, frameAncestors = ['https://web.telegram.org']) =>
  directivesOf(
    pageContentSecurityPolicy({
      frameAncestors,
      analytics: analytics ? settings(analytics) : null,
      extraSources: {},
    }),
  );

describe('the storefront page policy', () => {
  it('runs script only from its own origin: no inline script, no eval, no plug-ins, no <base>', () => {
    const policy = page({});
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    // Style attributes of a server-rendered page apply; <style> elements still do not.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    const others = [...policy]
      .filter(([name]) => name !== 'style-src-attr')
      .flatMap(([, sources]) => sources);
    expect(others.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('lets pictures come from the media host, https image URLs and the photo being uploaded', () => {
    expect(page({}).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(page({}).get('worker-src')).toEqual(["'self'"]);
  });

  it('lets the map fetch its style and tiles and start its worker from the own origin, and nothing else', () => {
    const policy = page({});
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(policy.get('font-src')).toEqual(["'self'"]);
  });

  it('is framed by exactly the origins given, and by nobody without any', () => {
    expect(page({}, ['https://web.telegram.org', 'https://admin.example.uz']).get('frame-ancestors')).toEqual(
      ['https://web.telegram.org', 'https://admin.example.uz'],
    );
    expect(page({}, []).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds an analytics service only when the merchant turned it on', () => {
    const off = page({
      yandexMetricsEnabled: false,
      googleTagManager: { active: false, id: 'GTM-X' },
      metaPixel: { active: false, id: '1' },
    });
    expect(off.get('script-src')).toEqual(["'self'"]);
    expect(off.get('connect-src')).toEqual(["'self'"]);
    expect(page(null).get('script-src')).toEqual(["'self'"]);

    const metrica = page({ yandexMetricsEnabled: true, yandexMetricsId: '123' });
    expect(metrica.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://mc.yandex.ru']));
    expect(metrica.get('connect-src')).toEqual(
      expect.arrayContaining(['https://mc.yandex.uz', 'wss://mc.yandex.ru']),
    );
    expect(metrica.get('frame-src')).not.toContain("'none'");
    expect(metrica.get('script-src')).not.toContain('https://www.googletagmanager.com');

    const gtm = page({ googleTagManager: { active: true, id: 'GTM-X' } });
    expect(gtm.get('script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(gtm.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(gtm.get('frame-src')).toEqual(["'none'"]);

    const pixel = page({ metaPixel: { active: true, id: '1' } });
    expect(pixel.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(pixel.get('connect-src')).toEqual(["'self'", 'https://www.facebook.com']);

    const all = page({
      yandexMetricsEnabled: true,
      yandexMetricsId: '123',
      googleTagManager: { active: true, id: 'GTM-X' },
      metaPixel: { active: true, id: '1' },
    });
    expect(all.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://mc.yandex.ru',
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
      ]),
    );
  });

  it('allows no service whose counter does not run: no id, a malformed id, the excluded Metrica counter', () => {
    const none = [
      page({ yandexMetricsEnabled: true }),
      page({ yandexMetricsEnabled: true, yandexMetricsId: EXCLUDED_METRICA_COUNTERS[0] }),
      page({ googleTagManager: { active: true, id: 'https://evil.example/x.js' } }),
      page({ metaPixel: { active: true } }),
    ];
    for (const policy of none) expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it("adds the deployment's sources to the directives it names", () => {
    const policy = directivesOf(
      pageContentSecurityPolicy({
        frameAncestors: [],
        analytics: null,
        extraSources: { 'connect-src': ['https://api.example.uz'], 'frame-src': ['https://pay.example.uz'] },
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.uz']);
    expect(policy.get('frame-src')).toEqual(['https://pay.example.uz']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});

describe('policies of answers that are not pages', () => {
  it('lets an API answer load nothing and be framed by nobody', () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
  it('sandboxes a picture opened on its own, so an SVG runs no script', () => {
    const policy = directivesOf(PICTURE_CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.has('script-src')).toBe(false);
  });
});
