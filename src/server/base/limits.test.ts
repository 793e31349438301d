import { describe, expect, it } from 'vitest';
import { resolveLimits } from './limits.ts';

describe('resolveLimits', () => {
  it('takes the defaults, then STOREFRONT_LIMITS, then the overrides', () => {
    expect(resolveLimits({}, {})).toMatchObject({
      bodyDepth: 32,
      headersTimeoutMs: 20_000,
      drainTimeoutMs: 10_000,
    });
    const env = { STOREFRONT_LIMITS: '{"bodyDepth": 16, "maxConnections": 50}' };
    expect(resolveLimits({}, env)).toMatchObject({ bodyDepth: 16, maxConnections: 50 });
    expect(resolveLimits({ bodyDepth: 8 }, env)).toMatchObject({ bodyDepth: 8, maxConnections: 50 });
  });

  it('refuses a typo, a value that is not a positive integer, and text that is not JSON, naming them', () => {
    expect(() => resolveLimits({}, { STOREFRONT_LIMITS: '{"bodyDeph": 16}' })).toThrow(/bodyDeph/);
    expect(() => resolveLimits({ orderLines: 0 }, {})).toThrow(/orderLines/);
    expect(() => resolveLimits({ drainTimeoutMs: 1.5 }, {})).toThrow(/drainTimeoutMs/);
    expect(() => resolveLimits({}, { STOREFRONT_LIMITS: 'bodyDepth=16' })).toThrow(/must be a JSON object/);
  });

  it('refuses a headers time-out longer than the request time-out (Node would refuse it at start)', () => {
    expect(() => resolveLimits({ headersTimeoutMs: 5_000, requestTimeoutMs: 4_000 }, {})).toThrow(
      /headersTimeoutMs must not be longer than requestTimeoutMs/,
    );
    expect(resolveLimits({ headersTimeoutMs: 4_000, requestTimeoutMs: 4_000 }, {}).requestTimeoutMs).toBe(
      4_000,
    );
  });
});
