import { withBranchTexts } from '../../core/branches/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/** Both tabs are one screen: the same code, and the route says which tab is open. */
const loadPage = withBranchTexts(() => import('./branches-page.tsx'));

/**
 * Branches (branchesActive): the merchant's branches as a list and on a map (routes branches and
 * branches-map, spec section 2), with a city choice when there are several cities, today's hours,
 * the address and a tap-to-call phone, and a detail drawer with the week's hours. The profile's
 * "Branches" entry and the footer's link appear when this route exists.
 *
 * Its texts, and the shared branch pieces', download with the screen, not at start: no other
 * screen shows them (messagesWithScreens).
 */
export default defineModule({
  id: 'branches',
  owns: ['branchesActive'],
  enabled: (s) => s.branchesActive,
  routes: [
    { name: 'branches', path: '/branches', layout: 'default', load: loadPage, ssr: true },
    { name: 'branches-map', path: '/branches/map', layout: 'default', load: loadPage },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
