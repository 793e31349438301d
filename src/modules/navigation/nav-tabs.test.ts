import { describe, expect, it } from 'vitest';
import { activeTab, hidesBar, navTabs } from './nav-tabs.ts';

const all = ['/', '/search', '/basket', '/profile', '/profile/orders', '/profile/orders/:id'];

describe('navTabs', () => {
  it('has a tab for each screen the storefront has, in order', () => {
    expect(navTabs({ routePaths: all, basketPage: true, nativeBasket: false })).toEqual([
      { id: 'menu', path: '/' },
      { id: 'search', path: '/search' },
      { id: 'basket', path: '/basket' },
      { id: 'orders', path: '/profile/orders' },
      { id: 'profile', path: '/profile' },
    ]);
    expect(navTabs({ routePaths: ['/', '/profile'], basketPage: false, nativeBasket: false })).toEqual([
      { id: 'menu', path: '/' },
      { id: 'basket', path: null },
      { id: 'profile', path: '/profile' },
    ]);
  });

  it("leaves the basket to Telegram's Main button", () => {
    const ids = navTabs({ routePaths: all, basketPage: true, nativeBasket: true }).map((t) => t.id);
    expect(ids).toEqual(['menu', 'search', 'orders', 'profile']);
  });
});

describe('activeTab', () => {
  const tabs = navTabs({ routePaths: all, basketPage: true, nativeBasket: false });
  it('marks the tab the address is under, the most precise one winning', () => {
    expect(activeTab('/', tabs)).toBe('menu');
    expect(activeTab('/category/3', tabs)).toBe('menu');
    expect(activeTab('/search', tabs)).toBe('search');
    expect(activeTab('/basket', tabs)).toBe('basket');
    expect(activeTab('/profile/orders/12', tabs)).toBe('orders');
    expect(activeTab('/profile/user', tabs)).toBe('profile');
    expect(activeTab('/profile', tabs)).toBe('profile');
    expect(activeTab('/branches', tabs)).toBeNull();
    expect(activeTab('/profiles', tabs)).toBeNull();
  });
});

describe('hidesBar', () => {
  it('gives the checkout and product screens the bottom edge for their own action', () => {
    expect(hidesBar('/checkout')).toBe(true);
    expect(hidesBar('/product/101001')).toBe(true);
    expect(hidesBar('/basket')).toBe(false);
    expect(hidesBar('/')).toBe(false);
  });
});
