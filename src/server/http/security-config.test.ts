import { describe, expect, it } from 'vitest';
import { embeddingFor, OriginList } from './embedding-origins.ts';
import { DeploymentConfigError, resolveSecurityConfig } from './security-config.ts';

describe('the deployment security settings', () => {
  it('allow no preview origin, no extra frame origin or source, and no proxy by default', () => {
    expect(resolveSecurityConfig({}, {})).toEqual({
      previewOrigins: [],
      frameAncestors: [],
      extraSources: {},
      trustProxy: false,
    });
  });

  it('read origins as browsers write them', () => {
    const config = resolveSecurityConfig(
      {},
      {
        PREVIEW_ORIGINS: ' https://Admin.Example.uz/ , https://admin.example.uz:443,,http://localhost:4000',
        FRAME_ANCESTORS: 'https://partner.example.uz',
        TRUST_PROXY: 'true',
      },
    );
    expect(config.previewOrigins).toEqual(['https://admin.example.uz', 'http://localhost:4000']);
    expect(config.frameAncestors).toEqual(['https://partner.example.uz']);
    expect(config.trustProxy).toBe(true);
  });

  it('refuse what is not an origin, naming the variable', () => {
    for (const value of [
      '*',
      'https://*.example.uz',
      'https://admin.example.uz/path',
      'javascript:alert(1)',
      'admin.example.uz',
      "https://a.example 'unsafe-inline'",
    ]) {
      expect(() => resolveSecurityConfig({}, { PREVIEW_ORIGINS: value }), value).toThrow(
        DeploymentConfigError,
      );
      expect(() => resolveSecurityConfig({}, { FRAME_ANCESTORS: value }), value).toThrow(/FRAME_ANCESTORS/);
    }
    expect(() => resolveSecurityConfig({}, { TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => resolveSecurityConfig({ previewOrigins: ['https://x.example/'] }, {})).toThrow(/normalised/);
  });

  it('read extra page sources written like the header, refusing keywords and wildcards', () => {
    expect(
      resolveSecurityConfig(
        {},
        {
          CSP_SOURCES:
            'connect-src https://api.example.uz wss://live.example.uz; img-src https://*.cdn.example.uz;',
        },
      ).extraSources,
    ).toEqual({
      'connect-src': ['https://api.example.uz', 'wss://live.example.uz'],
      'img-src': ['https://*.cdn.example.uz'],
    });
    for (const value of [
      "script-src 'unsafe-inline'",
      "script-src 'unsafe-eval'",
      'script-src *',
      'frame-ancestors https://evil.example',
      'default-src https://x.example',
      'connect-src https://x.example/path',
    ]) {
      expect(() => resolveSecurityConfig({}, { CSP_SOURCES: value }), value).toThrow(/CSP_SOURCES/);
    }
  });
});

describe('who may frame the storefront and send it previews', () => {
  const url = new URL('http://burger.localhost:4599/menu');

  it("is the mini app clients and the deployment's origins; previews only from preview origins", () => {
    const embedding = embeddingFor(
      {
        previewOrigins: ['https://admin.example.uz'],
        frameAncestors: ['https://partner.example.uz'],
        previewPage: false,
      },
      url,
    );
    expect(embedding.previewOrigins).toEqual(['https://admin.example.uz']);
    expect(embedding.frameAncestors).toEqual([
      'https://web.telegram.org',
      'https://partner.example.uz',
      'https://admin.example.uz',
    ]);
  });

  it("adds the preview page's loopback origins on the request's port only while the page is served", () => {
    const off = embeddingFor({ previewOrigins: [], frameAncestors: [], previewPage: false }, url);
    expect(off.previewOrigins).toEqual([]);
    expect(off.frameAncestors).toEqual(['https://web.telegram.org']);
    const on = embeddingFor({ previewOrigins: [], frameAncestors: [], previewPage: true }, url);
    expect(on.previewOrigins).toEqual(['http://localhost:4599', 'http://127.0.0.1:4599']);
    expect(on.frameAncestors).toContain('http://localhost:4599');
  });

  it('parses a list of origins, skipping empty entries', () => {
    expect(OriginList.parse('https://a.example, ,http://b.example:8080/')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });
});
