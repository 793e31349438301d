import { useLocation } from 'react-router-dom';
import { AddressPicker } from './address-picker.tsx';
import { readRouteState } from './route-state.ts';
import { useLeave } from './use-leave.ts';

/** Route address-delivery (map layout): the picker that chooses the order's delivery address. */
export default function AddressDeliveryPage() {
  const state = readRouteState(useLocation().state);
  const leave = useLeave(state, '/');
  return <AddressPicker target="order" located={state.located ?? null} onDone={leave} onClose={leave} />;
}
