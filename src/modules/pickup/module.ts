import { withBranchTexts } from '../../core/branches/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';

/** Both full-screen map routes are one screen; the path says whether it offers the list tab too. */
const loadMapPage = withBranchTexts(() => import('./pickup-map-page.tsx'));

/**
 * Pickup (pickupActive): the customer collects the order at a branch. Fills the checkout's
 * PICK_UP block (see src/core/checkout/checkout-slots.tsx) with the branch choice (list and map
 * tabs), and chooses the branch on a full-screen map at address/pickup and address/pickup2 (see
 * pickup-routes.ts).
 */
export default defineModule({
  id: 'pickup',
  owns: ['pickupActive'],
  enabled: (s) => s.pickupActive,
  // The block and the map page use the shared branch pieces: their texts come with them.
  slots: { 'checkout.service.PICK_UP': withBranchTexts(() => import('./pickup-block.tsx')) },
  routes: [
    { name: 'address-pickup', path: '/address/pickup', layout: 'map', load: loadMapPage },
    { name: 'address-pickup2', path: '/address/pickup2', layout: 'map', load: loadMapPage },
  ],
  placeholders: { 'checkout.service.PICK_UP': ChoiceListPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text of pickup is inside its block and its map routes: none is needed by the first page.
  messagesWithScreens: true,
});
