/**
 * Which payment types a channel offers, by payment-availability.json (spec section 3: per type, on
 * the web, in the bot, in the app, by the operator). Shared by the checkout (what it offers) and the
 * reference server (what it accepts), so they never disagree.
 */
import type { PaymentAvailability } from './commerce.ts';
import type { ClientType, PaymentType } from './enums.ts';

const flagOf = {
  WEB: 'webEnabled',
  TG: 'botEnabled',
  APP: 'appEnabled',
  OPERATOR: 'operatorEnabled',
} as const satisfies Record<ClientType, keyof PaymentAvailability>;

/**
 * Whether the availability list lets `type` be paid in `client`. Null: the merchant keeps no list,
 * and its settings flags alone decide. With a list, a type needs an active entry on for the channel.
 */
export function availableIn(
  items: readonly PaymentAvailability[] | null,
  type: PaymentType,
  client: ClientType,
): boolean {
  if (items === null) return true;
  const entry = items.find((a) => a.type === type);
  return entry !== undefined && entry.isActive && entry[flagOf[client]];
}
