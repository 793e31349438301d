import { useLocation } from 'react-router-dom';
import { AddressPicker } from './address-picker.tsx';
import { readRouteState } from './route-state.ts';
import { useLeave } from './use-leave.ts';

/** Route profile-address-create (map layout): the picker that adds an address to the saved ones. */
export default function ProfileAddressCreatePage() {
  const state = readRouteState(useLocation().state);
  const leave = useLeave(state, '/profile/address');
  return <AddressPicker target="list" located={state.located ?? null} onDone={leave} onClose={leave} />;
}
