import { describe, expect, it } from 'vitest';
import { locate } from './geolocation.ts';

const fakeGeolocation = (answer: { coords?: { latitude: number; longitude: number }; code?: number }) => ({
  getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
    if (answer.coords) success({ coords: answer.coords } as GeolocationPosition);
    else failure?.({ code: answer.code ?? 2 } as GeolocationPositionError);
  },
});

describe('locate', () => {
  it('gives the rounded position', async () => {
    expect(await locate(fakeGeolocation({ coords: { latitude: 41.28512345, longitude: 69.2 } }))).toEqual({
      ok: true,
      point: { latitude: 41.285123, longitude: 69.2 },
    });
  });

  it('tells a refusal from an unknown position and a missing API', async () => {
    expect(await locate(fakeGeolocation({ code: 1 }))).toEqual({ ok: false, reason: 'denied' });
    expect(await locate(fakeGeolocation({ code: 3 }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
