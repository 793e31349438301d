import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Delivery (deliveryActive): the address picker on a map, the place search, the new-address details,
 * the saved addresses (a signed-in customer's on the server, a guest's on this device) with their
 * delete confirmation, and the checkout's DELIVERY block with the nearest branch and the tariff; the
 * same block serves express (EXPRESS_24) where a branch has express (contract/service-types.ts).
 * Owns shouldValidateDeliveryArea: whether the picker refuses a point outside every delivery zone
 * (read from GET /orders/v1/merchant/settings, with this flag while it loads).
 */
export default defineModule({
  id: 'delivery',
  owns: ['deliveryActive', 'shouldValidateDeliveryArea'],
  enabled: (s) => s.deliveryActive,
  routes: [
    {
      name: 'address-delivery',
      path: '/address/delivery',
      layout: 'map',
      load: () => import('./address-delivery-page.tsx'),
    },
    {
      name: 'choose-address',
      path: '/choose-address',
      layout: 'default',
      load: () => import('./choose-address-page.tsx'),
    },
    {
      name: 'profile-address',
      path: '/profile/address',
      layout: 'default',
      load: () => import('./profile-addresses-page.tsx'),
    },
    {
      name: 'profile-address-create',
      path: '/profile/address/create',
      layout: 'map',
      load: () => import('./profile-address-create-page.tsx'),
    },
  ],
  // Express is a delivery too: the same block, for branches with express (checkout-choice.ts).
  slots: {
    'checkout.service.DELIVERY': () => import('./delivery-block.tsx'),
    'checkout.service.EXPRESS_24': () => import('./delivery-block.tsx'),
  },
  placeholders: {
    'checkout.service.DELIVERY': ChoiceListPlaceholder,
    'checkout.service.EXPRESS_24': ChoiceListPlaceholder,
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text of the module is on its own screens: none of it belongs in the home page's download.
  messagesWithScreens: true,
});
