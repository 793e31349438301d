/**
 * Every implemented endpoint handler. Later phases add their maps here (orders, favourites...);
 * endpoints missing from this map answer 501.
 */
import { accountHandlers } from './account-handlers.ts';
import { addressHandlers } from './address-handlers.ts';
import type { Handlers } from './api-types.ts';
import { botHandlers } from './bot-handlers.ts';
import { devHandlers } from './dev-handlers.ts';
import { favouriteHandlers } from './favourite-handlers.ts';
import { orderHandlers } from './order-handlers.ts';
import { readHandlers } from './read-handlers.ts';
import { userImageHandlers } from './user-image-handlers.ts';

export const handlers: Handlers = {
  ...readHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...botHandlers,
  ...orderHandlers,
  ...favouriteHandlers,
  ...devHandlers,
  ...userImageHandlers,
};
