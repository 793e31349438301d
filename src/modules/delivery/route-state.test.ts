import { describe, expect, it } from 'vitest';
import { readRouteState } from './route-state.ts';

describe('readRouteState', () => {
  it('reads where to go back to and the located point', () => {
    expect(readRouteState({ from: '/checkout', located: { latitude: 41.3, longitude: 69.2 } })).toEqual({
      from: '/checkout',
      located: { latitude: 41.3, longitude: 69.2 },
    });
  });

  it('drops another site, a protocol-relative path and a broken point, keeping the rest', () => {
    expect(readRouteState({ from: 'https://evil.example/' })).toEqual({});
    expect(
      readRouteState({ from: '//evil.example/x', located: { latitude: 41.3, longitude: 69.2 } }),
    ).toEqual({
      located: { latitude: 41.3, longitude: 69.2 },
    });
    expect(readRouteState({ from: '/checkout', located: { latitude: 'x' } })).toEqual({ from: '/checkout' });
    expect(readRouteState(null)).toEqual({});
    expect(readRouteState('junk')).toEqual({});
  });
});
