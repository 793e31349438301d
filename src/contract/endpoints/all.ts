/**
 * Every endpoint: the table any page may call and those of screens loaded on demand. What the server
 * serves and its tests check; the storefront never imports this file (index.ts says why).
 */
import { consoleEndpoints } from './console.ts';
import { endpoints } from './index.ts';
import { reservationEndpoints } from './reservations.ts';
import { vacancyEndpoints } from './vacancies.ts';
import { waiterCallEndpoints } from './waiter-calls.ts';

export const allEndpoints = {
  ...endpoints,
  ...reservationEndpoints,
  ...waiterCallEndpoints,
  ...vacancyEndpoints,
  // The merchant's console: its own client, never the storefront's (endpoints/console.ts).
  ...consoleEndpoints,
} as const;
