/**
 * The browser's idea of where the customer is (navigator.geolocation), as a promise that never
 * rejects: a refusal, a missing API or a time-out is an answer the caller shows (spec section 8:
 * geolocation unsupported or denied: the alert asking to allow location detection).
 */
import { roundCoordinate, type GeoPoint } from '../../contract/index.ts';

export type Located =
  { ok: true; point: GeoPoint } | { ok: false; reason: 'unsupported' | 'denied' | 'unavailable' };

/** Long enough for a phone's first fix, short enough that the customer is not left waiting. */
export const LOCATE_TIMEOUT_MS = 10_000;

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

const browserGeolocation = (): Geolocation | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;

export function locate(geolocation: Geolocation | undefined = browserGeolocation()): Promise<Located> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            ok: true,
            point: {
              latitude: roundCoordinate(position.coords.latitude),
              longitude: roundCoordinate(position.coords.longitude),
            },
          }),
        // 1 is PERMISSION_DENIED (GeolocationPositionError's constant; the class is browser-only).
        (error) => resolve({ ok: false, reason: error.code === 1 ? 'denied' : 'unavailable' }),
        { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
      );
    } catch {
      resolve({ ok: false, reason: 'unsupported' });
    }
  });
}
