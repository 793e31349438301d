import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { PhoneGate } from './phone-gate.tsx';

/**
 * Bottom navigation (isNavigationViewEnabled): an app-style tab bar on phones (menu, search, basket
 * with its count, orders, profile; each tab only where its screen exists), above the device's home
 * indicator (env(safe-area-inset-bottom)). Wide screens keep the header, which has the same ways.
 *
 * With the floating basket (basketPosition FLOATING_OVER_PRODUCT) the bar still has its basket tab:
 * the floating bar stays, lifted above the tab bar (it carries the basket's total and is where the
 * merchant chose the basket to be), and the tab is the same way in with the count. The bar tells the
 * page its height through --bottom-nav-space, which the floating basket and the basket page's sticky
 * order button add to their distance from the bottom.
 *
 * A wide screen downloads none of it (phone-gate.tsx); the bar's texts come with its code.
 *
 * Inside Telegram the Main button (drawn by Telegram under the web view) is the basket's way in, so
 * the bar leaves its basket tab out there and never competes with it.
 */
export default defineModule({
  id: 'navigation',
  owns: ['isNavigationViewEnabled'],
  enabled: (s) => s.isNavigationViewEnabled,
  // The layouts place 'overlay.navigation'; the gate fills it with the bar's slot on phones only.
  eager: { 'overlay.navigation': PhoneGate },
  slots: { 'navigation.bar': () => import('./bottom-nav.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
