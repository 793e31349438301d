import { useNavigate } from 'react-router-dom';
import { useSendGuestToLogin } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/**
 * "Place order". Ordering needs a signed-in customer (spec section 6): a guest is sent to sign in with
 * 'not logged in, please log in' and goes on to the checkout afterwards, where the order button was
 * leading (not back to the basket, or to the menu page the basket sheet was over); the basket is kept
 * per brand in storage, so it is still there.
 * Inside Telegram, Telegram's Main button stands in for it (src/core/channel-buttons.ts).
 */
export function OrderButton({ disabled }: { disabled: boolean }) {
  const { session } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const sendGuestToLogin = useSendGuestToLogin();
  function order() {
    basketSheet.hide();
    if (!session) {
      sendGuestToLogin('/checkout');
      return;
    }
    navigate('/checkout');
  }
  return (
    <Button
      className="basket__order"
      disabled={disabled}
      onClick={order}
      data-channel-button="main"
      hidden={hasNativeButtons()}
    >
      {t('basket.order')}
    </Button>
  );
}
