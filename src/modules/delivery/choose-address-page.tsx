import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { AddressList } from './address-list.tsx';
import { readRouteState } from './route-state.ts';
import { PICKER_PATH, useAddressFlow } from './use-address-flow.ts';
import { useLeave } from './use-leave.ts';
import './delivery-pages.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/**
 * Route choose-address: the addresses sheet as a page. The order address flow (spec section 4)
 * decides on arrival: a guest with no address kept on this device goes on to the picker at once
 * (this page leaves the history, so back returns where the customer came from).
 */
export default function ChooseAddressPage() {
  const t = useT();
  const navigate = useNavigate();
  const state = readRouteState(useLocation().state);
  const leave = useLeave(state, '/');
  const { step, openPicker } = useAddressFlow();
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    if (step === 'picker') openPicker({ replace: true, from: state.from ?? '/' });
  }, [step, openPicker, state.from]);

  const toPicker = () => void navigate(PICKER_PATH, { state: { from: '/choose-address' } });
  return (
    <div className="delivery-page">
      <button
        type="button"
        className="delivery-page__back"
        onClick={leave}
        data-channel-button="back"
        hidden={hasNativeButtons()}
      >
        <BackIcon aria-hidden="true" />
        {t('delivery.back')}
      </button>
      <AddressList mode="choose" onChosen={leave} onAdd={toPicker} onOrderAddressDeleted={toPicker} />
    </div>
  );
}
