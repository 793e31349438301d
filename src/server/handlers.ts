/**
 * Every implemented endpoint handler. Later phases add their maps here (auth, orders, addresses...);
 * endpoints missing from this map answer 501.
 */
import type { Handlers } from './api-types.ts';
import { readHandlers } from './read-handlers.ts';

export const handlers: Handlers = { ...readHandlers };
