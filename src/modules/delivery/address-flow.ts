/**
 * The order address flow of spec section 4, for delivery (pickup opens its branch sheet instead):
 * a signed-in customer, or a guest with addresses kept on this device, chooses from the addresses
 * sheet; anyone else goes straight to the map picker, which first asks the browser where the
 * customer is (never inside the messenger or the Click app, which give a web view no location
 * prompt worth showing).
 */
import type { Channel } from '../../core/storefront.tsx';

export type AddressFlow =
  | { step: 'addresses' }
  /** askLocation: request the browser's position before the picker opens. */
  | { step: 'picker'; askLocation: boolean };

export function addressFlow(input: {
  signedIn: boolean;
  localAddressCount: number;
  channel: Channel;
}): AddressFlow {
  if (input.signedIn || input.localAddressCount > 0) return { step: 'addresses' };
  return { step: 'picker', askLocation: offersGeolocation(input.channel) };
}

/**
 * Whether the storefront may ask the browser for the customer's position: in a browser only. The
 * Telegram Mini App and the Click app are web views inside another app (spec: "not inside the
 * messenger").
 */
export const offersGeolocation = (channel: Channel): boolean => channel === 'web';
