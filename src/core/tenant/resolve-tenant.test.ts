import { describe, expect, it } from 'vitest';
import { isServiceHost, resolveTenant } from './resolve-tenant.ts';

describe('tenant resolution', () => {
  it('reads the merchant from the sub-domain', () => {
    expect(resolveTenant({ hostname: 'burger.example.uz', search: '' })).toMatchObject({
      sub: 'burger',
      source: 'subdomain',
    });
    expect(resolveTenant({ hostname: 'burger.localhost', search: '' })).toMatchObject({
      sub: 'burger',
      source: 'subdomain',
    });
  });
  it('uses the vendor parameter on dev, local, demo and client hosts only', () => {
    for (const hostname of [
      'localhost',
      '127.0.0.1',
      'dev.example.uz',
      'demo.example.uz',
      'client.example.uz',
      'local.example.uz',
    ]) {
      expect(resolveTenant({ hostname, search: '?vendor=cafe' })).toMatchObject({
        sub: 'cafe',
        source: 'vendor',
      });
    }
    expect(resolveTenant({ hostname: 'burger.example.uz', search: '?vendor=cafe' })).toMatchObject({
      sub: 'burger',
    });
  });
  it('falls back to the remembered merchant when the address names none', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '', remembered: 'cafe' })).toMatchObject({
      sub: 'cafe',
      source: 'remembered',
    });
    expect(
      resolveTenant({ hostname: 'localhost', search: '?vendor=grocery', remembered: 'cafe' }),
    ).toMatchObject({ sub: 'grocery' });
  });
  it('gives no merchant when nothing names one', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '' })).toMatchObject({ sub: null, source: 'none' });
    expect(resolveTenant({ hostname: 'www.example.uz', search: '' })).toMatchObject({ sub: null });
  });
  it('rejects a vendor that is not a sub-domain label', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '?vendor=../../x' }).sub).toBeNull();
  });
  it('marks a messenger session by tgId', () => {
    expect(resolveTenant({ hostname: 'burger.example.uz', search: '?tgId=42' })).toMatchObject({
      messenger: true,
      tgId: '42',
    });
    expect(resolveTenant({ hostname: 'burger.example.uz', search: '' }).messenger).toBe(false);
  });
  it('knows service hosts', () => {
    expect(isServiceHost('dev.lamenu.uz')).toBe(true);
    expect(isServiceHost('burger.lamenu.uz')).toBe(false);
  });
});
