import { describe, expect, it } from 'vitest';
import { addressFlow, offersGeolocation } from './address-flow.ts';

describe('the order address flow (spec section 4)', () => {
  it('opens the addresses sheet for a signed-in customer, even with no address yet', () => {
    expect(addressFlow({ signedIn: true, localAddressCount: 0, channel: 'web' })).toEqual({
      step: 'addresses',
    });
  });

  it('opens the addresses sheet for a guest with addresses kept on this device', () => {
    expect(addressFlow({ signedIn: false, localAddressCount: 2, channel: 'telegram' })).toEqual({
      step: 'addresses',
    });
  });

  it('asks the browser for the location and opens the picker for a guest without addresses', () => {
    expect(addressFlow({ signedIn: false, localAddressCount: 0, channel: 'web' })).toEqual({
      step: 'picker',
      askLocation: true,
    });
  });

  it('never asks for the location inside the messenger or the Click app', () => {
    for (const channel of ['telegram', 'click'] as const) {
      expect(addressFlow({ signedIn: false, localAddressCount: 0, channel })).toEqual({
        step: 'picker',
        askLocation: false,
      });
      expect(offersGeolocation(channel)).toBe(false);
    }
    expect(offersGeolocation('web')).toBe(true);
  });
});
