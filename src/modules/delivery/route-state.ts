/**
 * What the delivery screens pass each other in the history state: where to go back to, and the
 * customer's position when the flow just asked the browser for it. History state can hold anything
 * (another version, another tab's entry), so it is read through a schema.
 */
import { z } from 'zod';
import { Latitude, Longitude } from '../../contract/index.ts';

export const DeliveryRouteState = z.object({
  /** A path of this app to return to ("/checkout"); never another site. */
  from: z
    .string()
    .regex(/^\/(?!\/)/, 'expected a path of this app')
    .optional()
    .catch(undefined),
  located: z.object({ latitude: Latitude, longitude: Longitude }).optional().catch(undefined),
});
export type DeliveryRouteState = z.infer<typeof DeliveryRouteState>;

export function readRouteState(state: unknown): DeliveryRouteState {
  const parsed = DeliveryRouteState.safeParse(state ?? {});
  return parsed.success ? parsed.data : {};
}
