/**
 * Endpoints of screens that load on demand (reservations, waiter calls, vacancies). Their schemas
 * stay out of the start-up table (endpoints.ts), which every page downloads, and come with the
 * screens that call them: such a screen hands its table to the API client (addEndpoints in
 * core/api/client.ts) when its code arrives. The server serves them with the others (allEndpoints),
 * and the endpoint types (EndpointName, ResponseOf...) cover them all.
 */
import { reservationEndpoints } from './reservations.ts';
import { vacancyEndpoints } from './vacancy-applications.ts';
import { waiterCallEndpoints } from './waiter-call.ts';

export const laterEndpoints = {
  ...reservationEndpoints,
  ...waiterCallEndpoints,
  ...vacancyEndpoints,
} as const;
