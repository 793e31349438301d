/**
 * What the notice says once "Place order" went through, in agreement with the order's status: an
 * order the merchant has not confirmed yet is "sent, waiting for confirmation" (a scheduled one with
 * its time); one the server already answers as confirmed gets the spec's 'Tasdiqlandi' / 'Buyurtmangiz
 * tasdiqlandi' (section 8). The order's page says "confirmed" when the confirmation comes later.
 */
import type { Order } from '../../contract/index.ts';
import { formatDayMonth } from '../../core/i18n/format-day.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import type { MessageValues } from '../../core/i18n/messages.ts';

export interface PlacedNotice {
  title: string;
  text: string;
  values: MessageValues;
}

export function placedNotice(
  order: Pick<Order, 'status'>,
  request: {
    later?: boolean | null;
    day?: string | null;
    time?: string | null;
    time2?: string | null;
  },
): PlacedNotice {
  const sent = awaitsConfirmation(order.status);
  const title = sent ? 'checkout.placed.sentTitle' : 'checkout.placed.title';
  if (request.later && request.day && request.time)
    return {
      title,
      text: sent ? 'checkout.placed.sentTextAt' : 'checkout.placed.textAt',
      // A window ("later") reads as its two ends: "for 14:00–15:00, 09.06".
      values: {
        time: request.time2 ? `${request.time}–${request.time2}` : request.time,
        date: formatDayMonth(request.day),
      },
    };
  return { title, text: sent ? 'checkout.placed.sentText' : 'checkout.placed.text', values: {} };
}
