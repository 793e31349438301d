/**
 * The full-screen branch map of pickup: routes address-pickup and address-pickup2 (spec section 2,
 * layout map). The spec names both without telling them apart; here:
 *
 * - `/address/pickup` is the branch sheet as a screen of its own: the map (open first, as the route
 *   is a map route) and a list tab, each with the city choice. Opened from the checkout on the web
 *   and in the Telegram Mini App.
 * - `/address/pickup2` is the map alone, without the list tab. The Click mini app opens this one:
 *   inside Click's frame the checkout it came from already lists the branches one step back, and the
 *   map is what the customer asked for.
 *
 * Both put the branch chosen there on the order (with pickup as the service) and return to the
 * checkout.
 */
import type { Channel } from '../../core/storefront.tsx';

export const PICKUP_MAP_PATHS = { withList: '/address/pickup', mapOnly: '/address/pickup2' } as const;

/** Where the checkout's "full-screen map" link goes in this channel. */
export const fullMapPath = (channel: Channel): string =>
  channel === 'click' ? PICKUP_MAP_PATHS.mapOnly : PICKUP_MAP_PATHS.withList;

/** Whether the full-screen map at this path offers the list tab too. */
export const offersListTab = (pathname: string): boolean =>
  pathname.replace(/\/+$/, '') !== PICKUP_MAP_PATHS.mapOnly;

/** Where the full-screen map returns once a branch is chosen (or the customer goes back). */
export const PICKUP_RETURN_PATH = '/checkout';
