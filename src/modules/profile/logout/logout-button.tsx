import { MarkedSuspense } from '../../../core/hydration-marks.tsx';
import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useState } from 'react';
import { useBasket } from '../../../core/basket/use-basket.ts';
import { useStorefront, useT } from '../../../core/storefront.tsx';
import { Button } from '../../../ui/button.tsx';

const loadConfirm = () =>
  Promise.all([
    import('./logout-confirm.tsx'),
    import('./logout-texts.ts').then((texts) => texts.ensureLogoutTexts()),
  ]).then(([confirm]) => confirm);
const LogoutConfirm = lazy(loadConfirm);

/**
 * Log out. Logging out empties the basket (spec section 4), so with something in it the customer is
 * asked first, in a sheet like the account deletion's; with an empty basket it logs out at once.
 */
export const LogoutButton = observer(function LogoutButton() {
  const { signOut } = useStorefront();
  const basket = useBasket();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const filled = !basket.isEmpty;
  // The question and its texts download while the profile shows, so the sheet opens at once.
  useEffect(() => {
    if (filled) void loadConfirm();
  }, [filled]);
  const logOut = () => {
    setAsking(false);
    void signOut();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => (filled ? setAsking(true) : logOut())}>
        {t('profile.logout')}
      </Button>
      {asking ? (
        <MarkedSuspense fallback={null}>
          <LogoutConfirm count={basket.count} onNo={() => setAsking(false)} onYes={logOut} />
        </MarkedSuspense>
      ) : null}
    </>
  );
});
