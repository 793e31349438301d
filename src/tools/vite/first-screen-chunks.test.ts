import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFirstScreen, firstScreenGroups } from './first-screen-chunks.ts';

const src = fileURLToPath(new URL('../..', import.meta.url));
const modules = path.join(src, 'modules');
const file = (relative: string) => path.join(modules, relative);

describe('the first screen in two chunks', () => {
  it('keeps the page’s module script apart with the helper it loads the storefront with', async () => {
    const boot = (await firstScreenGroups(src)).find((group) => group.name === 'boot');
    expect(boot!.test('\0vite/preload-helper.js')).toBe(true);
    expect(boot!.test(file('catalogue/menu.tsx'))).toBe(false);
  });

  // The registry loads once for the file (about a second).
  const found = findFirstScreen(src);

  it('finds the components the home draws in the modules’ registrations', async () => {
    const { components } = await found;
    for (const component of [
      'catalogue/menu.tsx',
      'basket/card-control.tsx',
      'favourites/card-heart.tsx',
      'stories/stories-strip.tsx',
      'banners/banner-carousel.tsx',
      'profile/account-button.tsx',
      'product-page/product-overlay.tsx',
    ]) {
      expect(components, component).toContain(file(component));
    }
  });

  it('leaves screens, sheets and add-ons in chunks of their own', async () => {
    const { components, moduleFolders } = await found;
    for (const component of [
      'basket/basket-sheet.tsx',
      'multi-brand/brand-tabs.tsx',
      'chat/chat-footer.tsx',
      'analytics/analytics-start.tsx',
      'favourites/screen-heart.tsx',
    ]) {
      expect(components, component).not.toContain(file(component));
    }
    expect(moduleFolders).not.toContain(file('multi-brand') + path.sep);
  });

  it('groups a module’s texts by language, only from its own i18n folder', async () => {
    const groups = await firstScreenGroups(src);
    const code = groups.find((group) => group.name === 'first-screen');
    const texts = groups.find((group) => typeof group.name === 'function');
    const nameOf = texts!.name as (id: string) => string | null;
    expect(code!.test(file('catalogue/menu.tsx'))).toBe(true);
    expect(code!.test(file('checkout/checkout-page.tsx'))).toBe(false);
    expect(nameOf(file('catalogue/i18n/uz.json'))).toBe('first-screen-uz');
    expect(nameOf(path.join(src, 'app/i18n/ru.json'))).toBe('first-screen-ru');
    // The tracking screen's texts come with that screen, the checkout's with the checkout.
    expect(nameOf(file('orders/tracking/i18n/ru.json'))).toBeNull();
    expect(nameOf(file('checkout/i18n/ru.json'))).toBeNull();
    // The account and search buttons are labelled with the app's words: those screens' texts wait.
    expect(nameOf(file('profile/i18n/ru.json'))).toBeNull();
    expect(nameOf(file('search/i18n/ru.json'))).toBeNull();
  });
});
