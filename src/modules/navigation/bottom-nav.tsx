import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';
import { useBasket } from '../../core/basket/use-basket.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { BasketIcon, SearchIcon, UserIcon } from '../../ui/icons.tsx';
import { HomeIcon, OrdersIcon } from './nav-icons.tsx';
import { activeTab, hidesBar, navTabs, type NavTab, type TabId } from './nav-tabs.ts';
import './bottom-nav.css';

const icons: Record<TabId, () => ReactNode> = {
  menu: () => <HomeIcon />,
  search: () => <SearchIcon />,
  basket: () => <BasketIcon />,
  orders: () => <OrdersIcon />,
  profile: () => <UserIcon />,
};

/** The phone tab bar (module.ts says what it decides). Hidden by CSS on wide screens. */
export default observer(function BottomNav() {
  const { registry, settings } = useStorefront();
  const { pathname } = useLocation();
  const basket = useBasket();
  const t = useT();
  if (hidesBar(pathname)) return null;
  const tabs = navTabs({
    routePaths: registry.routes(settings).map((route) => route.path),
    basketPage: settings.cartPageActive,
    nativeBasket: hasNativeButtons(),
  });
  const active = activeTab(pathname, tabs);
  const count = basket.count;

  const content = (tab: NavTab) => (
    <>
      <span className="bottom-nav__icon">{icons[tab.id]()}</span>
      <span className="bottom-nav__label">{t(`navigation.${tab.id}`)}</span>
      {/* After the word, so the name reads "Basket 2" as shown; drawn over the icon. */}
      {tab.id === 'basket' && count > 0 ? (
        <span className="bottom-nav__badge">{count > 99 ? '99+' : count}</span>
      ) : null}
    </>
  );

  return (
    <>
      {/* Room at the end of the page, so the bar never hides the last of the content. */}
      <div className="bottom-nav__room" aria-hidden="true" />
      <nav className="bottom-nav" aria-label={t('navigation.label')}>
        <ul className="bottom-nav__tabs">
          {tabs.map((tab) => {
            // Named by what it shows (WCAG 2.5.3: speech input users say what they see); the count in
            // words is the basket tab's description.
            const title = tab.id === 'basket' ? t('navigation.basketCount', { count }) : undefined;
            const current = active === tab.id ? 'page' : undefined;
            return (
              <li key={tab.id}>
                {tab.path ? (
                  <Link to={tab.path} className="bottom-nav__tab" aria-current={current} title={title}>
                    {content(tab)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="bottom-nav__tab"
                    title={title}
                    aria-haspopup="dialog"
                    onClick={() => basketSheet.show()}
                  >
                    {content(tab)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
});
