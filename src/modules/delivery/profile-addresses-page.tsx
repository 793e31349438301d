import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { AddressList } from './address-list.tsx';
import { PICKER_PATH } from './use-address-flow.ts';
import './delivery-pages.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/**
 * Route profile-address (my addresses): the saved addresses, to add and delete. A signed-in
 * customer's come from the server, a guest's from this device.
 */
export default function ProfileAddressesPage() {
  const t = useT();
  const navigate = useNavigate();
  const from = '/profile/address';
  return (
    <div className="delivery-page">
      <Link
        to="/profile"
        className="delivery-page__back"
        data-channel-button="back"
        hidden={hasNativeButtons()}
      >
        <BackIcon aria-hidden="true" />
        {t('delivery.toProfile')}
      </Link>
      <AddressList
        mode="manage"
        onAdd={() => void navigate('/profile/address/create', { state: { from } })}
        onOrderAddressDeleted={() => void navigate(PICKER_PATH, { state: { from } })}
      />
    </div>
  );
}
