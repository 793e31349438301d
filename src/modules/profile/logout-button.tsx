import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useBasket } from '../../core/basket/use-basket.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/sheet.tsx';

/**
 * Log out. Logging out empties the basket (spec section 4), so with something in it the customer is
 * asked first, in a sheet like the account deletion's; with an empty basket it logs out at once.
 */
export const LogoutButton = observer(function LogoutButton() {
  const { signOut } = useStorefront();
  const basket = useBasket();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const logOut = () => {
    setAsking(false);
    void signOut();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => (basket.isEmpty ? logOut() : setAsking(true))}>
        {t('profile.logout')}
      </Button>
      <Sheet
        open={asking}
        onClose={() => setAsking(false)}
        title={t('profile.logoutTitle')}
        closeLabel={t('profile.close')}
      >
        <div className="confirm">
          <h2 className="confirm__title">{t('profile.logoutTitle')}</h2>
          <p className="confirm__text">{t('profile.logoutText', { count: basket.count })}</p>
          <div className="confirm__buttons">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('profile.no')}
            </Button>
            <Button onClick={logOut}>{t('profile.logoutYes')}</Button>
          </div>
        </div>
      </Sheet>
    </>
  );
});
