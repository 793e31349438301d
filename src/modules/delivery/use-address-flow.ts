/**
 * Starts the order address flow (spec section 4, see address-flow.ts): the addresses sheet, or the
 * picker after asking the browser for the customer's position (an Uzbek alert, translated, when it
 * is refused or unsupported).
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { addressFlow } from './address-flow.ts';
import { locate } from './geolocation.ts';
import { useGuestAddresses } from './guest-addresses.ts';
import type { DeliveryRouteState } from './route-state.ts';

export const PICKER_PATH = '/address/delivery';

export function useAddressFlow(): {
  /** Where the flow goes for this customer now. */
  step: 'addresses' | 'picker';
  /** Opens the addresses (with `openList`, else the /choose-address page) or the picker. */
  start: (openList?: () => void) => void;
  /** Opens the picker, asking for the location first where the channel allows it. */
  openPicker: (options?: { replace?: boolean; from?: string }) => void;
  /** Waiting for the browser's answer. */
  locating: boolean;
} {
  const { session, merchant, channel } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const localAddresses = useGuestAddresses(merchant.id);
  const [locating, setLocating] = useState(false);
  const here = `${pathname}${search}`;
  const flow = addressFlow({ signedIn: session !== null, localAddressCount: localAddresses.length, channel });

  const openPicker = useCallback(
    (options: { replace?: boolean; from?: string } = {}) => {
      const from = options.from ?? here;
      const go = (state: DeliveryRouteState) =>
        void navigate(PICKER_PATH, { state, replace: options.replace ?? false });
      if (flow.step !== 'picker' || !flow.askLocation) {
        go({ from });
        return;
      }
      setLocating(true);
      void locate().then((found) => {
        setLocating(false);
        if (!found.ok) notify(t('delivery.geolocation.denied'), 'error');
        go(found.ok ? { from, located: found.point } : { from });
      });
    },
    [flow, here, navigate, t],
  );

  const start = useCallback(
    (openList?: () => void) => {
      if (flow.step === 'picker') openPicker();
      else if (openList) openList();
      else void navigate('/choose-address', { state: { from: here } });
    },
    [flow.step, openPicker, navigate, here],
  );

  return { step: flow.step, start, openPicker, locating };
}
