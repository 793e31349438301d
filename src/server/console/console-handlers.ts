/**
 * Every handler of the console's endpoints (contract endpoints/console.ts), as one route group
 * (api-handlers.ts). Each calls requireStaff first (staff-auth.ts): merchant, role and branch are
 * checked on the server for every call.
 */
import type { Handlers } from '../http/api-types.ts';
import { menuHandlers } from './menu-handlers.ts';
import { onboardingHandlers } from './onboarding-handlers.ts';
import { orderHandlers } from './order-handlers.ts';
import { settingsHandlers } from './settings-handlers.ts';
import { signInHandlers } from './sign-in-handlers.ts';
import { staffHandlers } from './staff-handlers.ts';
import { stopListHandlers } from './stop-list-handlers.ts';

export const consoleHandlers: Handlers = {
  ...signInHandlers,
  ...orderHandlers,
  ...staffHandlers,
  ...stopListHandlers,
  ...settingsHandlers,
  ...menuHandlers,
  ...onboardingHandlers,
};
